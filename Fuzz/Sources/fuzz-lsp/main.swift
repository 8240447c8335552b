import FuzzSupport

/// Any bytes, read as a script of client messages (see `LanguageServerScript`): the server
/// never traps, answers every well-framed request exactly once, and after any sequence of
/// valid incremental changes holds the client's text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = LanguageServerLaw.violation(FuzzInput.bytes(data, size)) {
        lawFailed("lsp", problem)
    }
    return 0
}

FuzzDriver.run()
