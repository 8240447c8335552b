import ArgumentParser
import JournalFormat
import SmartLists

/// `nightly lists`: one smart-list key press on a document piped through standard input, so
/// editors without a Swift runtime (vim, kakoune, helix) can use the engine.
///
/// It runs once per key press, so its cost follows the caret's line, not the document: the
/// input is read and checked in bulk, the engine reads only the lines around the caret, and
/// the untouched bytes before and after the edits are written straight from the input.
struct ListsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists",
        abstract: "Apply Enter, Tab, Shift-Tab or Backspace to a Markdown list.",
        discussion: """
            Reads the document from standard input and writes the edited document to standard \
            output; with --json, one object {"text": ..., "cursor": "LINE:COLUMN"} instead. \
            A key no list rule handles is applied as a plain editor would (a line break, a tab, \
            nothing, or the deletion of one character). Bad arguments exit with status 2 and \
            print nothing on standard output. Rules: docs/smartlists.md.
            """
    )

    // Optional so that a missing value is reported like every other bad argument, with exit 2
    // (swift-argument-parser's own usage errors exit 64).
    @Option(help: "The key pressed: enter, tab, shift-tab or backspace. (required)")
    var key: String?

    @Option(
        help: ArgumentHelp(
            "The caret as LINE:COLUMN, both from 1; COLUMN counts UTF-8 bytes as vim's col() does. (required)",
            valueName: "line:column"))
    var cursor: String?

    @Flag(help: "Print {\"text\": ..., \"cursor\": \"LINE:COLUMN\"} instead of the bare document.")
    var json = false

    func run() throws {
        let key = try parsedKey()
        let position = try parsedCursor()
        let input = ListsInput(input: StandardStreams.input())
        guard let caretLine = input.range(ofLine: position.line) else { throw outside(position) }
        guard input.isValidUTF8(caretLine) else { throw notUTF8() }
        guard let offset = input.offset(of: position, onLine: caretLine) else { throw outside(position) }
        let (result, inspected) = SmartListEngine().respond(to: key, inUTF8: input.bytes, cursor: offset)
        guard input.isValidUTF8(inspected) else { throw notUTF8() }
        let edited = input.edited(by: result.edits)
        guard json else { return StandardStreams.writeOutput(edited.forEachPiece) }
        // One line, text first, as editors read it. A JSON string must be UTF-8 throughout,
        // so here the whole text is checked first: nothing is written for invalid input.
        var valid = true
        edited.forEachPiece { piece in valid = valid && TextEncoding.isValidUTF8(piece) }
        guard valid else { throw notUTF8() }
        let caret = edited.position(of: result.cursor)
        let opening = Array("{\"text\": \"".utf8)
        let closing = Array("\", \"cursor\": \"\(caret)\"}\n".utf8)
        StandardStreams.writeOutput { write in
            opening.withUnsafeBufferPointer(write)
            edited.forEachPiece { JSONStringEscaper.escape($0, into: write) }
            closing.withUnsafeBufferPointer(write)
        }
    }

    private func outside(_ position: TextPosition) -> ExitCode {
        fail("cursor \(position) is outside the text or inside a character")
    }

    private func notUTF8() -> ExitCode { fail("standard input is not valid UTF-8") }

    private func parsedKey() throws -> Key {
        guard let name = key else { throw fail("missing --key (enter, tab, shift-tab or backspace)") }
        guard let key = Key(rawValue: name) else {
            throw fail("unknown key '\(name)': use enter, tab, shift-tab or backspace")
        }
        return key
    }

    private func parsedCursor() throws -> TextPosition {
        guard let value = cursor else { throw fail("missing --cursor LINE:COLUMN") }
        guard let position = TextPosition(parsing: value) else {
            throw fail("cursor '\(value)' is not LINE:COLUMN with both numbers from 1")
        }
        return position
    }

    /// Prints `message` on standard error and returns the exit status for bad arguments.
    private func fail(_ message: String) -> ExitCode {
        StandardStreams.writeError("nightly lists: error: \(message)\n")
        return ExitCode(2)
    }
}
