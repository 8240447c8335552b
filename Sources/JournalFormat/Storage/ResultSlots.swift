/// Slots that concurrent workers fill, each index by exactly one worker, read after they finish.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage.withUnsafeMutableBufferPointer { $0[index] = newValue } }
    }
}
