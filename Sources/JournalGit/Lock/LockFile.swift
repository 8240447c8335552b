#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Musl)
    @preconcurrency import Musl
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// The POSIX calls behind ``JournalLock``: an open file with an advisory `flock(2)` on it.
///
/// `flock` rather than a file created with `O_EXCL`: the kernel drops the lock when its holder
/// dies, however it dies, so a lock left by a crashed process is free at once, and taking it
/// over cannot race with a third process doing the same.
///
/// The holder removes the file before unlocking, so no lock file lingers in the journal (or in
/// `git status`). A process that was waiting on the removed file then holds a lock on a file
/// nobody else can open; it notices that the path no longer leads to its file and starts over.
struct LockFile {
    private let descriptor: Int32
    private let path: String

    /// What trying the lock found.
    enum Attempt {
        case locked(LockFile)
        /// Another open file holds the lock.
        case busy
        /// The file system cannot lock (some network file systems).
        case unsupported
        case failed(String)
    }

    /// Opens (creating, mode 0644) `path` and tries to lock it without waiting.
    ///
    /// The lock sits in the journal, where a `git pull` can put anything: a symbolic link is
    /// never followed (it could point at any file the user can write, which the lock would
    /// truncate), and anything but a regular file (a folder, a FIFO) is refused.
    static func tryLock(_ path: String) -> Attempt {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
            guard descriptor >= 0 else {
                let error = errno
                if let kind = oddKind(path) { return .failed("it is \(kind), not a lock file; remove it") }
                return .failed(String(cString: strerror(error)))
            }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                return .failed("it is \(oddKind(path) ?? "not a regular file"), not a lock file; remove it")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                let error = errno
                close(descriptor)
                switch error {
                case EWOULDBLOCK: return .busy
                case ENOLCK, EOPNOTSUPP: return .unsupported
                default: return .failed(String(cString: strerror(error)))
                }
            }
            var opened = stat()
            var named = stat()
            if fstat(descriptor, &opened) == 0, stat(path, &named) == 0, opened.st_ino == named.st_ino,
                opened.st_dev == named.st_dev
            {
                return .locked(LockFile(descriptor: descriptor, path: path))
            }
            close(descriptor)  // The holder removed the file as we opened it: try the new one.
        }
    }

    /// Replaces the file's text with `text`, the holder's description.
    func record(_ text: String) {
        ftruncate(descriptor, 0)
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Removes the file and drops the lock.
    func unlock() {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// What `path` is when it exists and is not a regular file ("a symbolic link to …",
    /// "a folder"), else `nil`; `nightly check` reports such a lock.
    static func oddKind(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            let target =
                count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
            return "a symbolic link to \(target)"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "a device"
        }
    }

    /// The text of the lock file at `path`, read without following a link or blocking.
    static func text(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(descriptor, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    /// This process's id.
    static var currentProcess: Int32 { Int32(getpid()) }

    /// Whether process `pid` exists (`kill(pid, 0)` says no with `ESRCH`).
    static func isAlive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid_t(pid), 0) == 0 || errno != ESRCH)
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}
