import Foundation

/// Day One's Markdown, made plain: the escapes it adds undone, the title taken out.
enum DayOneText {
    /// Characters Day One escapes with a backslash in exported text (`\.`, `\!`, `\(`, …).
    private static let escaped: Set<Character> = [
        ".", "!", "(", ")", "[", "]", "-", "+", "#", "*", "_", "{", "}", ">", "<", "`", "~", "|",
    ]

    /// `text` with Day One's backslash escapes removed, except inside code.
    static func unescaped(_ text: String) -> String {
        var result = ""
        var inFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result.append("\n") }
            if line.drop(while: { $0 == " " }).hasPrefix("```") { inFence.toggle() }
            if inFence || line.hasPrefix("    ") {
                result += line
                continue
            }
            var inCode = false
            var characters = line.makeIterator()
            while let character = characters.next() {
                if character == "`" { inCode.toggle() }
                if character == "\\", !inCode, let next = characters.next() {
                    if !escaped.contains(next) { result.append(character) }
                    result.append(next)
                    if next == "`" { inCode.toggle() }
                    continue
                }
                result.append(character)
            }
        }
        return result
    }

    /// Removes a first line `# Title` (Day One's usual first line) from `body` and returns it.
    static func takeTitle(from body: inout String) -> String? {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.hasPrefix("# ") else { return nil }
        body = lines.dropFirst().joined(separator: "\n")
        return first.dropFirst(2).trimmingCharacters(in: .whitespaces)
    }
}
