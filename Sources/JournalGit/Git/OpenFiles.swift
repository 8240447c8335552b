import Foundation

/// Which files running processes hold open: how nightly tells a lock file that a killed git
/// left from one a running git holds.
enum OpenFiles {
    /// Whether any process has the file at `path` open, read from every `/proc/PID/fd`;
    /// `nil` where there is no `/proc` to ask (macOS), so callers keep the file then.
    static func isOpen(_ path: String) -> Bool? {
        #if os(Linux)
            guard let processes = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
            for process in processes where process.allSatisfy(\.isNumber) {
                let folder = "/proc/\(process)/fd"
                for descriptor in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                where (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(descriptor)")) == path {
                    return true
                }
            }
            return false
        #else
            return nil
        #endif
    }

    /// Whether a `git` process is running with its current folder in `folder` (git changes to
    /// the folder `-C` names); `nil` where there is no `/proc` to ask.
    static func isGitRunning(in folder: String) -> Bool? {
        #if os(Linux)
            guard let processes = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
            for process in processes where process.allSatisfy(\.isNumber) {
                guard let name = try? String(contentsOfFile: "/proc/\(process)/comm", encoding: .utf8),
                    name.trimmingSpaces() == "git",
                    let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(process)/cwd")
                else { continue }
                if cwd == folder || cwd.hasPrefix(folder + "/") { return true }
            }
            return false
        #else
            return nil
        #endif
    }
}
