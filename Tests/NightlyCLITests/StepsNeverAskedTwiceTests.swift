import Foundation
import JournalFormat
import Testing

/// The ritual's questions about steps, run through the binary off a terminal night after
/// night with random nights skipped, against a small model of the plan: each night asks
/// exactly the open steps of the last day with a file before it and those snoozed to it from
/// before that day, in file order; a step ticked, carried or snoozed is never asked again where
/// it was, and its copy comes back on the day it went to (or the next night after it).
@Suite struct StepsNeverAskedTwiceTests {
    /// The model: each day's steps in file order.
    struct Plan {
        struct Step {
            var text: String
            var state = State.open
            /// The day the copy came from, for a carried or snoozed copy.
            var from: EntryDate?
        }

        enum State { case open, done, carried }

        var days: [EntryDate: [Step]] = [:]

        /// The last day before `today` with a file (a night written, or a day a step went to).
        func lastDay(before today: EntryDate) -> EntryDate? { days.keys.filter { $0 < today }.max() }

        /// What the ritual on `today` asks, as (day, index) in order.
        func asked(on today: EntryDate) -> [(EntryDate, Int)] {
            let last = lastDay(before: today)
            var asked: [(EntryDate, Int)] = []
            if let last {
                for (index, step) in days[last, default: []].enumerated() where step.state == .open {
                    asked.append((last, index))
                }
            }
            for (index, step) in days[today, default: []].enumerated() where step.state == .open {
                guard let from = step.from, last.map({ from < $0 }) ?? true else { continue }
                asked.append((today, index))
            }
            return asked
        }
    }

    enum Answer {
        case done, carry, skip
        case later(Int)

        var lines: String {
            switch self {
            case .done: return "d\n"
            case .carry: return "c\n"
            case .skip: return "s\n"
            case .later(let days): return "l\n+\(days)\n"
            }
        }
    }

    /// SplitMix64: the same nights and answers for a seed on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aStepIsAskedOnlyWhereTheModelSaysHoweverTheNightsAreSkipped(seed: UInt64) throws {
        var random = Generator(state: seed)
        let fixture = try RitualFixture()
        var plan = Plan()
        var ticked: Set<String> = []
        var questionsAsked = 0
        var snoozedAsked = 0
        let first = EntryDate(year: 2026, month: 11, day: 2)
        for offset in 0..<24 {
            let today = first.adding(days: offset)
            guard Int.random(in: 0..<10, using: &random) < 6 else { continue }
            let expected = plan.asked(on: today)
            var answers: [Answer] = []
            for (day, _) in expected {
                let snoozedIn = day == today
                switch Int.random(in: 0..<4, using: &random) {
                case 0: answers.append(.done)
                case 1: answers.append(snoozedIn ? .skip : .carry)
                case 2: answers.append(.skip)
                default: answers.append(.later(Int.random(in: 1...4, using: &random)))
                }
            }
            var environment = fixture.environment()
            environment["NIGHTLY_TODAY"] = today.iso
            let ritual = try NightlyProcess.run(
                ["--no-breathing"], stdin: Data(answers.map(\.lines).joined().utf8), environment: environment)
            #expect(ritual.status == 0, "\(today.iso): \(ritual.err)")
            let questions = ritual.out.components(separatedBy: "\n").compactMap { line -> String? in
                guard let range = line.range(of: " you planned: ") else { return nil }
                let rest = line[range.upperBound...]
                return String(rest.components(separatedBy: " (stale").first ?? "")
            }
            let wanted = expected.map { plan.days[$0.0]![$0.1].text }
            #expect(questions == wanted, "\(today.iso), seed \(seed):\n\(ritual.out)")
            guard questions == wanted else { return }
            questionsAsked += questions.count
            snoozedAsked += expected.count { $0.0 == today }
            #expect(!questions.contains(where: ticked.contains), "a ticked step asked again on \(today.iso)")

            // The model: ticks at once, then the carries and snoozes in the order asked.
            if plan.days[today] == nil { plan.days[today] = [] }
            var moves: [(EntryDate, Int, EntryDate)] = []
            for ((day, index), answer) in zip(expected, answers) {
                switch answer {
                case .done:
                    plan.days[day]![index].state = .done
                    ticked.insert(plan.days[day]![index].text)
                case .carry: moves.append((day, index, today))
                case .later(let days): moves.append((day, index, today.adding(days: days)))
                case .skip: break
                }
            }
            for (day, index, to) in moves {
                plan.days[day]![index].state = .carried
                plan.days[to, default: []].append(Plan.Step(text: plan.days[day]![index].text, from: day))
            }
            let text = "plan-\(today.iso)"
            var addEnvironment = environment
            addEnvironment["NIGHTLY_EDITOR"] = "false"
            let add = try NightlyProcess.run(["step", "--add", text], environment: addEnvironment)
            #expect(add.status == 0, "\(add.err)")
            plan.days[today]!.append(Plan.Step(text: text))
        }
        // Not a vacuous run: questions were asked, some of them on the day a step was snoozed to.
        #expect(questionsAsked >= 8 && snoozedAsked >= 1, "\(questionsAsked) questions, \(snoozedAsked) snoozed")
    }
}
