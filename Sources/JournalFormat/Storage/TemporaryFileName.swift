import Foundation

/// How nightly's atomic writes (JournalStorage's `AtomicFile`) name their temporary files:
/// `.NAME.nightly-XXXXXX`, in the folder of the file they replace, with six letters or digits.
/// Only a killed write leaves one behind: readers skip them, `check` reports them, and the
/// next writer to the folder removes them.
public enum TemporaryFileName {
    /// The names, as a `.gitignore` pattern.
    public static let pattern = ".*.nightly-*"

    /// What sits between the target's name and the six characters.
    static let marker = ".nightly-"

    /// The temporary file's name for a file named `name`, with `suffix` (six letters or digits).
    public static func name(for name: String, suffix: String) -> String {
        ".\(name)\(marker)\(suffix)"
    }

    /// Whether `name` is a temporary file's name.
    public static func matches(_ name: String) -> Bool {
        guard name.hasPrefix("."), let found = name.range(of: marker, options: .backwards) else {
            return false
        }
        let suffix = name[found.upperBound...]
        return found.lowerBound > name.index(after: name.startIndex) && suffix.utf8.count == 6
            && suffix.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
    }

    /// The temporary files killed writes left in `folder`, by name.
    public static func leftovers(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter(matches).sorted()
    }
}
