import ArgumentParser
import Foundation
import JournalLanguageServer
import NightlySettings
import SystemCalls

/// `nightly lsp`: the language server, for editors (docs/editors/).
struct LspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server on standard input and output (for editors).",
        discussion: """
            Speaks LSP 3.17 with Content-Length framing. The journal is the workspace folder the \
            editor sends, else NIGHTLY_JOURNAL or the config's. Logs go to standard error, or to \
            --log. Exits 0 after shutdown and exit, 1 when the editor closes the connection \
            without them. Editor setups: docs/editors/.
            """
    )

    @Option(help: ArgumentHelp("Append the log to this file instead of standard error.", valueName: "file"))
    var log: String?

    func run() throws {
        // Today as every command reads it: a NIGHTLY_TODAY outside the supported days is a
        // usage error here too, never a silent fall back to the clock.
        try reportingFailures { _ = try NightlyEnvironment().today() }
        let handle: FileHandle
        if let log {
            // Close-on-exec: git, which the server starts, must not inherit the log.
            guard let descriptor = Platform.openForAppending(log, mode: 0o644) else {
                throw ValidationError("cannot write the log file \(log)")
            }
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        } else {
            handle = FileHandle.standardError
        }
        let status = JournalServer.serveStandardStreams { line in
            handle.write(Data("nightly lsp: \(line)\n".utf8))
        }
        throw ExitCode(status)
    }
}
