/// Where an action step stands: still to do, done, or carried to a later day, where a copy of it
/// is the one to do (nightly-journal(5), "Action steps").
public enum ActionStepState: Sendable, Hashable {
    /// Unticked and not carried: the step is still to do on its day.
    case open
    /// Ticked (`[x]` or `[X]`), with or without a carried marker.
    case done
    /// Unticked, with its first line ending in ` → YYYY-MM-DD`: neither open nor missed, and
    /// counted on the day it is finally ticked.
    case carried(to: EntryDate)
}
