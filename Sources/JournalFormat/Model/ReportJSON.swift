import Foundation

/// The JSON form of every nightly report, and the one document style of every `--json`: as jq
/// prints it (two spaces of indent, `"key": value`, `[]` and `{}` when empty), keys sorted (so
/// output diffs well and golden files are stable), slashes unescaped, a final newline.
public enum ReportJSON {
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: indented(try encoder.encode(value)), as: UTF8.self) + "\n"
    }

    /// Compact JSON (no white space outside strings, as `JSONEncoder` writes it) laid out as jq
    /// lays it out. Foundation's own `.prettyPrinted` writes `"key" : value`, so the layout is
    /// done here, once, for every report.
    public static func indented(_ compact: some Collection<UInt8>) -> [UInt8] {
        let bytes = Array(compact)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 2)
        var depth = 0
        var inString = false
        var escaped = false
        func newLine() {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                out.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                out.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") || bytes[index] == UInt8(ascii: "]") {
                    out.append(bytes[index])
                    index += 1
                } else {
                    depth += 1
                    newLine()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newLine()
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newLine()
            case UInt8(ascii: ":"):
                out.append(byte)
                out.append(UInt8(ascii: " "))
            default:
                out.append(byte)
            }
        }
        return out
    }
}

/// An optional property that a report's JSON writes as `null` when absent, instead of leaving
/// its key out (what synthesized `Encodable` does with an optional): a report's keys are
/// stable, whatever the entry holds.
///
///     struct Streak: Encodable {
///         var days: Int
///         @NullWhenAbsent var start: EntryDate?
///     }
@propertyWrapper
public struct NullWhenAbsent<Value: Encodable>: Encodable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension NullWhenAbsent: Sendable where Value: Sendable {}
extension NullWhenAbsent: Equatable where Value: Equatable {}
extension NullWhenAbsent: Hashable where Value: Hashable {}
