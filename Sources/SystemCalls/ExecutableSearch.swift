#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether `name` is an executable on `PATH` (`/usr/bin:/bin` when it is unset).
public func isExecutableOnPath(_ name: String, path: String?) -> Bool {
    for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
        if access("\(directory)/\(name)", X_OK) == 0 { return true }
    }
    return false
}
