/// What nightly says when git cannot commit because it knows no name and email: one line,
/// with the commands that fix it, instead of git's own dozen lines.
public enum GitIdentity {
    /// The one line for a commit that failed so, ending with where the work stays.
    /// - Parameter stays: what is kept anyway, such as `the entry stays at 2026/2026-11-23.md`.
    public static func advice(_ stays: String) -> String {
        "git needs your name and email to commit: git config --global user.name 'Your Name' && "
            + "git config --global user.email you@example.com; \(stays)"
    }

    /// Whether git's output says it could not commit for lack of a name or email.
    public static func isMissing(in output: String) -> Bool { JournalSync.isMissingIdentity(output) }
}
