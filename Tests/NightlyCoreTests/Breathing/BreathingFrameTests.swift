import SystemCalls
import Testing

@testable import NightlyCore

@Suite struct BreathingFrameTests {
    static let size = TerminalSize(columns: 80, rows: 24)

    func shapeCells(_ lines: [String]) -> Int {
        lines.dropFirst(2).dropLast(2).reduce(0) { $0 + $1.filter { $0 == "o" || $0 == "." }.count }
    }

    @Test func aFrameFillsTheTerminalAndNoMore() {
        for size in [Self.size, TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 20, rows: 7)] {
            let lines = BreathingFrame.lines(
                for: .init(kind: .inhale, progress: 0.5, secondsLeft: 2, encouragement: "3 more to go"), size: size)
            #expect(lines.count == size.rows)
            #expect(lines.allSatisfy { $0.count <= size.columns })
        }
    }

    @Test func theShapeGrowsOnTheInhaleAndShrinksOnTheExhale() {
        let inhale = [0.0, 0.25, 0.5, 0.75, 1].map {
            shapeCells(BreathingFrame.lines(for: .init(kind: .inhale, progress: $0, secondsLeft: 1), size: Self.size))
        }
        let exhale = [0.0, 0.25, 0.5, 0.75, 1].map {
            shapeCells(BreathingFrame.lines(for: .init(kind: .exhale, progress: $0, secondsLeft: 1), size: Self.size))
        }
        #expect(inhale == inhale.sorted() && inhale.first! < inhale.last!)
        #expect(exhale == exhale.sorted(by: >) && exhale.first! > exhale.last!)
    }

    @Test func theShapeIsCentred() {
        let lines = BreathingFrame.lines(for: .init(kind: .holdIn, progress: 0, secondsLeft: 4), size: Self.size)
        let rows = (3..<21).filter { lines[$0].contains("o") }
        let widest = lines[rows[rows.count / 2]]
        let left = widest.prefix { $0 == " " }.count
        let right = 80 - widest.count
        #expect(abs(left - right) <= 1)
        #expect(abs((rows.first! + rows.last!) / 2 - 12) <= 1)
    }

    @Test func labelCountdownEncouragementAndKeysAreShown() {
        let lines = BreathingFrame.lines(
            for: .init(kind: .exhale, progress: 0.1, secondsLeft: 4, encouragement: "Last big one"), size: Self.size)
        #expect(lines[1].contains("Breathe out  4"))
        #expect(lines[22].contains("Last big one"))
        #expect(lines[23].contains("space pause"))
    }

    @Test func aTinyTerminalGetsTheLabelOnly() {
        let lines = BreathingFrame.lines(
            for: .init(kind: .inhale, progress: 0.5, secondsLeft: 3), size: TerminalSize(columns: 12, rows: 3))
        #expect(lines == ["Breathe in  ", "", ""].map { String($0.prefix(12)) }.map { $0 })
    }

    @Test func pausedSaysSo() {
        let lines = BreathingFrame.lines(
            for: .init(kind: .inhale, progress: 0.5, secondsLeft: 3, paused: true), size: Self.size)
        #expect(lines[1].contains("Paused"))
    }
}
