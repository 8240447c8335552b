import Foundation
import Testing

/// `nightly insights` never generalises from one or two thought records.
@Suite struct InsightsFewRecordsTests {
    /// A journal with one thought record on each of `dates`, every one on a Tuesday night.
    static func journal(_ dates: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "nightly-insights-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("2026"), withIntermediateDirectories: true)
        for date in dates {
            let entry = """
                # \(date)

                ## Journal

                Late again.

                ## Thought diary

                - Situation: Emails after midnight
                - Thought: I will never catch up.
                - Fact or feeling: feeling
                - Intensity: 8
                - Time: 23:30
                - Tags: #work

                """
            try entry.write(to: folder.appendingPathComponent("2026/\(date).md"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    static func insights(_ dates: [String], json: Bool = false) throws -> NightlyProcess.Result {
        let folder = try journal(dates)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try NightlyProcess.run(
            ["insights", "--journal", folder.path] + (json ? ["--json"] : []),
            environment: ["NIGHTLY_TODAY": "2026-11-23"])
    }

    @Test(arguments: [["2026-11-17"], ["2026-11-10", "2026-11-17"]])
    func oneOrTwoRecordsAreTooFewForAPattern(dates: [String]) throws {
        let result = try Self.insights(dates)
        #expect(result.status == 0, "\(result.err)")
        let sentences = result.out.split(separator: "\n").filter { $0.hasPrefix("• ") }
        #expect(
            sentences == [
                "• Only \(dates.count) thought record\(dates.count == 1 ? "" : "s") so far: too few to see a pattern "
                    + "(insights need at least 3)."
            ])
        #expect(!result.out.contains("%"))
    }

    @Test func fromThreeRecordsEverySentenceSaysHowManyRecordsItRestsOn() throws {
        let result = try Self.insights(["2026-11-03", "2026-11-10", "2026-11-17"])
        #expect(result.status == 0, "\(result.err)")
        let sentences = result.out.split(separator: "\n").filter { $0.hasPrefix("• ") }
        #expect(
            sentences == [
                "• Hard moments come more often on Tuesday nights than at any other time "
                    + "(100% of the timed weight, 3 of 3 timed records): plan something kind for then.",
                "• \"Emails after midnight\" comes up most often (3 of 3 records): it may be worth a plan of its own.",
                "• 100% of the thoughts you checked were feelings, not facts (3 of 3 checked records): "
                    + "a thought is not always the truth.",
            ])
    }

    @Test func theJSONSaysWhatEachSentenceRestsOn() throws {
        let result = try Self.insights(["2026-11-10", "2026-11-17"], json: true)
        let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        #expect((object?["sentences"] as? [String])?.count == 1)
        let basis = object?["basis"] as? [[String: Int]]
        #expect(basis == [["records": 2, "of": 2]])
    }
}
