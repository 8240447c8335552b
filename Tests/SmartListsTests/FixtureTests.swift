import Foundation
import SmartLists
import Testing

/// The spec's rules, case by case, from `Fixtures/*.txt`.
@Suite struct FixtureTests {
    static let cases = FixtureCase.loadAll()

    @Test(arguments: cases)
    func keyProducesExpectedText(_ fixture: FixtureCase) throws {
        let before = try #require(CaretText(marked: fixture.document(fixture.before)))
        let after = try #require(CaretText(marked: fixture.document(fixture.after)))
        let result = SmartListEngine().respond(to: fixture.key, in: before.text, cursor: before.cursor)
        #expect(before.applying(result) == after)
        #expect(result.isFallback == fixture.expectsFallback)
    }

    @Test func everyRuleHasFiveCases() {
        let counts = Dictionary(grouping: Self.cases, by: \.rule).mapValues(\.count)
        let rules =
            ["R0.1", "R0.2", "R0.3"] + (1...8).map { "R1.\($0)" } + (1...16).map { "E\($0)" }
            + (1...6).map { "N\($0)" } + (1...8).map { "T\($0)" } + (1...6).map { "B\($0)" } + ["D1"]
        for rule in rules {
            #expect(counts[rule, default: 0] >= 5, "rule \(rule) has \(counts[rule, default: 0]) cases")
        }
        #expect(
            Set(counts.keys).isSubset(of: Set(rules)),
            "unknown rule ids: \(Set(counts.keys).subtracting(rules))")
    }

    @Test func fixturesCoverUnicodeAndCRLF() {
        let all = Self.cases.map { $0.before + $0.after }.joined()
        #expect(Self.cases.contains { $0.isCRLF })
        #expect(all.unicodeScalars.contains { $0.properties.isEmojiPresentation })
        #expect(all.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })  // CJK
        #expect(all.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark })
    }
}
