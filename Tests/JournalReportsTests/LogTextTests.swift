import JournalFormat
import Testing

@testable import JournalReports

/// `log` shows a whole entry through a quick path (no prompt removed, no carriage return): it
/// must give what the line-by-line path gives when it is asked for every line.
@Suite struct LogTextTests {
    static let entries = [
        "# Day\n\n## Journal\n\nA walk.\n",
        "# Day\n\n## Journal\n\nA walk.\n\n\n  \n",
        "# Day\n\n## Journal\n\nA walk.",
        "# Day\n\u{3000}\n## Journal\n\nA walk.\n\u{3000}\n\t\n",
        "\n\nA walk.\n\n",
        "# Day\r\n\r\nA walk.\r\n\r\n",
        "# Day\n\n<!-- What went well? -->\nA walk.\n\n",
        "# Day\n\n<!-- What went well? --> A walk.\n\n<!-- What went well? -->\n\nTea.\n",
        "\n \n",
        "",
    ]

    @Test(arguments: entries)
    func wholeEntryIsEveryLine(_ entry: String) {
        let prompts = TemplatePrompts(templates: ["# Day\n\n<!-- What went well? -->\n"])
        let bytes = Array(entry.utf8)
        let lineCount = bytes.count { $0 == 0x0A } + 1
        #expect(
            JournalLog.text(of: bytes, prompts: prompts)
                == JournalLog.text(of: bytes, lines: 1...lineCount, prompts: prompts))
    }
}
