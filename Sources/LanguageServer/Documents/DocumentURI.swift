import Foundation

/// `file://` URIs and the paths they name.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes, and for a `file:` URI
    /// naming another host (`file://server/…`): only an empty host or `localhost` is this machine.
    public static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        if let host = url.host, !host.isEmpty, host.lowercased() != "localhost" { return nil }
        return url.path
    }

    /// The `file://` URI of an absolute path.
    public static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
