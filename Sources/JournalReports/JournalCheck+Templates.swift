import Foundation
import JournalFormat

extension JournalCheck {
    /// The user's templates (`template.md` and the weekdays') that nightly cannot read: one
    /// that is not UTF-8, not a regular file, unreadable or a link out of the journal would
    /// stop every new day made from it, so `check` names it before that night comes.
    static func templateFindings(_ journal: Journal) -> [Finding] {
        journal.templateURLs.compactMap { url in
            do {
                _ = try journal.templateText(at: url)
                return nil
            } catch let error as JournalError {
                var found = finding(for: error, path: journal.displayPath(url))
                found.message = "template: " + found.message
                return found
            } catch {
                return Finding(path: journal.displayPath(url), line: 1, severity: .error, message: "template: \(error)")
            }
        }
    }
}
