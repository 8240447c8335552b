import FuzzSupport

/// base 0xFF ours 0xFF theirs (missing parts are empty; skipped unless all are UTF-8): no
/// words lost, and merging a version with itself or with an unchanged side returns it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMerge(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    guard input.parts.count <= 3 else { return 0 }
    let versions = (0..<3).map { input[$0] ?? [] }
    guard versions.allSatisfy({ $0.validUTF8 != nil }) else { return 0 }
    if let problem = MergeLaw.violation(base: versions[0], ours: versions[1], theirs: versions[2]) {
        lawFailed("merge", problem)
    }
    return 0
}

FuzzDriver.run()
