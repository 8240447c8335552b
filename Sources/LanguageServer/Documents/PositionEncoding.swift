/// What a ``Position``'s `character` counts, as negotiated at `initialize`.
public enum PositionEncoding: String, Sendable, Codable {
    /// UTF-8 bytes: what nightly counts internally, so no conversion when the client offers it.
    case utf8 = "utf-8"
    /// UTF-16 code units: LSP's default, which every client supports.
    case utf16 = "utf-16"

    /// UTF-8 when the client offers it, else UTF-16 (which a client must always support).
    public static func negotiate(offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }
}
