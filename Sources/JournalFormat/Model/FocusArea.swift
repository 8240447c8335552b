/// A focus area the user named in `nightly init` (`[profile] focus`), with the goal they gave
/// it (`[focus.NAME] goal`). A step belongs to an area when it carries the area's tag
/// (`- [ ] run 5 km #health`): the tag is in the file, so `grep '#health'` finds the area's
/// steps as the reports count them.
public struct FocusArea: Equatable, Sendable, Encodable {
    /// The area as the user named it ("Health", "Deep work").
    public var name: String
    /// What the user wants to reach in it, when they said.
    public var goal: String?

    public init(name: String, goal: String? = nil) {
        self.name = name
        self.goal = goal
    }

    /// The inline tag, without `#`, that marks a step as the area's: the name in lowercase, with
    /// spaces as `-` and what a tag cannot hold left out ("Deep work" is `deep-work`).
    public var tag: String {
        var tag = ""
        for character in name.lowercased() {
            if character == " " || character == "\t" {
                if !tag.isEmpty, tag.last != "-" { tag.append("-") }
            } else if character.isLetter || character.isNumber || character == "_" || character == "-" {
                tag.append(character)
            }
        }
        while tag.last == "-" { tag.removeLast() }
        return tag
    }
}
