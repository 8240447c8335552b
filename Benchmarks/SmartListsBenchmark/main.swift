// Placeholder: the SmartLists benchmark lands with the engine.
print("smartlists-bench: not yet written")
