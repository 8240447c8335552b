import Testing

@testable import JournalFormat

/// The merge's laws over generated entries and edits (seeded, so a failure repeats):
/// merging a version with itself returns it, merging with an unchanged side returns the other
/// side, and every line either side added is in the result. The laws are checked on the
/// public merge and on the section-by-section merge without its shortcuts for equal versions.
@Suite struct EntryMergeLawTests {
    struct Versions {
        var base: [UInt8]
        var ours: [UInt8]
        var theirs: [UInt8]
    }

    static func versions(seed: Int) -> Versions {
        var generator = EntryEditGenerator(seed: UInt64(seed))
        let base = generator.base()
        let ours = generator.edit(base, side: "ours")
        let theirs = generator.edit(base, side: "theirs")
        return Versions(base: generator.bytes(base), ours: generator.bytes(ours), theirs: generator.bytes(theirs))
    }

    /// Both merges: the public one and the one that always goes section by section.
    static func merges(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8]) throws -> [[UInt8]] {
        let parsed = try EntryMerge.parse(base: base, ours: ours, theirs: theirs, date: nil, path: "generated")
        return [
            try EntryMerge.merge(base: base, ours: ours, theirs: theirs).bytes,
            EntryMerge.mergeSections(base: parsed.0, ours: parsed.1, theirs: parsed.2).bytes,
        ]
    }

    @Test(arguments: 0..<300)
    func mergingAVersionWithItselfReturnsIt(seed: Int) throws {
        let version = Self.versions(seed: seed).ours
        for merged in try Self.merges(version, version, version) {
            #expect(merged == version)
        }
    }

    @Test(arguments: 0..<300)
    func mergingWithAnUnchangedSideReturnsTheOtherSide(seed: Int) throws {
        let versions = Self.versions(seed: seed)
        for merged in try Self.merges(versions.base, versions.base, versions.theirs) {
            #expect(merged == versions.theirs)
        }
        for merged in try Self.merges(versions.base, versions.ours, versions.base) {
            #expect(merged == versions.ours)
        }
    }

    @Test(arguments: 0..<1000)
    func everyLineAddedOnEitherSideIsKept(seed: Int) throws {
        let versions = Self.versions(seed: seed)
        let merged = try EntryMerge.merge(base: versions.base, ours: versions.ours, theirs: versions.theirs).bytes
        let result = Self.lineCounts(merged)
        let base = Self.lineCounts(versions.base)
        for side in [versions.ours, versions.theirs] {
            for (line, count) in Self.lineCounts(side) where count > base[line, default: 0] {
                #expect(
                    result[line, default: 0] >= count - base[line, default: 0],
                    "seed \(seed): lost \(String(decoding: line, as: UTF8.self))")
            }
        }
    }

    /// How often each non-blank line occurs, compared without its checkbox state (a tick from
    /// the other side may have been merged onto it).
    static func lineCounts(_ bytes: [UInt8]) -> [[UInt8]: Int] {
        var counts: [[UInt8]: Int] = [:]
        for line in MergeLine.lines(of: bytes) where !line.isBlank {
            counts[line.key, default: 0] += 1
        }
        return counts
    }
}
