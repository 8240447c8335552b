import JournalFormat

/// The merge's laws, as Tests/JournalFormatTests/Merge/EntryMergeLawTests.swift states them:
/// no words are lost (every line either side added is in the result, as often as it was
/// added), and merging a version with itself, or with an unchanged side, returns it.
public enum MergeLaw {
    /// The day a merge of two new files (an empty base) is for: the day's template then
    /// stands in for the base.
    public static let newDay = EntryDate(year: 2026, month: 11, day: 23)

    /// How `EntryMerge.merge` broke a law on these versions, or nil. All three must be
    /// valid UTF-8.
    public static func violation(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> String? {
        for version in [base, ours, theirs] {
            if let problem = check(merging: version, version, version, expect: version, "itself") { return problem }
        }
        if let problem = check(merging: base, base, theirs, expect: theirs, "an unchanged ours") { return problem }
        if let problem = check(merging: base, ours, base, expect: ours, "an unchanged theirs") { return problem }
        if let problem = noWordsLost(base: base, ours: ours, theirs: theirs, date: nil) { return problem }
        // Both machines created the file: the template is the base the merge compares with.
        guard base.isEmpty else { return nil }
        return noWordsLost(base: base, ours: ours, theirs: theirs, date: newDay)
    }

    /// `merge(base, ours, theirs)` must be `expected`.
    static func check(
        merging base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], expect expected: [UInt8], _ law: String
    ) -> String? {
        do {
            let merged = try EntryMerge.merge(base: base, ours: ours, theirs: theirs).bytes
            guard merged == expected else {
                return "merging with \(law) did not return it:\n  base:   \(quoted(base))\n  ours:   \(quoted(ours))\n"
                    + "  theirs: \(quoted(theirs))\n  merged: \(quoted(merged))"
            }
            return nil
        } catch {
            return "merge threw \(error) on valid UTF-8"
        }
    }

    /// Every line `ours` or `theirs` has more often than the base is in the result at least
    /// that many more times.
    static func noWordsLost(base: [UInt8], ours: [UInt8], theirs: [UInt8], date: EntryDate?) -> String? {
        let merged: [UInt8]
        do {
            merged = try EntryMerge.merge(base: base, ours: ours, theirs: theirs, date: date, path: "fuzz.md").bytes
        } catch {
            return "merge threw \(error) on valid UTF-8"
        }
        let effectiveBase = base.isEmpty ? date.map { Array(EntryTemplate.text(for: $0).utf8) } ?? [] : base
        let result = lineCounts(merged)
        let baseCounts = lineCounts(effectiveBase)
        for (name, side) in [("ours", ours), ("theirs", theirs)] {
            for (line, count) in lineCounts(side) where count > baseCounts[line, default: 0] {
                let added = count - baseCounts[line, default: 0]
                guard result[line, default: 0] >= added else {
                    return "no words lost: \(name) added \(quoted(line)) \(added) time(s), the merge has it "
                        + "\(result[line, default: 0]) time(s)"
                        + (date == nil ? "" : " (base: the template of \(date!))")
                        + "\n  base:   \(quoted(effectiveBase))\n  ours:   \(quoted(ours))\n  theirs: \(quoted(theirs))"
                        + "\n  merged: \(quoted(merged))"
                }
            }
        }
        return nil
    }

    /// How often each non-blank line occurs, compared without its checkbox state (a tick from
    /// the other side may have been merged onto it).
    static func lineCounts(_ bytes: [UInt8]) -> [[UInt8]: Int] {
        let lines = LineTable(bytes)
        var counts: [[UInt8]: Int] = [:]
        for line in stride(from: 1, through: lines.count, by: 1) where !lines.isBlank(line) {
            counts[TaskCheckboxKey.key(lines.content(line)), default: 0] += 1
        }
        return counts
    }
}

/// A line as the merge compares it: a task item's checkbox state (`[x]`, `[X]`) blanked, so
/// `- [ ] call Sam` and `- [x] call Sam` are one line whose tick is merged on its own.
enum TaskCheckboxKey {
    /// `line` with the state between a task item's brackets replaced by a space. The item is
    /// found as nightly finds it: after block-quote markers, spaces and tabs, a bullet (`-`,
    /// `*`, `+`) or a number with `.` or `)`, then spaces and tabs.
    static func key(_ line: ArraySlice<UInt8>) -> [UInt8] {
        var key = Array(line)
        var index = 0
        func skip(_ allowed: (UInt8) -> Bool) { while index < key.count, allowed(key[index]) { index += 1 } }
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        skip { isSpace($0) || $0 == UInt8(ascii: ">") }
        guard index < key.count else { return key }
        if key[index] == UInt8(ascii: "-") || key[index] == UInt8(ascii: "*") || key[index] == UInt8(ascii: "+") {
            index += 1
        } else {
            let digits = index
            skip { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard index > digits, index < key.count, key[index] == UInt8(ascii: ".") || key[index] == UInt8(ascii: ")")
            else { return key }
            index += 1
        }
        skip(isSpace)
        guard index + 2 < key.count, key[index] == UInt8(ascii: "["), key[index + 2] == UInt8(ascii: "]"),
            [UInt8(ascii: " "), UInt8(ascii: "x"), UInt8(ascii: "X")].contains(key[index + 1])
        else { return key }
        key[index + 1] = UInt8(ascii: " ")
        return key
    }
}
