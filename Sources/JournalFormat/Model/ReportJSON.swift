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
