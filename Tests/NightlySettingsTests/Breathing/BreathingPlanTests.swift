import Testing

@testable import NightlySettings

@Suite struct BreathingPlanTests {
    @Test func theDefaultIsFourCyclesOfThreeInFourOutWithALongerLastOne() {
        let plan = BreathingPlan(pattern: .calm)
        #expect(plan.phases.map(\.kind) == Array(repeating: [.inhale, .exhale], count: 4).flatMap { $0 })
        #expect(plan.phases.map(\.seconds) == [3, 4, 3, 4, 3, 4, 6, 7])
        #expect(plan.phases.map(\.start) == [0, 3, 7, 10, 14, 17, 21, 27])
        #expect(plan.totalSeconds == 34)
    }

    @Test func encouragementsComeBetweenCycles() {
        let cues = BreathingPlan(pattern: .calm).phases.filter { $0.kind == .inhale }.map(\.encouragement)
        #expect(cues == [nil, "3 more to go", "You're doing great", "Last big one"])
    }

    @Test func holdsAreKeptAndZeroHoldsLeftOut() throws {
        let plan = BreathingPlan(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2)
        #expect(plan.phases.map(\.kind) == [.inhale, .holdIn, .exhale, .inhale, .holdIn, .exhale])
        #expect(plan.totalSeconds == 38)
        let box = BreathingPlan(pattern: try BreathingPattern(parsing: "box"), cycles: 1)
        #expect(box.phases.map(\.kind) == [.inhale, .holdIn, .exhale, .holdOut])
    }

    @Test func aSingleCycleIsTheLongOne() {
        let plan = BreathingPlan(pattern: .calm, cycles: 1)
        #expect(plan.phases.map(\.seconds) == [6, 7])
        #expect(plan.phases.map(\.encouragement) == [nil, nil])
    }

    @Test func everyWholeMinuteFromOneToTwentyIsAllowed() {
        #expect(BreathingPlan.allowedMinutes == Array(1...20))
        #expect(BreathingPlan.minutesRule.contains("from 1 to 20"))
    }

    @Test(arguments: 1...20)
    func minutesFillTheSessionToWithinOneCycle(minutes: Int) throws {
        for pattern in [BreathingPattern.calm, try BreathingPattern(parsing: "box")] {
            let plan = BreathingPlan(pattern: pattern, minutes: minutes)
            #expect(abs(plan.totalSeconds - Double(minutes * 60)) <= pattern.cycleSeconds)
        }
    }

    @Test(arguments: [
        ("4-7-8", "relax"), ("4-4-4-4", "box"), ("3-4", "3-4"), ("5.5-5.5", "5.5-5.5"), (" Box ", "box"),
        ("2-0-2", "2-2"),
    ])
    func patternsParseAndPrint(text: String, printed: String) throws {
        #expect(try BreathingPattern(parsing: text).description == printed)
    }

    @Test(arguments: ["", "4", "4-4-4-4-4", "a-b", "4--4", "0-4", "4-0", "100-4", "-4-4", "square"])
    func badPatternsAreRejected(text: String) {
        #expect(throws: BreathingPatternError.self) { try BreathingPattern(parsing: text) }
    }
}
