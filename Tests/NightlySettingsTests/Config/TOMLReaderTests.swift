import Testing

@testable import NightlySettings

/// The TOML reader behind the configuration: all of TOML's syntax nightly's keys can use, and
/// an error with a line and column for everything else, never a crash.
@Suite struct TOMLReaderTests {
    @Test func everyKindOfValueAndKey() throws {
        let text = """
            # a comment\r
            plain = "tab\\there \\"quoted\\" \\u00e9 \\U0001F319"
            literal = 'C:\\no\\escapes'
            multi = \"\"\"
            first
            second \\
                joined\"\"\"
            raw = '''
            kept \\n as is'''
            whole = 1_000
            negative = -3
            hex = 0xff
            yes = true
            list = [
              "a", # one
              'b',
            ]
            inline = { name = "Ada", "quoted key" = 2 }
            dotted.inner = 1

            [table . "sub"]
            key = "value"
            """
        let table = try TOMLReader.read(text)
        #expect(table["plain"]?.value == .string("tab\there \"quoted\" é 🌙"))
        #expect(table["plain"]?.line == 2)
        #expect(table["literal"]?.value == .string("C:\\no\\escapes"))
        #expect(table["multi"]?.value == .string("first\nsecond joined"))
        #expect(table["raw"]?.value == .string("kept \\n as is"))
        #expect(table["whole"]?.value == .integer(1000))
        #expect(table["negative"]?.value == .integer(-3))
        #expect(table["hex"]?.value == .integer(255))
        #expect(table["yes"]?.value == .boolean(true))
        #expect(table["list"]?.value == .array([.string("a"), .string("b")]))
        let inline = try #require(table["inline"]?.value.table)
        #expect(inline["name"]?.value == .string("Ada") && inline["quoted key"]?.value == .integer(2))
        let dotted = try #require(table["dotted"]?.value.table)
        #expect(dotted["inner"]?.value == .integer(1))
        let sub = try #require(table["table"]?.value.table?["sub"]?.value.table)
        #expect(sub["key"]?.line == 22)
        #expect(
            table.keys == [
                "plain", "literal", "multi", "raw", "whole", "negative", "hex", "yes", "list",
                "inline", "dotted", "table",
            ])
    }

    @Test func floatsDatesAndTimesAreReadButNotUsed() throws {
        let table = try TOMLReader.read("a = 4.5\nb = 1e3\nc = 2026-11-23\nd = 21:30:00\n")
        #expect(table["a"]?.value.kind == "a number with a fraction")
        #expect(table["b"]?.value.kind == "a number with a fraction")
        #expect(table["c"]?.value.kind == "a date or a time")
        #expect(table["d"]?.value.kind == "a date or a time")
    }

    /// The first two aborted the process in the C++ parser this reader replaced (found by the
    /// config fuzz target: Fuzz/Reproducers/config-*).
    @Test(arguments: [
        ("a = [}", 1, 6, "a value was expected, not '}'"),
        ("[\u{12}]", 1, 2, "a key was expected, not U+0012"),
        ("ok = 1\nok = 2", 2, 1, "the key 'ok' is set twice"),
        ("[t]\n[t]", 2, 1, "the table [t] is defined twice"),
        ("a = \"open\nb = 1", 1, 10, "the string is not closed on its line"),
        ("editor = vim", 1, 10, "'vim' is not a TOML value (a string needs quotes: \"vim\")"),
        ("[[days]]", 1, 2, "arrays of tables"),
        ("a = 1 b = 2", 1, 7, "the line should end here, not with 'b'"),
        ("a = 1\rb = 2", 1, 6, "the line should end here, not with U+000D"),
        ("a = \"\\q\"", 1, 6, "'\\q' is not an escape TOML knows"),
        ("a = \"bell \u{07}\"", 1, 11, "a control character (U+0007)"),
        ("a = 1\na.b = 2", 2, 1, "'a' is already a value"),
        ("n = 99999999999999999999", 1, 5, "is not a whole number TOML can hold"),
        ("s = \"\"\"never closed", 1, 20, "the multi-line string is never closed"),
    ])
    func whatIsNotTOMLIsAnErrorWithItsPlace(text: String, line: Int, column: Int, message: String) {
        #expect {
            try TOMLReader.read(text)
        } throws: { error in
            guard let failure = error as? TOMLReader.Failure else { return false }
            return failure.line == line && failure.column == column && failure.message.contains(message)
        }
    }
}

extension TOMLValue {
    fileprivate var table: TOMLTable? {
        if case .table(let table) = self { return table }
        return nil
    }
}
