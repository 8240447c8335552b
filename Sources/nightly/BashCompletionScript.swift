import ArgumentParser

/// The bash completion script swift-argument-parser writes for nightly, with file-name
/// treatment only where a file or folder is wanted.
///
/// The parser registers its function with `complete -o filenames`, so bash takes every offered
/// word for a path: `--section jo<Tab>` in a folder that holds `journal/` gave `journal/`.
/// Here each value list turns that option off, and file and folder completion turn it on.
enum BashCompletionScript {
    /// Inserted at the top of the function that adds a value's completions (`-W list`, `-f`, `-d`).
    static let fileNamesOnlyForFiles = """
            # nightly: a listed value (a section kind, a date) is never a path, even when a
            # folder of that name is here; only file and folder values are.
            if [[ "${1}" = -W ]]; then compopt +o filenames; else compopt -o filenames; fi 2>/dev/null

        """

    /// The script for `nightly --generate-completion-script bash`.
    static var text: String { patched(Nightly.completionScript(for: .bash)) }

    /// `script` with ``fileNamesOnlyForFiles`` at the top of its add-completions function.
    static func patched(_ script: String) -> String {
        guard let header = script.range(of: "_add_completions() {\n") else { return script }
        return script.replacingCharacters(in: header.upperBound..<header.upperBound, with: fileNamesOnlyForFiles)
    }

    /// Whether `arguments` ask for the bash script: `--generate-completion-script bash` or
    /// `--generate-completion-script=bash`.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments == ["--generate-completion-script", "bash"] || arguments == ["--generate-completion-script=bash"]
    }
}
