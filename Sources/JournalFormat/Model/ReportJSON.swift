import Foundation

/// The JSON form of every nightly report: pretty, keys sorted (so output diffs well and golden
/// files are stable), slashes unescaped, a final newline.
public enum ReportJSON {
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
