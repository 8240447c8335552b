/// An edit of an entry's file as one range of its bytes and what replaces them: the rest stays
/// untouched, and is written around the replacement instead of copied (see
/// JournalStorage's `AtomicFile.write(_:splicing:to:)`).
public struct ByteSplice: Sendable, Equatable {
    public let range: Range<Int>
    public let bytes: [UInt8]
}
