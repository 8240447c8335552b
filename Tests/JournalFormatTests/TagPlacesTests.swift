import Foundation
import Testing

@testable import JournalFormat

/// An entry's tag places (the language server's references and rename) are the tags the entry
/// reads, found with their bytes: front matter, inline and thought records, nothing else.
@Suite struct TagPlacesTests {
    /// Every fixture: the places name exactly the entry's tags, and each place's bytes are its name.
    @Test func placesAgreeWithTheTagsOfEveryFixture() throws {
        let folder = Fixture.folder
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".md") {
            let bytes = try Fixture.bytes(name)
            guard let entry = try? Entry.parse(bytes, date: nil, path: name) else { continue }
            let places = entry.tagPlaces()
            var names = TagList()
            for place in places { names.add(place.name) }
            #expect(
                Set(names.names.map { $0.lowercased() }) == Set(entry.tags.map { $0.lowercased() }), "\(name)")
            for place in places {
                #expect(String(decoding: bytes[place.range], as: UTF8.self) == place.name, "\(name)")
            }
            // The quick reading of the same bytes finds the same places, tag by tag.
            for tag in entry.tags {
                let quick = try Entry.tagPlaces(named: tag.uppercased(), in: bytes, date: nil, path: name)
                #expect(quick == entry.tagPlaces(named: tag), "\(name) #\(tag)")
            }
            #expect(try Entry.tagPlaces(named: "no-such-tag", in: bytes, date: nil, path: name).isEmpty)
        }
    }

    @Test func eachKindOfPlaceIsFoundWithoutRegardToCase() throws {
        let text = """
            ---
            tags: [Work, "health"]
            ---
            # Sunday

            ## Journal

            A #WORK day, `#work` in code.

            ```
            #work
            ```

            <!-- #work in a comment -->

            ## Thought diary

            - Situation: stand-up
            - Tags: work, #family

            """
        let entry = try Entry.parse(Array(text.utf8), date: nil, path: "x.md")
        let places = entry.tagPlaces(named: "work")
        #expect(places.map(\.kind) == [.frontMatter, .inline, .thoughtRecord])
        #expect(places.map(\.name) == ["Work", "WORK", "work"])
        #expect(entry.tagPlaces(named: "health").map(\.kind) == [.frontMatter])
    }
}
