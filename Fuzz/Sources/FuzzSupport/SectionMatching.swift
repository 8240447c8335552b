import JournalFormat

/// Which section of an entry after an insert is which section before it.
struct SectionMatching {
    /// The target section's index after the insert, nil when there is none.
    var target: Int?
    /// Pairs of indices (before, after) of the sections that are not the target.
    var pairs: [(Int, Int)]
    /// Whether the target section is new.
    var isAdded = false

    /// A problem that stops the matching: the law is broken.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Matches the sections, when the insert left them as the law allows: all the same (kind
    /// and title), or with one new section of the target kind where a new entry would have it.
    static func match(before: Entry, after: Entry, target: SectionKind, insertion: InsertLaw.Insertion)
        -> Result<SectionMatching, Problem>
    {
        let old = before.sections
        let new = after.sections
        let changed = Problem(description: "sections changed:\n  before: \(outline(old))\n  after:  \(outline(new))")
        if new.count == old.count {
            guard zip(old, new).allSatisfy(same) else { return .failure(changed) }
            if insertion == .section {
                return .failure(Problem(description: "no \(target) section was added: \(outline(new))"))
            }
            let index = new.firstIndex { $0.kind == target }
            if index == nil, before.bytes != after.bytes {
                return .failure(Problem(description: "text was inserted but the entry has no \(target) section"))
            }
            return .success(SectionMatching(target: index, pairs: old.indices.filter { $0 != index }.map { ($0, $0) }))
        }
        guard new.count == old.count + 1 else { return .failure(changed) }
        if insertion == .text, old.contains(where: { $0.kind == target }) {
            return .failure(
                Problem(
                    description: "appending to the existing \(target) section added a section:\n" + changed.description)
            )
        }
        // After every section of its kind or an earlier one (so the section nightly reads for
        // the kind stays first), then before the first that comes later in the template.
        let rank = { (kind: SectionKind) in
            SectionKind.templateOrder.firstIndex(of: kind) ?? SectionKind.templateOrder.count
        }
        let earlier = old.lastIndex { rank($0.kind) <= rank(target) }.map { $0 + 1 } ?? 0
        let added = old.indices.dropFirst(earlier).first { rank(old[$0].kind) > rank(target) } ?? old.count
        let pairs = old.indices.map { ($0, $0 < added ? $0 : $0 + 1) }
        guard new[added].kind == target, pairs.allSatisfy({ same(old[$0.0], new[$0.1]) }) else {
            return .failure(
                Problem(
                    description: "expected one new \(target) section at position \(added + 1):\n" + changed.description)
            )
        }
        return .success(SectionMatching(target: added, pairs: pairs, isAdded: true))
    }

    /// Whether the target section is the first section of `kind` (the one the entry reads its
    /// steps or records from) both before and after the insert; a new one is only when the
    /// entry had no section of `kind`.
    func isFirst(_ kind: SectionKind, in after: Entry) -> Bool {
        guard let index = self.target, after.sections.firstIndex(where: { $0.kind == kind }) == index else {
            return false
        }
        return !isAdded || !pairs.contains { after.sections[$0.1].kind == kind }
    }

    static func same(_ old: Section, _ new: Section) -> Bool {
        old.kind == new.kind && old.title == new.title
    }

    static func outline(_ sections: [Section]) -> String {
        "[" + sections.map { "\($0.kind) \(quoted($0.title, limit: 40))" }.joined(separator: ", ") + "]"
    }
}
