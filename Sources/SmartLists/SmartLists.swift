/// The SmartLists editor engine (placeholder until the engine lands).
public enum SmartLists {}
