import Dispatch

/// A value computed on another thread while the caller goes on with something else: `check`
/// walks the journal's folders for leftovers and links while the main thread lists the entries.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Value?

    /// Starts computing the value at once.
    init(_ compute: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = compute()
            self.done.signal()
        }
    }

    /// The value, waiting until it is there.
    var value: Value {
        done.wait()
        defer { done.signal() }
        return result!
    }
}
