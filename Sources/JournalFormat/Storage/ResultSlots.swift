/// Slots that concurrent workers fill, each index by exactly one worker, read after they finish.
///
/// The slots are plain memory, not an `Array`: a write through an array in a shared property is
/// a write to the array itself, which may copy its buffer when another worker holds it for a
/// moment, and then one worker's copy replaces the other's results. Writes to distinct slots of
/// one allocation never touch each other.
///
/// Inlinable, so that a report in another module fills its slots with code specialised for its
/// values: unspecialised, each write looked up the metadata of `Value?` (for a tuple, under a
/// lock the workers shared).
public final class ResultSlots<Value>: @unchecked Sendable {
    @usableFromInline let slots: UnsafeMutableBufferPointer<Value?>

    @inlinable public init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    @inlinable public subscript(index: Int) -> Value? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    /// Every slot's value, in order, moved out (the slots are left empty): no value is copied,
    /// which matters when there are thousands holding strings and arrays.
    /// - Precondition: every slot is filled.
    @inlinable public func takeAll() -> [Value] {
        Array(unsafeUninitializedCapacity: slots.count) { buffer, count in
            for index in slots.indices { (buffer.baseAddress! + index).initialize(to: slots[index].take()!) }
            count = slots.count
        }
    }
}
