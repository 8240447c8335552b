import FuzzSupport
import JournalFormat

/// An entry (skipped unless UTF-8) and every edit on it: ticking each step, appending the
/// input's text to each kind of section, adding each kind of section, adding a thought record.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEdit(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = EditInput(FuzzInput(data, size))
    guard let entry = try? Entry.parse(input.entry, date: nil, path: "fuzz.md") else { return 0 }
    if let problem = TickLaw.violation(entry) {
        lawFailed("edit", "settingActionStep: \(problem)")
    }
    for kind in SectionKind.allCases {
        // An edit may refuse (a JournalError, such as text with a heading of its own); what it
        // does not refuse must keep the insert law.
        check(entry, "appending(\(quoted(input.text)), to: .\(kind))", kind, .text) {
            try $0.appending(input.text, to: kind)
        }
        check(entry, "addingSection(.\(kind))", kind, .section) { try $0.addingSection(kind) }
    }
    check(entry, "addingThought(\(input.record))", .thoughtDiary, .text) { try $0.addingThought(input.record) }
    return 0
}

/// Runs `edit` on `entry` and traps when the edit breaks the insert law.
func check(
    _ entry: Entry, _ name: @autoclosure () -> String, _ target: SectionKind, _ insertion: InsertLaw.Insertion,
    _ edit: (Entry) throws -> Entry
) {
    let after: Entry
    do {
        after = try edit(entry)
    } catch is JournalError {
        return
    } catch {
        lawFailed("edit", "\(name()) threw \(error), which is not a JournalError")
    }
    if let problem = InsertLaw.violation(before: entry, after: after, target: target, insertion: insertion) {
        lawFailed("edit", "\(name()) broke the insert law: \(problem)\n  entry: \(quoted(entry.bytes))")
    }
}

FuzzDriver.run()
