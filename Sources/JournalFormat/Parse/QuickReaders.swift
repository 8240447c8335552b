/// The quick readers on their own, so that the fuzz targets can hold each to the full parse:
/// on valid UTF-8 each answers `nil` (the entry is not plain) or exactly what the full parse
/// gives. Not for other callers: the public readers (``EntrySummary/read(_:date:path:titles:)``,
/// ``Entry/diagnostics(of:path:titles:)``, ``Journal/actionSteps(on:)``,
/// ``EntryGlance/read(_:date:path:titles:)``, ``EntryReport/read(_:date:path:titles:)``,
/// ``Journal/appending(_:to:on:)``) choose between the two themselves.
@_spi(QuickReaders)
public enum QuickReaders {
    /// ``SummaryScanner``'s summary of `bytes` (valid UTF-8), with no date.
    public static func summary(of bytes: [UInt8], titles: SectionTitles) -> EntrySummary? {
        SummaryScanner.scan(bytes, date: nil, titles: titles)
    }

    /// ``SummaryScanner``'s answer to whether `bytes` (valid UTF-8) is written, read up to its
    /// first word.
    public static func isWritten(_ bytes: [UInt8], titles: SectionTitles) -> Bool? {
        SummaryScanner.isWritten(bytes, titles: titles)
    }

    /// ``DiagnosticScanner``'s diagnostics of `bytes` (valid UTF-8), in the order
    /// ``Entry/diagnostics(of:path:titles:)`` gives them.
    public static func diagnostics(of bytes: [UInt8], titles: SectionTitles) -> [Diagnostic]? {
        DiagnosticScanner.scan(bytes, titles: titles).map(Entry.inReportedOrder)
    }

    /// ``PlainGlance``'s glance at `bytes` (valid UTF-8), with no date and the path `path`.
    public static func glance(of bytes: [UInt8], path: String, titles: SectionTitles) -> EntryGlance? {
        PlainGlance.read(bytes, date: nil, path: path, titles: titles)
    }

    /// ``PlainReport``'s report of `bytes` (valid UTF-8), with no date and the path `path`.
    public static func report(of bytes: [UInt8], path: String, titles: SectionTitles) -> EntryReport? {
        PlainReport.read(bytes, date: nil, path: path, titles: titles)
    }

    /// ``PlainSteps``' action steps of `bytes` (valid UTF-8).
    public static func actionSteps(of bytes: [UInt8], titles: SectionTitles) -> [ActionStep]? {
        PlainSteps.read(bytes, titles: titles)
    }

    /// `bytes` (valid UTF-8) with `text` appended to the first section of `kind` by
    /// ``PlainAppend``.
    public static func appending(
        _ text: String, to kind: SectionKind, in bytes: [UInt8], titles: SectionTitles
    ) -> [UInt8]? {
        guard let splice = PlainAppend.insertion(appending: text, to: kind, in: bytes, titles: titles) else {
            return nil
        }
        var spliced = bytes
        spliced.replaceSubrange(splice.range, with: splice.bytes)
        return spliced
    }
}
