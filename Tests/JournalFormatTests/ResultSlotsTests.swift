import Dispatch
import Testing

@testable import JournalFormat

/// Workers fill distinct slots at once; no write may be lost (the array-based slots lost one
/// now and then when a worker's write copied the array another worker was writing through).
@Suite struct ResultSlotsTests {
    @Test func workersFillingSlotsAtOnceLoseNoWrite() {
        for round in 0..<40 {
            let slots = ResultSlots<[Int]>(count: 5_000)
            DispatchQueue.concurrentPerform(iterations: 5_000) { slots[$0] = [$0, round] }
            let missing = (0..<5_000).filter { slots[$0] == nil }
            #expect(missing.isEmpty, "round \(round): \(missing.count) writes lost")
            guard missing.isEmpty else { return }
            let values = slots.takeAll()
            #expect(values.indices.allSatisfy { values[$0] == [$0, round] })
            #expect((0..<5_000).allSatisfy { slots[$0] == nil })
        }
    }
}
