import Foundation

/// Day One's Markdown, made plain: the escapes it adds undone, the title taken out.
enum DayOneText {
    /// Characters Day One escapes with a backslash in exported text (`\.`, `\!`, `\(`, …).
    private static let escaped: Set<Character> = [
        ".", "!", "(", ")", "[", "]", "-", "+", "#", "*", "_", "{", "}", ">", "<", "`", "~", "|",
    ]

    /// `text` with Day One's backslash escapes removed, except inside code (fenced, indented
    /// or an inline span).
    static func unescaped(_ text: String) -> String {
        let code = MarkdownCode(text)
        let characters = code.characters
        var result = ""
        var index = 0
        var indentedLine = false
        while index < characters.count {
            let character = characters[index]
            if index == 0 || characters[index - 1] == "\n" {
                indentedLine = characters[index...].prefix(4).elementsEqual("    ")
            }
            if character == "\\", !code.isCode[index], !indentedLine, index + 1 < characters.count,
                escaped.contains(characters[index + 1])
            {
                result.append(characters[index + 1])
                index += 2
                continue
            }
            result.append(character)
            index += 1
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
