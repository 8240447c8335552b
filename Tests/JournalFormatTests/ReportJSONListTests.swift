import Foundation
import Testing

@testable import JournalFormat

/// `ReportJSON.object(_:list:)` lays out elements encoded one by one (on all cores, by `export
/// json`) exactly as `ReportJSON.encode` lays out the whole document, whatever layout encode
/// has: the law holds for empty lists, empty arrays and objects inside elements (which
/// Foundation writes over a blank line), strings holding escaped newlines, quotes and the
/// stand-in's own text, and for every entry of the sample journal.
@Suite struct ReportJSONListTests {
    struct Element: Encodable {
        var name: String
        var values: [Int]
        var nested: [String: [String]]
        var missing: String?
    }

    static let elements: [Element] = [
        Element(name: "plain", values: [1, 2, 3], nested: ["a": ["x"]], missing: nil),
        Element(name: "", values: [], nested: [:], missing: "here"),
        Element(name: "line\nbreak \"quoted\" \\ / é 日本", values: [-1], nested: ["": [], "b": ["", "\n"]]),
        Element(name: "nightly-element-0", values: [0], nested: ["nightly-element-1": ["nightly-element-2"]]),
    ]

    func expectLaw<Value: Encodable>(_ values: [Value], key: String = "entries") throws {
        let whole = try ReportJSON.encode([key: values])
        let pieced = try ReportJSON.object(key, list: values.map(ReportJSON.encode))
        #expect(pieced == whole)
    }

    @Test func anEmptyListIsTheEmptyDocument() throws {
        try expectLaw([Element]())
    }

    @Test(arguments: 0..<elements.count)
    func oneElement(index: Int) throws {
        try expectLaw([Self.elements[index]])
    }

    @Test func everyElementInEveryOrder() throws {
        try expectLaw(Self.elements)
        try expectLaw(Self.elements.reversed())
        try expectLaw(Array(repeating: Self.elements, count: 30).flatMap { $0 })
    }

    @Test func plainValuesAndAnotherKey() throws {
        try expectLaw(["a", "", "nightly-element-0"], key: "items")
        try expectLaw([[Int]](), key: "")
        try expectLaw([[], [1], []] as [[Int]], key: "lists")
        try expectLaw(["nightly-element-0"], key: "nightly-element-0")
    }

    @Test func everyEntryOfTheSampleJournal() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("sample-journal")
        let journal = Journal(root: sample)
        let reports = try journal.entryFiles().map { file in
            EntryReport(try Entry.parse(Journal.read(file.url), date: file.date, path: file.relativePath))
        }
        #expect(reports.count > 40)
        try expectLaw(reports)
    }
}
