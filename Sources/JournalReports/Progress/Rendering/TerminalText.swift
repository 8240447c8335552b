/// The journal's text made safe for a terminal, as `less` shows what it cannot print: a journal
/// may come from anywhere (an import, a synced clone, a pasted page), and an escape sequence in
/// it could write the clipboard (OSC 52), retitle the window (OSC 0), clear the screen or hide a
/// link (OSC 8) if it reached the terminal as is.
///
/// Every control character but tab and the line break is shown: C0 controls in caret notation
/// (`^@` for NUL, `^[` for ESC, `^M` for a carriage return not followed by a line feed), DEL as
/// `^?`, and the C1 controls U+0080–U+009F as `<U+009B>`. A carriage return before a line feed
/// (a CRLF file) is kept, as `less` keeps it. Everything else, tabs, letters of any script and
/// combining marks, is kept. Renderers apply it to the journal's text only, never to their own
/// colours, and only on a terminal: piped output keeps the journal's bytes exactly.
public enum TerminalText {
    /// `text` with every control character but tab and the line break shown visibly.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsShowing) else { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if scalar == "\r", next == "\n" {
                out.append(scalar)
            } else if needsShowing(scalar) {
                out.append(contentsOf: shown(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `bytes` (UTF-8, invalid sequences read as U+FFFD so no stray byte reaches the terminal)
    /// with every control character but tab and the line break shown visibly.
    public static func visible(_ bytes: some Collection<UInt8>) -> [UInt8] {
        if !bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A || $0 >= 0x7F }) { return Array(bytes) }
        return Array(visible(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    /// Whether `scalar` is a control character a terminal could act on (tab and line feed are
    /// layout, not commands).
    static func needsShowing(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 && value != 0x09 && value != 0x0A || (0x7F...0x9F).contains(value)
    }

    /// How `scalar`, a control character, is shown.
    static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x7F: return "^?"
        case 0x80...0x9F: return "<U+00\(String(scalar.value, radix: 16, uppercase: true))>"
        default: return "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
        }
    }
}
