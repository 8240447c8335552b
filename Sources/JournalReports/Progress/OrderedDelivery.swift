import Foundation

/// Hands what workers find in numbered files to one consumer in file order, as soon as it can:
/// what the earliest unfinished file finds goes straight through, and what a later file finds
/// waits only until every file before it is finished. A search with a million matches in one
/// file so holds none of them, and a search over many small files holds only those a worker
/// has run ahead to.
///
/// Workers take files with ``nextFile()``, report with ``found(_:in:)`` and end each file with
/// ``finished(_:problem:)``; the consumer is called under a lock, so from one thread at a time.
final class OrderedDelivery<Item>: @unchecked Sendable {
    private let lock = NSLock()
    private let consumer: (Item) -> Void
    private var waiting: [[Item]]
    private var done: [Bool]
    private var fileProblems: [String?]
    /// The first file not yet finished and handed on: its items go straight through.
    private var head = 0
    private var taken = 0

    init(count: Int, consumer: @escaping (Item) -> Void) {
        self.consumer = consumer
        waiting = Array(repeating: [], count: count)
        done = Array(repeating: false, count: count)
        fileProblems = Array(repeating: nil, count: count)
    }

    /// The next file for a worker, or `nil` when every file is taken.
    func nextFile() -> Int? {
        lock.withLock {
            guard taken < done.count else { return nil }
            defer { taken += 1 }
            return taken
        }
    }

    /// An item found in file `index`.
    func found(_ item: Item, in index: Int) {
        lock.withLock {
            if index == head { consumer(item) } else { waiting[index].append(item) }
        }
    }

    /// File `index` is searched; `problem` says why it could not be, when it could not.
    func finished(_ index: Int, problem: String?) {
        lock.withLock {
            done[index] = true
            fileProblems[index] = problem
            while head < done.count, done[head] {
                head += 1
                guard head < done.count else { break }
                // The new head's items so far go first; its later ones go straight through.
                for item in waiting[head] { consumer(item) }
                waiting[head] = []
            }
        }
    }

    /// The problems of the files, in file order.
    var problems: [String] {
        lock.withLock { fileProblems.compactMap { $0 } }
    }
}
