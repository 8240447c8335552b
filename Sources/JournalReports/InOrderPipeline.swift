import Foundation

/// Makes `count` numbered pieces on all cores and hands each to `consume` in number order as
/// soon as it and every piece before it are made, with no barrier between batches: each worker
/// takes the next number, makes its piece, and whichever worker finds the earliest unhanded
/// pieces made hands them on, one worker at a time, while the others go on making.
///
/// A worker runs at most `ahead` pieces past the first one not yet handed on (it waits for that
/// one), so memory holds at most `ahead` pieces however slow one is. `consume` returns `false`
/// to stop: no piece after that one is handed on, and the workers take no new numbers.
///
/// For `export json`: in windows of entries made on all cores and then written, each window
/// waited for its slowest entries and for the writing, with the cores idle. ``OrderedDelivery``
/// (grep's) hands on in order too, but calls its consumer under its lock, so a write to a slow
/// pipe would hold up every worker, and lets a worker run ahead without bound past a slow file,
/// which here would hold the whole document.
public func inOrderPipeline<Piece>(
    count: Int, ahead: Int, make: @Sendable (Int) -> Piece, consume: (Piece) -> Bool
) {
    let state = PipelineState<Piece>(count: count, ahead: max(1, ahead))
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
    withoutActuallyEscaping(consume) { consume in
        let handOn = UncheckedConsumer(consume: consume)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let number = state.take() {
                state.made(make(number), number: number, consume: handOn.consume)
            }
        }
    }
}

/// `consume`, called from one worker at a time (``PipelineState`` sees to it).
private struct UncheckedConsumer<Piece>: @unchecked Sendable {
    let consume: (Piece) -> Bool
}

private final class PipelineState<Piece>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let ahead: Int
    /// The next number to take.
    private var next = 0
    /// The first number not yet handed on.
    private var head = 0
    private var made: [Piece?]
    /// Whether a worker is handing pieces on.
    private var handing = false
    private var stopped = false

    init(count: Int, ahead: Int) {
        self.count = count
        self.ahead = ahead
        made = Array(repeating: nil, count: count)
    }

    /// The next number to make, once it is no more than `ahead` past the head; `nil` when every
    /// number is taken or the consumer stopped.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, next < count, next - head >= ahead { condition.wait() }
        guard !stopped, next < count else { return nil }
        defer { next += 1 }
        return next
    }

    /// Piece `number` is made: kept, and every made piece from the head on handed to `consume`
    /// unless another worker is handing on already (it will find this one).
    func made(_ piece: Piece, number: Int, consume: (Piece) -> Bool) {
        condition.lock()
        made[number] = piece
        guard !handing else { return condition.unlock() }
        handing = true
        while !stopped, head < count, let piece = made[head] {
            made[head] = nil
            head += 1
            condition.unlock()
            let goingOn = consume(piece)
            condition.lock()
            if !goingOn { stopped = true }
            condition.broadcast()
        }
        handing = false
        condition.unlock()
    }
}
