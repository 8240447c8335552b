import JournalFormat

/// The tick law: ticking or unticking an action step changes exactly one byte and that step's
/// state alone, and ticking it back restores the file (except that an upper-case `[X]`, once
/// unticked, is ticked again as `[x]`). A step with a carried marker, whose tick also takes the
/// marker away, is held to the carry law instead: any change of state stays on its first line
/// and changes that step's state alone.
public enum TickLaw {
    /// How `settingActionStep` broke the law on any step of `entry`, or nil.
    public static func violation(_ entry: Entry) -> String? {
        for index in entry.actionSteps.indices {
            let step = entry.actionSteps[index]
            do {
                let problem =
                    try (step.carriedTo == nil ? violation(entry, step: index) : nil)
                    ?? carryViolation(entry, step: index)
                if let problem {
                    return "step \(index + 1) (line \(step.line), \(quoted(step.text, limit: 60))): \(problem)"
                }
            } catch JournalError.noSuchItem where step.text.isEmpty {
                continue  // A step with no text cannot be carried.
            } catch {
                return "step \(index + 1): settingActionStep threw \(error)"
            }
        }
        let count = entry.actionSteps.count
        do {
            _ = try entry.settingActionStep(count, done: true)
            return "settingActionStep(\(count)) succeeded on an entry with \(count) steps"
        } catch is JournalError {
            return nil
        } catch {
            return "settingActionStep(\(count)) threw \(error) instead of a JournalError"
        }
    }

    /// The carry law on one step: each state changes only bytes of one line, and that step's
    /// state alone.
    private static func carryViolation(_ entry: Entry, step index: Int) throws -> String? {
        let bytes = entry.bytes
        let day = EntryDate(year: 2026, month: 11, day: 24)
        for state in [ActionStepState.open, .done, .carried(to: day), .carried(to: day.adding(days: 1))] {
            let edited = try entry.settingActionStep(index, to: state)
            let prefix = zip(bytes, edited.bytes).prefix { $0 == $1 }.count
            let suffix = zip(bytes.reversed(), edited.bytes.reversed()).prefix { $0 == $1 }.count
            let lineBreaks: Set<UInt8> = [0x0A, 0x0D]
            let changed = [bytes, edited.bytes].map { $0[min(prefix, $0.count)..<max(prefix, $0.count - suffix)] }
            guard !changed.contains(where: { $0.contains(where: lineBreaks.contains) }) else {
                return "setting it \(state) changed more than its line"
            }
            var expected = entry.actionSteps.map(StepValue.init)
            expected[index] = StepValue(text: entry.actionSteps[index].text, state: state)
            let now = edited.actionSteps.map(StepValue.init)
            guard now == expected else {
                return "setting it \(state) did not change that step alone:\n  before: \(expected)\n  after:  \(now)"
            }
        }
        return nil
    }

    private static func violation(_ entry: Entry, step index: Int) throws -> String? {
        let bytes = entry.bytes
        let steps = entry.actionSteps
        let done = steps[index].done
        guard try entry.settingActionStep(index, done: done).bytes == bytes else {
            return "setting it to the state it has changed the bytes"
        }
        let flipped = try entry.settingActionStep(index, done: !done)
        let verb = done ? "unticking" : "ticking"
        let changed = bytes.indices.filter { $0 < flipped.bytes.count && bytes[$0] != flipped.bytes[$0] }
        guard flipped.bytes.count == bytes.count, changed.count == 1, let offset = changed.first else {
            return "\(verb) changed \(changed.count) bytes and the length from \(bytes.count) to \(flipped.bytes.count)"
        }
        var expected = steps
        expected[index].done.toggle()
        let now = flipped.actionSteps.map(StepValue.init)
        guard now == expected.map(StepValue.init) else {
            return "\(verb) byte \(offset) did not flip that step alone:\n  before: \(steps.map(StepValue.init))\n"
                + "  after:  \(now)"
        }
        var original = bytes
        if original[offset] == UInt8(ascii: "X") { original[offset] = UInt8(ascii: "x") }
        let restored = try flipped.settingActionStep(index, done: done).bytes
        guard restored == original else {
            return "\(verb) and back did not restore the file: \(quoted(restored))"
        }
        return nil
    }
}
