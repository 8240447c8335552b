import Foundation
import SmartLists
import Testing

/// One table row from `Fixtures/*.txt`: a rule id, a key, the text before and after.
///
/// File format, one case after another:
///
///     ## E1 caret at the end of a bullet
///     key: enter
///     crlf                  (optional: line breaks in both texts become \r\n)
///     fallback              (optional: the engine must answer with the R0.3 fallback)
///     before:
///     - milk‸
///     after:
///     - milk
///     - ‸
///
/// `‸` marks the caret and `⇥` a tab. Texts end at the next `##` line; trailing empty lines
/// are dropped, so a text never ends in a line break unless it ends in `⏎`.
struct FixtureCase: CustomTestStringConvertible, Sendable {
    var file: String
    var rule: String
    var title: String
    var key: Key
    var isCRLF = false
    var expectsFallback = false
    var before = ""
    var after = ""

    var testDescription: String { "\(rule) \(title) [\(file)]" + (isCRLF ? " (CRLF)" : "") }

    /// The marked texts with the fixture's notation turned into real characters.
    func document(_ marked: String) -> String {
        var text = marked.replacingOccurrences(of: "⇥", with: "\t")
            .replacingOccurrences(of: "⏎", with: "\n")
        if isCRLF { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        return text
    }

    static func loadAll() -> [FixtureCase] {
        guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".txt") }.sorted().flatMap { name in
            let contents =
                (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return parse(contents, file: name)
        }
    }

    static func parse(_ contents: String, file: String) -> [FixtureCase] {
        var cases: [FixtureCase] = []
        var current: FixtureCase?
        var section: WritableKeyPath<FixtureCase, String>?
        var buffer: [String] = []
        func flush() {
            guard let path = section else { return }
            while buffer.last?.isEmpty == true { buffer.removeLast() }
            current?[keyPath: path] = buffer.joined(separator: "\n")
            buffer = []
            section = nil
        }
        for line in contents.components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                flush()
                if let current { cases.append(current) }
                let header = line.dropFirst(3)
                let rule = header.prefix { $0 != " " }
                current = FixtureCase(
                    file: file, rule: String(rule),
                    title: header.dropFirst(rule.count).trimmingCharacters(in: .whitespaces),
                    key: .enter)
            } else if section != nil {
                if line == "after:" {
                    flush()
                    section = \.after
                } else {
                    buffer.append(line)
                }
            } else if line.hasPrefix("key: ") {
                current?.key = Key(rawValue: String(line.dropFirst(5))) ?? .enter
            } else if line == "crlf" {
                current?.isCRLF = true
            } else if line == "fallback" {
                current?.expectsFallback = true
            } else if line == "before:" {
                section = \.before
            }
        }
        flush()
        if let current { cases.append(current) }
        return cases
    }
}
