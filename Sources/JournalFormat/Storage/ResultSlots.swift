/// Slots that concurrent workers fill, each index by exactly one worker, read after they finish.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage.withUnsafeMutableBufferPointer { $0[index] = newValue } }
    }

    /// Every slot's value, in order, moved out (the slots are left empty): no value is copied,
    /// which matters when there are thousands holding strings and arrays.
    /// - Precondition: every slot is filled.
    public func takeAll() -> [Value] {
        Array(unsafeUninitializedCapacity: storage.count) { buffer, count in
            storage.withUnsafeMutableBufferPointer { slots in
                for index in slots.indices { (buffer.baseAddress! + index).initialize(to: slots[index].take()!) }
            }
            count = storage.count
        }
    }
}
