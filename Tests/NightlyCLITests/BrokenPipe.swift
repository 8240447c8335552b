import Foundation

/// A child that exits before reading all its standard input (a usage error, say) closes the
/// pipe the test is still writing; with SIGPIPE at its default, that write would kill the
/// whole test process instead of failing one test. Ignored once, for the process: the write
/// then fails with EPIPE, and the test goes on to judge what the child did.
enum BrokenPipe {
    static let ignored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
}
