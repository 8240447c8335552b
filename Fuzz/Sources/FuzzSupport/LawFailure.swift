/// Traps with a description a person can act on: libFuzzer then prints the stack, saves the
/// input as a crash artifact and stops.
public func lawFailed(_ target: String, _ description: String) -> Never {
    fatalError("\(target): \(description)")
}

/// Bytes as a short, readable Swift-style string literal: breaks, tabs and invalid bytes
/// escaped, long texts cut in the middle.
public func quoted(_ bytes: some Collection<UInt8>, limit: Int = 240) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.count > limit {
        text = String(text.prefix(limit / 2)) + " … " + String(text.suffix(limit / 2))
    }
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// A `String` as ``quoted(_:limit:)`` shows bytes.
public func quoted(_ text: String, limit: Int = 240) -> String {
    quoted(Array(text.utf8), limit: limit)
}
