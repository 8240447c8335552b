import Foundation
import Testing

@testable import JournalReports

/// What grep's workers find reaches the output in file order, the earliest unfinished file's
/// items at once and a later file's when the files before it are done.
@Suite struct OrderedDeliveryTests {
    final class Delivered: @unchecked Sendable {
        var items: [Int] = []
    }

    @Test func itemsArriveInFileOrderWhateverOrderWorkersFinishIn() {
        let delivered = Delivered()
        let delivery = OrderedDelivery<Int>(count: 3) { delivered.items.append($0) }
        #expect(
            [delivery.nextFile(), delivery.nextFile(), delivery.nextFile(), delivery.nextFile()] == [0, 1, 2, nil])
        delivery.found(10, in: 1)
        delivery.found(20, in: 2)
        #expect(delivered.items.isEmpty)
        delivery.found(0, in: 0)
        #expect(delivered.items == [0])  // the first file's items go straight through
        delivery.finished(2, problem: "2 could not be read")
        delivery.finished(0, problem: nil)
        #expect(delivered.items == [0, 10])  // file 1 is now first: what it found so far follows
        delivery.found(11, in: 1)
        #expect(delivered.items == [0, 10, 11])
        delivery.finished(1, problem: nil)
        #expect(delivered.items == [0, 10, 11, 20])
        #expect(delivery.problems == ["2 could not be read"])
    }

    @Test func manyWorkersStillDeliverInOrder() {
        let delivered = Delivered()
        let delivery = OrderedDelivery<Int>(count: 500) { delivered.items.append($0) }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            while let file = delivery.nextFile() {
                for item in 0..<(file % 7) { delivery.found(file * 10 + item, in: file) }
                delivery.finished(file, problem: nil)
            }
        }
        let expected = (0..<500).flatMap { file in (0..<(file % 7)).map { file * 10 + $0 } }
        #expect(delivered.items == expected)
    }
}
