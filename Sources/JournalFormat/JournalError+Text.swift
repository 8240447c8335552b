/// Why bytes meant to be an entry are not text nightly reads.
extension JournalError {
    /// What git-crypt's ciphertext starts with: a clone that was never unlocked has its
    /// entries like this (`nightly encrypt`).
    public static let gitCryptHeader: [UInt8] = Array("\0GITCRYPT\0".utf8)

    /// ``locked(path:)`` for git-crypt's ciphertext, ``invalidUTF8(path:line:column:)`` for
    /// other bytes that are not UTF-8, `nil` for text.
    public static func notText(_ bytes: [UInt8], path: String) -> JournalError? {
        if bytes.starts(with: gitCryptHeader) { return .locked(path: path) }
        guard let location = TextEncoding.firstInvalidUTF8(in: bytes) else { return nil }
        return .invalidUTF8(path: path, line: location.line, column: location.column)
    }
}
