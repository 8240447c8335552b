import Foundation

/// `file://` URIs and the paths they name.
public enum DocumentURI {
    /// The path of a `file:` URI, percent-decoded; nil for other schemes.
    public static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// The `file://` URI of an absolute path.
    public static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
