import ArgumentParser
import Foundation
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
        let input = ListsInput(bytes: StandardStreams.readInput())
        guard let text = input.text else { throw fail("standard input is not valid UTF-8") }
        guard let offset = input.offset(of: position) else {
            throw fail("cursor \(position) is outside the text or inside a character")
        }
        let result = SmartListEngine().respond(to: key, in: text, cursor: offset)
        let edited = input.edited(by: result.edits)
        if json {
            let caret = edited.position(of: result.cursor)
            // One line, text first, as editors read it; the strings escaped by JSONEncoder.
            let strings = JSONEncoder()
            strings.outputFormatting = .withoutEscapingSlashes
            let text = try strings.encode(edited.string())
            let line = Array("{\"text\": ".utf8) + Array(text) + Array(", \"cursor\": \"\(caret)\"}\n".utf8)
            StandardStreams.writeOutput([line[...]])
        } else {
            StandardStreams.writeOutput(edited.pieces)
        }
    }

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
