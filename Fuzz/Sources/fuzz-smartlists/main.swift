import FuzzSupport
import SmartLists

/// Any document, caret and look-behind (see `SmartListsInput`), every key: the engine's answer
/// must be valid edits and a valid caret; renumbering at the caret must be valid edits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSmartLists(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (engine, text, cursor) = SmartListsInput(FuzzInput.bytes(data, size)).parts
    for key in Key.allCases {
        if let problem = SmartListsLaw.violation(engine: engine, key: key, text: text, cursor: cursor) {
            lawFailed("smartlists", problem)
        }
    }
    if let problem = SmartListsLaw.renumberViolation(engine: engine, text: text, offset: cursor) {
        lawFailed("smartlists", problem)
    }
    return 0
}

FuzzDriver.run()
