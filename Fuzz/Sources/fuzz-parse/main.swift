import FuzzSupport

/// Any bytes: valid UTF-8 parses and keeps every byte (`entry.bytes == input`), anything else
/// is refused as invalid UTF-8.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let problem = ParseLaw.violation(FuzzInput.bytes(data, size)) {
        lawFailed("parse", problem)
    }
    return 0
}

FuzzDriver.run()
