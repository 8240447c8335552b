@_spi(QuickReaders) import JournalFormat

#if canImport(Glibc)
    import Glibc
#endif

/// The agreement laws of the quick readers: on valid UTF-8, the summary, whether the entry is
/// written (read up to its first word), diagnostics, action steps, the glance, `show --json`'s
/// report and append read
/// without a Markdown parser each decline (`nil`) or give exactly what the full parse gives.
///
/// They answer only for plain entries, and a law that only ever met a decline would prove
/// nothing: ``answered`` counts, per reader, the inputs it answered and was held to the full
/// parse on, and ``reportAnsweredAtExit()`` prints them when libFuzzer ends.
public enum QuickReadersLaw {
    /// The quick readers, in the order they are checked.
    public enum Reader: Int, CaseIterable, Sendable {
        case summary, written, diagnostics, steps, glance, report, append
    }

    /// How many inputs each ``Reader`` answered (for `append`, how many kinds of section), and
    /// how many valid UTF-8 inputs were checked in all. One thread runs the target.
    nonisolated(unsafe) public private(set) static var answered = [Int](repeating: 0, count: Reader.allCases.count)
    nonisolated(unsafe) public private(set) static var checked = 0

    /// Which reader gave what the full parse does not on `input`, or nil when all keep the law.
    public static func violation(_ input: QuickReadersInput) -> String? {
        let (bytes, titles) = (input.entry, input.titles)
        guard bytes.validUTF8 != nil,
            let full = try? Entry.parse(bytes, date: nil, path: "fuzz.md", titles: titles)
        else { return nil }
        checked += 1
        if let quick = QuickReaders.summary(of: bytes, titles: titles) {
            answered[Reader.summary.rawValue] += 1
            let expected = EntrySummary(full)
            guard quick == expected else { return "summary: \(quick)\n  full parse: \(expected)" }
        }
        if let quick = QuickReaders.isWritten(bytes, titles: titles) {
            answered[Reader.written.rawValue] += 1
            guard quick == full.isWritten else { return "written: \(quick)\n  full parse: \(full.isWritten)" }
        }
        if let quick = QuickReaders.diagnostics(of: bytes, titles: titles) {
            answered[Reader.diagnostics.rawValue] += 1
            guard quick == full.diagnostics else { return "diagnostics: \(quick)\n  full parse: \(full.diagnostics)" }
        }
        if let quick = QuickReaders.actionSteps(of: bytes, titles: titles) {
            answered[Reader.steps.rawValue] += 1
            guard quick == full.actionSteps else { return "action steps: \(quick)\n  full parse: \(full.actionSteps)" }
        }
        if let quick = QuickReaders.glance(of: bytes, path: "fuzz.md", titles: titles) {
            answered[Reader.glance.rawValue] += 1
            let expected = EntryGlance(full)
            guard quick == expected else { return "glance: \(quick)\n  full parse: \(expected)" }
        }
        if let quick = QuickReaders.report(of: bytes, path: "fuzz.md", titles: titles) {
            answered[Reader.report.rawValue] += 1
            let (quickJSON, fullJSON) = (try? ReportJSON.encode(quick), try? ReportJSON.encode(EntryReport(full)))
            guard quickJSON == fullJSON else { return "report: \(quickJSON ?? "")\n  full parse: \(fullJSON ?? "")" }
        }
        for kind in SectionKind.allCases {
            guard let quick = QuickReaders.appending(input.text, to: kind, in: bytes, titles: titles) else { continue }
            answered[Reader.append.rawValue] += 1
            let expected = try? full.appending(input.text, to: kind)
            guard quick == expected?.bytes else {
                let fullBytes = expected.map { quoted($0.bytes) } ?? "a JournalError"
                return "appending \(quoted(input.text)) to .\(kind): \(quoted(quick))\n  full parse: \(fullBytes)"
            }
        }
        return nil
    }

    /// Prints ``answered`` to standard error when the process exits, after libFuzzer's own
    /// final statistics.
    public static func reportAnsweredAtExit() {
        atexit {
            let counts = QuickReadersLaw.Reader.allCases.map { "\($0) \(QuickReadersLaw.answered[$0.rawValue])" }
            let line = "quick-readers: \(QuickReadersLaw.checked) UTF-8 inputs; the quick reader answered: "
            var report = line + counts.joined(separator: ", ") + "\n"
            report.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        }
    }
}
