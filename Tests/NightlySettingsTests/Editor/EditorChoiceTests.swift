import Testing

@testable import NightlySettings

@Suite struct EditorChoiceTests {
    func choose(_ environment: [String: String], configured: String? = nil, editorOnPath: Bool = false)
        -> EditorChoice
    {
        EditorChoice.resolve(environment: environment, configured: configured) { _ in editorOnPath }
    }

    @Test func theOrderIsGits() {
        let all = ["NIGHTLY_EDITOR": "a", "VISUAL": "c", "EDITOR": "d", "TERM": "xterm"]
        #expect(choose(all, configured: "b").command == "a")
        #expect(choose(all.filter { $0.key != "NIGHTLY_EDITOR" }, configured: "b").source == "config editor")
        #expect(choose(all.filter { $0.key != "NIGHTLY_EDITOR" }).command == "c")
        #expect(choose(["EDITOR": "d", "TERM": "xterm"]).command == "d")
        #expect(choose(["TERM": "xterm"], editorOnPath: true) == EditorChoice(command: "editor", source: "default"))
        #expect(choose(["TERM": "xterm"]).command == "vi")
    }

    @Test func visualIsSkippedOnADumbTerminal() {
        #expect(choose(["VISUAL": "c", "EDITOR": "d", "TERM": "dumb"]).command == "d")
        #expect(choose(["VISUAL": "c", "EDITOR": "d"]).command == "d")
    }

    @Test func emptyValuesAreSkipped() {
        #expect(choose(["NIGHTLY_EDITOR": "", "EDITOR": " ", "VISUAL": "c", "TERM": "xterm"]).command == "c")
    }

    @Test func itRunsThroughTheShellAsGitDoes() {
        #expect(
            EditorChoice(command: "code --wait", source: "EDITOR").arguments(for: "/j/my day.md") == [
                "/bin/sh", "-c", "trap : INT QUIT; code --wait \"$@\"", "code --wait", "/j/my day.md",
            ])
    }
}
