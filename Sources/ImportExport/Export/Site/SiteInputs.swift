import JournalFormat

/// What the site's files are made from besides their entries' bytes, as the digests
/// ``SiteManifest`` keeps: which nightly made them (the manifest's form, nightly's version and
/// its executable's stamp), the journal's folder and its section titles (which decide how an
/// entry is read). A change to any of them makes every file again.
struct SiteInputs: Sendable {
    private let common: SiteDigest

    init(journal: Journal, madeBy: String) {
        var digest = SiteDigest()
        digest.add(SiteManifest.header)
        digest.add(madeBy)
        digest.add(SiteStamps.executable())
        digest.add(journal.root.path)
        for (kind, title) in journal.sectionTitles.configured.map({ ($0.key.rawValue, $0.value) }).sorted(by: <) {
            digest.add(kind)
            digest.add(title)
        }
        common = digest
    }

    /// The style sheet's: nothing but which nightly wrote it.
    var style: UInt64 {
        var digest = common
        digest.add("style.css")
        return digest.value
    }

    /// A day page's, from its entry's folder and name and ``SiteStamps/entry(inFolder:named:)``
    /// stamp. Its neighbours'
    /// links are kept apart (``links(previous:next:)``): an entry's own inputs say whether the
    /// manifest vouches for it before the neighbours are known.
    func dayPage(in folder: String, _ name: String, stamp: UInt64) -> UInt64 {
        var digest = common
        digest.add(folder)
        digest.add(name)
        digest.add(stamp)
        return digest.value
    }

    /// The index and progress pages': every entry's inputs, which hold its path
    /// (``SiteManifest/unsettled`` when one has none), today and the tracks, whose charts the
    /// index draws.
    func indexPages(entries: [UInt64?], today: EntryDate, tracks: [Track]) -> UInt64 {
        var digest = common
        digest.add("index.html")
        digest.add(today.iso)
        // Tracks hold no dictionary: their description is the same on every run.
        digest.add("\(tracks)")
        for inputs in entries {
            guard let inputs else { return SiteManifest.unsettled }
            digest.add(inputs)
        }
        return digest.value
    }

    /// The links a day page has to the days before and after it, from their pages' paths
    /// (which name their days).
    func links(previous: String?, next: String?) -> UInt64 {
        var digest = SiteDigest()
        digest.add(previous ?? "")
        digest.add(next ?? "")
        return digest.value
    }
}
