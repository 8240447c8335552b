/// The photo files of an export, indexed once by the name before their type: a photo an entry
/// names without a type (or whose typed file is missing) is found in one step, so an import
/// of N photos does N lookups, not N sorts of N names.
struct PhotoNames: Sendable {
    /// For each `md5`, the least of the names `md5.TYPE` (the one a sorted listing shows first).
    private let firstByMD5: [Substring: String]

    init(_ names: some Sequence<String>) {
        var first: [Substring: String] = [:]
        for name in names {
            guard let dot = name.firstIndex(of: ".") else { continue }
            let md5 = name[..<dot]
            if let known = first[md5], known <= name { continue }
            first[md5] = name
        }
        firstByMD5 = first
    }

    /// The first name (in sorted order) of the photo `md5` of any type, or nil.
    func first(md5: String) -> String? { firstByMD5[Substring(md5)] }
}
