/// Splits three versions of a sequence into the parts all three share and the parts between,
/// the way `diff3` does.
///
/// An element of the base that is matched in both sides (by ``LineMatching``) is stable;
/// everything between two stable elements is a region, with each version's slice of it.
struct ThreeWayRegions<Element: Equatable> {
    /// A run of the merge: one stable element, or the three versions of a changed stretch.
    enum Region {
        case stable(base: Int, ours: Int, theirs: Int)
        case changed(base: Range<Int>, ours: Range<Int>, theirs: Range<Int>)
    }

    let regions: [Region]

    init(base: [Element], ours: [Element], theirs: [Element]) {
        let inOurs = LineMatching.match(base, ours)
        let inTheirs = LineMatching.match(base, theirs)
        var regions: [Region] = []
        var (b, o, t) = (0, 0, 0)
        while b < base.count || o < ours.count || t < theirs.count {
            if b < base.count, inOurs[b] == o, inTheirs[b] == t {
                regions.append(.stable(base: b, ours: o, theirs: t))
                (b, o, t) = (b + 1, o + 1, t + 1)
                continue
            }
            var next = b
            while next < base.count, inOurs[next] == nil || inTheirs[next] == nil { next += 1 }
            let (nextOurs, nextTheirs) =
                next < base.count ? (inOurs[next]!, inTheirs[next]!) : (ours.count, theirs.count)
            regions.append(.changed(base: b..<next, ours: o..<nextOurs, theirs: t..<nextTheirs))
            (b, o, t) = (next, nextOurs, nextTheirs)
        }
        self.regions = regions
    }
}
