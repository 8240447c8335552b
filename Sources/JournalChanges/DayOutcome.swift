import Foundation
import JournalFormat
import JournalGit
import JournalReports

/// What a ``DayTransaction`` did, for the door that ran it to show.
public struct DayOutcome: Sendable {
    /// Entry files written and kept.
    public var written: [URL] = []
    /// Other files written (an import's photos).
    public var otherFiles: [URL] = []
    /// Days left as their bare template, and so removed.
    public var removed: [URL] = []
    /// The commit, or nil when none was attempted (`commit = false`, or nothing was written).
    public var commit: EntryCommitter.Outcome?
    /// Awards this change unlocked, in the order awards are shown.
    public var unlocked: [Award] = []
    /// Files that had other names (hard links), which keep the old text.
    public var hardLinks: [(url: URL, others: Int)] = []
    /// Quit milestones reached since the last announcement, announced as awards are: once.
    public var milestones: [ReachedMilestone] = []
    /// The days whose last open step this change ticked, among today and the day whose steps
    /// are due today: said once, as awards are ("All of today's steps are done.").
    public var finishedSteps: [EntryDate] = []

    public init() {}

    /// A quit milestone a count's run without events reached.
    public struct ReachedMilestone: Sendable, Equatable {
        /// The count's name.
        public var track: String
        public var milestone: QuitMilestone

        public init(track: String, milestone: QuitMilestone) {
            self.track = track
            self.milestone = milestone
        }

        /// `Milestone reached: 1 week without cigarettes. The first week, …`
        public var line: String { "Milestone reached: \(milestone.after) without \(track). \(milestone.text)" }
    }

    /// One line per award this change unlocked (`Award unlocked: First entry`), then one per
    /// quit milestone reached, then "All of today's steps are done." when this change ticked
    /// the last of them.
    public var awardLines: [String] {
        Award.lines(unlocked) + milestones.map(\.line) + (finishedSteps.isEmpty ? [] : [FinishedSteps.line])
    }

    /// What the user should hear besides the door's own message: a failed commit (the files
    /// stay written, and the next sync commits them) and broken hard links, paths as `journal`
    /// names them. A commit that failed for want of git's name and email is one line saying
    /// how to set them, left out when `identityToldAlready`.
    public func warnings(in journal: Journal, identityToldAlready: Bool = false) -> [String] {
        var lines: [String] = []
        for (url, others) in hardLinks {
            let names = others == 1 ? "another name (a hard link)" : "\(others) other names (hard links)"
            lines.append(
                "note: \(journal.displayPath(url)) had \(names); the link is broken, and the other names keep the old text"
            )
        }
        if case .failed(let reason) = commit, !(isMissingGitIdentity && identityToldAlready) {
            let stays =
                written.first.map { "the entry stays at \(journal.displayPath($0))" } ?? "the files stay written"
            lines.append(
                isMissingGitIdentity ? GitIdentity.advice(stays) : "git commit failed (\(reason)); \(stays)")
        }
        return lines
    }

    /// Whether the commit failed because git knows no name and email: a door that commits
    /// twice (the ritual) says how to set them once.
    public var isMissingGitIdentity: Bool {
        if case .failed(let reason) = commit { return GitIdentity.isMissing(in: reason) }
        return false
    }
}
