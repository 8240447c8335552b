import FuzzSupport

/// Any bytes, read as a hostile journal and a script of journal-wide requests
/// (`JournalRequestsLaw`): the server never traps, answers each request once, writes nothing,
/// and names no file outside the journal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournalRequests(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = JournalRequestsLaw.violation(FuzzInput(data, size)) {
        lawFailed("lsp-journal", problem)
    }
    return 0
}

FuzzDriver.run()
