import FuzzSupport

/// An entry (skipped unless UTF-8), a text to append and a choice of titles: each quick reader
/// (summary, diagnostics, action steps, append) declines or agrees with the full parse.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuickReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = QuickReadersLaw.violation(QuickReadersInput(FuzzInput(data, size))) {
        lawFailed("quick-readers", problem)
    }
    return 0
}

QuickReadersLaw.reportAnsweredAtExit()
FuzzDriver.run()
