import FuzzSupport
import NightlySettings

/// Any bytes as a config file: parsing never crashes (an error is fine), and a config that
/// parses is written by `ConfigWriter` as text that parses back to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: FuzzInput.bytes(data, size), as: UTF8.self)
    guard let config = try? ConfigParser.parse(text, path: "fuzz.toml") else { return 0 }
    let written = ConfigWriter.text(config)
    do {
        let reread = try ConfigParser.parse(written, path: "written.toml")
        if reread != config {
            lawFailed(
                "config",
                "ConfigWriter's text reads back differently:\n  input: \(quoted(text))\n  written: \(quoted(written))")
        }
    } catch {
        lawFailed(
            "config",
            "ConfigWriter's text does not parse: \(error)\n  input: \(quoted(text))\n  written: \(quoted(written))")
    }
    return 0
}

FuzzDriver.run()
