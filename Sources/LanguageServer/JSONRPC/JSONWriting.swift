/// An answer that writes its own JSON bytes, without `JSONEncoder`: the journal-wide answers
/// (references, a rename's edit, symbols) hold thousands of locations, and going through
/// `Encodable`'s containers cost as much as reading the journal (issue 22, item 7).
///
/// The bytes are the ones ``Connection``'s encoder writes (keys sorted, slashes not escaped),
/// so a client sees the same answer either way.
public protocol JSONWriting: Encodable {
    func writeJSON(to output: inout [UInt8])
}

extension JSONWriting {
    /// The value's JSON.
    public var jsonBytes: [UInt8] {
        var output: [UInt8] = []
        writeJSON(to: &output)
        return output
    }
}

extension [UInt8] {
    /// Appends `text` as a JSON string, escaped as `JSONEncoder` escapes it.
    mutating func appendJSONString(_ text: String) {
        append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): append(contentsOf: [92, 92])
            case 0x0A: append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: append(contentsOf: [92, UInt8(ascii: "t")])
            case 0x08: append(contentsOf: [92, UInt8(ascii: "b")])
            case 0x0C: append(contentsOf: [92, UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                append(contentsOf: Array(#"\u00"#.utf8))
                append(hex[Int(byte >> 4)])
                append(hex[Int(byte & 0xF)])
            default: append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends `number` in decimal.
    mutating func appendJSONInteger(_ number: Int) {
        if number < 0 {
            append(UInt8(ascii: "-"))
            if number == .min {
                append(contentsOf: Array(String(number).utf8.dropFirst()))
                return
            }
            return appendJSONInteger(-number)
        }
        if number >= 10 { appendJSONInteger(number / 10) }
        append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// Appends `text`, a literal run of JSON (a key with its quotes and colon, a bracket).
    mutating func appendJSON(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}

extension Array: JSONWriting where Element: JSONWriting {
    public func writeJSON(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (index, element) in enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            element.writeJSON(to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }
}

extension Position: JSONWriting {
    public func writeJSON(to output: inout [UInt8]) {
        output.appendJSON(#"{"character":"#)
        output.appendJSONInteger(character)
        output.appendJSON(#","line":"#)
        output.appendJSONInteger(line)
        output.append(UInt8(ascii: "}"))
    }
}

extension TextRange: JSONWriting {
    public func writeJSON(to output: inout [UInt8]) {
        output.appendJSON(#"{"end":"#)
        end.writeJSON(to: &output)
        output.appendJSON(#","start":"#)
        start.writeJSON(to: &output)
        output.append(UInt8(ascii: "}"))
    }
}

extension Location: JSONWriting {
    public func writeJSON(to output: inout [UInt8]) {
        output.appendJSON(#"{"range":"#)
        range.writeJSON(to: &output)
        output.appendJSON(#","uri":"#)
        output.appendJSONString(uri)
        output.append(UInt8(ascii: "}"))
    }
}

extension TextEdit: JSONWriting {
    public func writeJSON(to output: inout [UInt8]) {
        output.appendJSON(#"{"newText":"#)
        output.appendJSONString(newText)
        output.appendJSON(#","range":"#)
        range.writeJSON(to: &output)
        output.append(UInt8(ascii: "}"))
    }
}

extension WorkspaceEdit: JSONWriting {
    public func writeJSON(to output: inout [UInt8]) {
        output.appendJSON(#"{"changes":{"#)
        // Sorted as the encoder sorts keys (URIs are ASCII: by their bytes); a journal's URIs share
        // their folder and differ in fixed-width dates, so this is date order.
        let uris = changes.keys.sorted()
        for (index, uri) in uris.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.appendJSONString(uri)
            output.append(UInt8(ascii: ":"))
            changes[uri]!.writeJSON(to: &output)
        }
        output.appendJSON("}}")
    }
}

extension SymbolInformation: JSONWriting {
    public func writeJSON(to output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        if let containerName {
            output.appendJSON(#""containerName":"#)
            output.appendJSONString(containerName)
            output.append(UInt8(ascii: ","))
        }
        output.appendJSON(#""kind":"#)
        output.appendJSONInteger(kind)
        output.appendJSON(#","location":"#)
        location.writeJSON(to: &output)
        output.appendJSON(#","name":"#)
        output.appendJSONString(name)
        output.append(UInt8(ascii: "}"))
    }
}
