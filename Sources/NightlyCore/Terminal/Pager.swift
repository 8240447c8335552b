import Foundation
import SystemCalls

/// Long output on a terminal goes through a pager, chosen and set up the way git does it.
public enum Pager {
    /// The pager to run: `$NIGHTLY_PAGER`, else `$PAGER`, else `less`; `nil` when the choice
    /// is empty or `cat`, which mean no pager.
    public static func command(environment: [String: String]) -> String? {
        let chosen = environment["NIGHTLY_PAGER"] ?? environment["PAGER"] ?? "less"
        let trimmed = chosen.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : chosen
    }

    /// What the pager is started with besides nightly's environment: as git, `LESS=FRX` (quit
    /// when it fits on one screen, pass colours, keep the text on the screen) and `LV=-c`
    /// unless the user set them. A reader who comes back to a screen of nightly's own (the
    /// walked calendar) gets `LESS=RX` instead, so a short entry stays until they leave it.
    public static func environment(_ environment: [String: String], quitIfOneScreen: Bool = true) -> [String: String] {
        var added: [String: String] = [:]
        if environment["LESS"] == nil { added["LESS"] = quitIfOneScreen ? "FRX" : "RX" }
        if environment["LV"] == nil { added["LV"] = "-c" }
        return added
    }

    /// Shows `bytes` through `command` (run by `/bin/sh`, so it may hold options); `false`
    /// when the pager could not be started or failed, so the caller can print instead.
    public static func show(
        _ bytes: [UInt8], command: String, environment: [String: String], quitIfOneScreen: Bool = true
    ) -> Bool {
        let status = ChildProcess.feeding(
            bytes, to: ["/bin/sh", "-c", command],
            environment: Self.environment(environment, quitIfOneScreen: quitIfOneScreen))
        return status != nil && status != .exited(127) && status != .exited(126)
    }
}
