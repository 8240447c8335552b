import Foundation
import JournalFormat
import JournalGit
import JournalReports
@_spi(JournalWrites) import JournalStorage
import NightlySettings

/// A change to the journal's days, made the one way every door makes it: `nightly add`,
/// `step`, `open`, the ritual, `import` and the language server. (`sync` holds the lock for its
/// whole run, so its commit of what editors wrote applies the same rules itself: a bare
/// template is removed, ``DayCommitMessage`` names the commit.)
///
/// As git's ref transactions do for refs: creating one takes the journal's lock; each edit
/// resolves its day's file once, changes only the bytes it must and writes them atomically;
/// ``commit(message:)`` removes a day left as its untouched template, commits the files written
/// in one commit, works out the awards the change unlocked, and releases the lock. The door
/// only parses its input and renders the ``DayOutcome``.
///
/// A change is one step (``ChangeIntent``): before each file is replaced, the intent log holds
/// what it was and what it will be; once all are written, the log names the commit and the undo
/// record, and only then are they made. Killed at any instant, the change is finished or rolled
/// back by the next command that takes the lock. A transaction dropped without
/// ``commit(message:)``, ``endUncommitted()`` or ``end()`` (a door whose edit threw, a carry
/// whose mark failed) is rolled back: no half of a change stays.
public final class DayTransaction {
    /// The journal the transaction changes.
    public let journal: Journal
    /// Its writer, which announces every write to the intent log first.
    let writer: JournalWriter
    /// The log of this change (``ChangeIntent``).
    private let intent: ChangeIntent
    /// The day awards are evaluated up to.
    public let today: EntryDate
    /// Whether ``commit(message:)`` makes a git commit (the config's `commit`).
    public let commits: Bool
    public var committer = EntryCommitter()
    /// The config's tracks: a change to a habit's mark may unlock a habit award (``HabitAwards``),
    /// and ``commit(message:)`` announces their quit plans' milestones (``DayOutcome/milestones``).
    public var tracks: [Track] = []
    /// The time of day the milestones are measured to; none are announced without it.
    public var now: ClockTime?
    private var lock: JournalLock?
    /// The days edited, in the order first edited, with what they were before.
    private var days: [TouchedDay] = []
    private var touchedDates: Set<EntryDate> = []
    /// The days on which this transaction ticked a step, for ``DayOutcome/finishedSteps``.
    private var tickedDays: Set<EntryDate> = []
    /// The days whose last open step an editor ticked and saved, taken in by this transaction.
    private var savedFinishedDays: Set<EntryDate> = []
    /// Files other than entries written (an import's photos) or taken in, committed with the
    /// entries.
    private var otherFiles: [URL] = []
    private var otherPaths: Set<String> = []
    /// The folders of other files whose killed writes' leftovers were removed (``take(_:)``).
    private var cleanedFolders: Set<String> = []
    /// The folders made for other files, which ``rollBack()`` removes when empty.
    private var madeFolders: [URL] = []
    private var hardLinks: [(url: URL, others: Int)] = []
    private var lastStepChange: StepChangeRecord?
    /// The recorded step change was undone: the record goes.
    private var undid = false

    /// One day this transaction edited.
    private struct TouchedDay {
        var date: EntryDate
        var url: URL
        /// The day's summary before the change; nil when it had no file.
        var before: EntrySummary?
        /// Folders made for the day's file, outermost first, removed with an untouched template.
        var newFolders: [URL]
    }

    /// Takes the lock of `journal` (creating its folder when missing) on behalf of `door`
    /// (`nightly add`), named to a second process that finds the journal busy.
    /// - Throws: ``JournalLock/Failure``.
    public init(journal: Journal, today: EntryDate, commits: Bool, door: String) throws(JournalLock.Failure) {
        self.today = today
        self.commits = commits
        lock = try JournalLock(folder: journal.root, command: door)
        intent = ChangeIntent(journal: journal.root, door: door)
        self.journal = journal
        writer = JournalWriter(journal, watcher: intent)
        finishSavedStepChanges()
    }

    /// The saved ticks and carries this transaction finished when it began.
    public private(set) var finishedSavedSteps: [StepChangeRecord] = []
    /// Their outcomes: the awards and the finished days they brought are announced with the
    /// transaction's own.
    private var savedOutcomes: [DayOutcome] = []

    /// Commits, each in its own commit before this change, the ticks and carries an editor saved
    /// whose language server was killed before committing them (``SavedStepChanges``), and says
    /// so on standard error.
    private func finishSavedStepChanges() {
        let records = SavedStepChanges.load(journal: journal.root)
        guard !records.isEmpty else { return }
        for record in records {
            guard (try? takeSavedStepChange(record)) == true else {
                _ = intent.rollBack()
                reset()
                SavedStepChanges.remove(record, journal: journal.root)
                continue
            }
            let outcome = finish(committing: true, message: nil, releasing: false)
            savedOutcomes.append(outcome)
            // Killed before this, the change is rolled back (its intent log) and the record
            // stays, for the next command to finish; a failed commit leaves it for the next too.
            if case .failed? = outcome.commit {} else { SavedStepChanges.remove(record, journal: journal.root) }
            finishedSavedSteps.append(record)
            var line = "nightly: finished the \(record.changeName) of '\(record.text)' an editor saved"
            if case .failed(let reason)? = outcome.commit { line += ", but could not commit it: \(reason)" }
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }

    deinit {
        if lock != nil { _ = rollBack() }
    }

    // MARK: Reading under the lock

    /// `day`'s action steps, read under the lock, for ``setStep(_:to:in:)``.
    public func actionSteps(on day: EntryDate) throws -> EntrySteps? {
        try journal.actionSteps(on: day)
    }

    // MARK: Edits

    /// Appends `text` as a paragraph to the first section of `kind` in `day`'s entry, created
    /// from the template when the day has none (``Journal/appending(_:to:on:)``).
    public func append(_ text: String, to kind: SectionKind, on day: EntryDate) throws {
        try touch(day)
        note(try writer.append(text, to: kind, on: day), day)
    }

    /// Adds `record` to `day`'s Thought diary.
    public func addThought(_ record: ThoughtRecord, on day: EntryDate) throws {
        try touch(day)
        note(try writer.edit(day) { try $0.addingThought(record) }, day)
    }

    /// Sets `track`'s value on `day`: its front matter key (a new front matter when the day has
    /// none, the template first when it has no file) and nothing else changes.
    public func setTrack(_ track: Track, to value: TrackValue, on day: EntryDate) throws {
        try touch(day)
        note(try writer.setFrontMatter(track.name, to: Track.text(of: value), on: day), day)
    }

    /// `track`'s value on `day` as the file holds it under the lock: nil when unset.
    /// - Throws: ``NightlyError/badValue(_:)`` when the day holds a value the track cannot
    ///   take (the user's to fix; nightly does not write over it).
    public func trackValue(_ track: Track, on day: EntryDate) throws -> TrackValue? {
        guard let fields = try journal.frontMatterFields(day),
            let field = FrontMatterFields.field(track.name, in: fields)
        else { return nil }
        guard let value = track.read(field.text) else {
            throw NightlyError.badValue(
                "\(journal.displayPath(journal.url(for: day))):\(field.lines.lowerBound): \(track.name) holds "
                    + "'\(field.text)', which is not \(track.allowed); fix it first, nothing was changed")
        }
        return value
    }

    /// Sets step `index` of `entry` (read through ``actionSteps(on:)``) to `state`, changing
    /// only that item's bytes. A tick or a carry is remembered for `nightly step --undo`.
    /// - Returns: The step as it is now.
    @discardableResult
    public func setStep(_ index: Int, to state: ActionStepState, in entry: EntrySteps) throws -> ActionStep {
        try touch(entry.date)
        let before = entry.steps.indices.contains(index) ? entry.steps[index].state : nil
        let (step, outcome) = try writer.setActionStep(index, to: state, in: entry)
        if let outcome { note(outcome, entry.date) }
        if state == .done, before != .done { tickedDays.insert(entry.date) }
        if let before, before != state, state != .open {
            let record = StepChangeRecord(day: entry.date, index: index, text: step.text, from: before, to: state)
            lastStepChange = record
            try? intent.willRecord(.save(record.bytes, recordURL))
        }
        return step
    }

    /// Takes in a tick or carry an editor made in `record.day`'s file and saved (the language
    /// server's code actions): the file as saved is committed, and the change recorded for
    /// `step --undo`, when the step reads as `record` says; a carry's copy is added to the day
    /// it was carried to, as ``carry(_:of:to:)`` adds it.
    /// - Returns: Whether the file holds the change (nothing is done otherwise).
    @discardableResult
    public func takeSavedStepChange(_ record: StepChangeRecord) throws -> Bool {
        guard let entry = try actionSteps(on: record.day), entry.steps.indices.contains(record.index),
            entry.steps[record.index].text == record.text, entry.steps[record.index].state == record.to
        else { return false }
        if case .carried(let day) = record.to {
            try journal.requireInside(entry.url)
            // Its copy is added once: a commit that failed after it leaves it there already.
            let copied = try actionSteps(on: day)?.steps.contains { $0.isOpen && $0.text == record.text } ?? false
            if copied { try adopt(day) } else { try append("- [ ] \(record.text)", to: .actionStep, on: day) }
        }
        try adopt(record.day)
        if record.to != .open { lastStepChange = record }
        if record.to == .done, record.from == .open, !entry.steps.contains(where: \.isOpen) {
            savedFinishedDays.insert(record.day)
        }
        return true
    }

    /// Carries open step `index` of `entry` to `day`: the item is marked carried (only its bytes
    /// change) and the step is added, open, to `day`'s Action step.
    /// - Returns: The step as it reads now in its own day.
    @discardableResult
    public func carry(_ index: Int, of entry: EntrySteps, to day: EntryDate) throws -> ActionStep {
        guard entry.steps.indices.contains(index), entry.steps[index].isOpen else {
            throw JournalError.noSuchItem(path: entry.path, message: "no open action step \(index + 1) to carry")
        }
        guard day != entry.date else {
            throw JournalError.noSuchItem(path: entry.path, message: "a step is carried to another day, not its own")
        }
        // A day linked out of the journal gives no step to copy in: its words are not the journal's.
        try journal.requireInside(entry.url)
        // The copy first: should the mark then fail, the step is in both days, never in neither.
        try append("- [ ] \(entry.steps[index].text)", to: .actionStep, on: day)
        return try setStep(index, to: .carried(to: day), in: entry)
    }

    /// Undoes the last tick or carry nightly made in this journal (``StepChangeRecord``): the
    /// step goes back to what it was, and a carried step's copy leaves the day it was carried
    /// to when it is still open and as it was added.
    /// - Returns: The change undone, and the step as it reads now.
    /// - Throws: ``NightlyError/nothingToDo(_:)`` when nightly recorded no tick or carry, or the
    ///   step has changed since (it is then left alone).
    public func undoLastStepChange() throws -> (undone: StepChangeRecord, step: ActionStep) {
        guard let record = StepChangeRecord.load(from: recordURL) else {
            throw NightlyError.nothingToDo("nothing to undo: nightly has ticked or carried no step since the last undo")
        }
        guard let entry = try actionSteps(on: record.day), entry.steps.indices.contains(record.index),
            entry.steps[record.index].text == record.text, entry.steps[record.index].state == record.to
        else {
            throw NightlyError.nothingToDo(
                "the last step nightly \(record.changeName), '\(record.text)' on \(record.day.iso), has changed since; "
                    + "nothing was undone")
        }
        if case .carried(let day) = record.to, let copies = try actionSteps(on: day),
            let copy = copies.steps.lastIndex(where: { $0.isOpen && $0.text == record.text })
        {
            try touch(day)
            note(try writer.removeActionStep(copy, in: copies), day)
        }
        let step = try setStep(record.index, to: record.from, in: entry)
        lastStepChange = nil
        undid = true
        return (record, step)
    }

    /// Writes `entry` as `day`'s file: an entry the door worked out under this lock (an
    /// import's day, the text appended through ``Entry/appending(_:to:title:)``).
    public func write(_ entry: Entry, on day: EntryDate) throws {
        try touch(day)
        note(try writer.save(entry, to: journal.url(for: day)), day)
    }

    /// Writes a file that is not an entry (an imported photo) inside the journal, committed with
    /// the entries; an existing file is left alone.
    /// - Returns: Whether it was written.
    @discardableResult
    public func writeFile(_ bytes: [UInt8], to url: URL) throws -> Bool {
        try journal.requireInside(url)
        guard !FileManager.default.fileExists(atPath: url.path) else { return false }
        let folders = foldersMissing(on: url)
        try AtomicFile.createFolders(url.deletingLastPathComponent().path, reportingFor: url.path)
        madeFolders += folders
        try writer.files.write(bytes, to: url)
        take(url)
        return true
    }

    /// Writes `bytes` over a file that is not an entry (the journal's `.nightly.toml`, which an
    /// import adds tracks to) inside the journal, atomically, committed with the entries; a
    /// missing file is created. ``rollBack()`` puts the old bytes back.
    public func replaceFile(_ bytes: [UInt8], at url: URL) throws {
        try journal.requireInside(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            try writeFile(bytes, to: url)
            return
        }
        guard try Journal.read(url) != bytes else { return take(url) }
        try writer.files.write(bytes, to: url)
        take(url)
    }

    /// Takes `url`, a file inside the journal that is not an entry, into the commit as it is:
    /// a photo an import killed before its commit wrote, which the import's next run commits
    /// with the rest. A missing file is left out.
    public func include(_ url: URL) throws {
        try journal.requireInside(url)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        take(url)
    }

    /// Takes `url` into the commit, and removes what a killed write left in its folder (a
    /// photo's temporary file): under the lock no write of nightly's is under way, and an
    /// entry's folder is cleaned the same way by each write there (`JournalWriter.write`).
    /// (Each folder once a transaction: an import writes thousands of photos into a few.)
    private func take(_ url: URL) {
        let folder = url.resolvingSymlinksInPath().deletingLastPathComponent().path
        if cleanedFolders.insert(folder).inserted { AtomicFile.removeLeftovers(in: folder) }
        if otherPaths.insert(url.standardizedFileURL.path).inserted { otherFiles.append(url) }
    }

    /// Takes `day`'s file as it is into this change, so ``commit(message:)`` commits it: an
    /// entry written before the journal had git (`nightly init` adopts them), or a bare template,
    /// which it removes.
    public func adopt(_ day: EntryDate) throws {
        try touch(day)
    }

    /// Lets `change` (an editor) change `day`'s file, written from the template first when the
    /// day has none; `carrying` steps are added to its Action step before. A file the editor
    /// leaves as the bare template is removed by ``commit(message:)``.
    /// - Returns: What `change` returned.
    public func edit<Result>(_ day: EntryDate, _ change: (URL) throws -> Result) throws -> Result {
        try touch(day)
        let url = try prepare(day)
        try intent.willLetChange(url)
        return try change(url)
    }

    /// Makes sure `day` has a file (written from the template when it has none) and returns it,
    /// for an editor that opens it after this transaction ends (the language server's
    /// `nightly.today`): the file is not committed, and ``tidy(_:)`` later removes it if it is
    /// still the bare template.
    public func prepare(_ day: EntryDate) throws -> URL {
        let url = journal.url(for: day)
        try journal.requireInside(url)
        if !FileManager.default.fileExists(atPath: url.path) {
            note(try writer.save(try journal.template(for: day), to: url), day)
        }
        return url
    }

    /// Removes `day`'s file now when it is the bare template (a day opened and never written),
    /// with its folder when nothing else is in it.
    /// - Returns: Whether it was removed.
    @discardableResult
    public func tidy(_ day: EntryDate) -> Bool {
        let url = journal.url(for: day)
        guard (try? journal.requireInside(url)) != nil,
            removeIfBareTemplate(url, day, newFolders: [url.deletingLastPathComponent()])
        else { return false }
        return true
    }

    // MARK: Ending

    /// Ends the transaction: removes each edited day left as its bare template (and the folders
    /// made for it), commits the files written in one commit (`message`, else "Journal DAY"),
    /// works out the awards the change unlocked, records a tick or carry for `step --undo`, and
    /// releases the lock. A failed commit is in the outcome, not thrown: the files stay written.
    public func commit(message: String? = nil) -> DayOutcome {
        finish(committing: true, message: message)
    }

    /// Ends the transaction as ``commit(message:)`` does, but makes no git commit: for a change
    /// that did not finish (an editor that failed leaves its file as it left it, and the next
    /// sync commits it). A bare template is still removed.
    public func endUncommitted() -> DayOutcome {
        finish(committing: false, message: nil)
    }

    private func finish(committing: Bool, message: String?, releasing: Bool = true) -> DayOutcome {
        defer {
            if releasing { release() } else { reset() }
        }
        var outcome = DayOutcome()
        var kept: [TouchedDay] = []
        for day in days {
            if removeIfBareTemplate(day.url, day.date, newFolders: day.newFolders) {
                outcome.removed.append(day.url)
            } else if FileManager.default.fileExists(atPath: day.url.path) {
                kept.append(day)
            }
        }
        outcome.written = kept.map(\.url)
        outcome.otherFiles = otherFiles
        outcome.hardLinks = hardLinks
        let paths = kept.map(\.url) + otherFiles
        let message = message ?? DayCommitMessage.message(for: kept.map(\.date))
        let committed = committing && commits ? paths.map(\.path) : []
        // A failed commit leaves the log, ready: the next command that takes the lock commits
        // the files with this message, before its own change.
        outcome.commit = intent.finish(
            committing: committed, in: journal.root.path, message: message, undo: undoRecordChange,
            committer: committer, keepingLogIfRefused: releasing, recording: recordStepChange,
            beforeCommit: commitSetupFilesLeftOut)
        let changes = changedDays(kept)
        outcome.unlocked = unlockedAwards(changes)
        outcome.finishedSteps = FinishedSteps.days(
            in: changes, ticked: tickedDays, saved: savedFinishedDays, journal: journal, today: today)
        if committing { outcome.milestones = reachedMilestones() }
        if releasing {
            for saved in savedOutcomes {
                outcome.unlocked += saved.unlocked.filter { !outcome.unlocked.contains($0) }
                outcome.finishedSteps += saved.finishedSteps.filter { !outcome.finishedSteps.contains($0) }
            }
            savedOutcomes = []
        }
        return outcome
    }

    /// Writes the undo record of the change's tick or carry, or removes it after an undo.
    private func recordStepChange() {
        if let lastStepChange {
            // In a journal without git the record is in the journal folder: checked as any file there.
            let inJournal = recordURL.deletingLastPathComponent().standardizedFileURL == journal.root
            try? lastStepChange.save(to: recordURL, through: inJournal ? ConfinedWriter(root: journal.root) : nil)
        } else if undid {
            StepChangeRecord.clear(at: recordURL)
        }
    }

    /// Commits nightly's setup files (`.gitattributes`, `.gitignore`) in a commit of their own
    /// when HEAD lacks their setup lines: an `init` that ran before git knew the user's name and
    /// email could not commit them, and they would stay untracked, `git status` never clean,
    /// until a sync. The first change that commits commits them too; when it cannot (still no
    /// name and email), its own commit fails for the same reason, and says so.
    private func commitSetupFilesLeftOut() {
        let setup = MergeDriverSetup(repository: GitRepository(folder: journal.root.path, git: committer.git))
        let names = setup.uncommittedFiles
        guard !names.isEmpty else { return }
        _ = setup.commit(names, message: MergeDriverSetup.commitMessage)
    }

    /// Ends the transaction with nothing changed, for a change that failed part-way (an import
    /// that cannot write its next photo): each file it wrote gets its bytes back (a file that
    /// did not exist goes, with the folders made for it), as the intent log recorded them, and
    /// the lock is released without a commit. A file someone else changed meanwhile (an
    /// editor) is left as they left it.
    /// - Returns: The files that could not be put back, left as written.
    public func rollBack() -> [URL] {
        let left = intent.rollBack()
        for folder in madeFolders.reversed() { rmdir(folder.path) }
        otherFiles = []
        days = []
        touchedDates = []
        release()
        return left
    }

    /// Releases the lock without committing: what was written stays, for the next commit.
    public func end() {
        intent.discard()
        release()
    }

    private func release() {
        lock?.release()
        lock = nil
    }

    /// Forgets what this transaction changed, to make a change of its own after one it finished.
    private func reset() {
        days = []
        touchedDates = []
        otherFiles = []
        otherPaths = []
        hardLinks = []
        lastStepChange = nil
        undid = false
        tickedDays = []
        savedFinishedDays = []
    }

    /// What ``commit(message:)`` does with the undo record.
    private var undoRecordChange: ChangeIntent.UndoRecordChange {
        if let lastStepChange { return .save(lastStepChange.bytes, recordURL) }
        return undid ? .clear(recordURL) : .keep
    }

    // MARK: Inside

    /// Where this clone keeps its ``StepChangeRecord``: in the git folder, as git keeps its own
    /// state (`.git/nightly-undo`), so it never shows in `git status` nor travels with a sync;
    /// in the journal folder when it is not a git repository.
    private lazy var recordURL: URL = {
        let repository = GitRepository(folder: journal.root.path, git: committer.git)
        guard let folder = repository.value(["rev-parse", "--absolute-git-dir"]) else {
            return journal.root.appendingPathComponent(StepChangeRecord.fileName)
        }
        return URL(fileURLWithPath: folder).appendingPathComponent("nightly-undo")
    }()

    /// Where this clone keeps its ``QuitMilestoneRecord``: beside the ``StepChangeRecord``.
    private var milestoneURL: URL {
        let folder = recordURL.deletingLastPathComponent()
        return folder.standardizedFileURL == journal.root.standardizedFileURL
            ? folder.appendingPathComponent(QuitMilestoneRecord.fileName)
            : folder.appendingPathComponent(QuitMilestoneRecord.gitFileName)
    }

    /// The quit milestones reached since they were last announced, each once per run without
    /// events (``QuitMilestoneRecord``), worked out from the journal as it is after the change.
    private func reachedMilestones() -> [DayOutcome.ReachedMilestone] {
        let planned = tracks.filter { $0.quitPlan != nil }
        guard let now, !planned.isEmpty else { return [] }
        let url = milestoneURL
        var record = QuitMilestoneRecord.load(from: url)
        let before = record
        var reached: [DayOutcome.ReachedMilestone] = []
        for track in planned {
            guard let progress = try? QuitProgress(track: track, in: journal, today: today, now: now) else { continue }
            reached += record.newlyReached(progress).map {
                DayOutcome.ReachedMilestone(track: track.name, milestone: $0)
            }
        }
        if record != before {
            let inJournal = url.deletingLastPathComponent().standardizedFileURL == journal.root.standardizedFileURL
            try? record.save(to: url, through: inJournal ? ConfinedWriter(root: journal.root) : nil)
        }
        return reached
    }

    /// Records `date` as edited, with its summary before the first edit.
    private func touch(_ date: EntryDate) throws {
        guard !touchedDates.contains(date) else { return }
        let url = journal.url(for: date)
        try journal.requireInside(url)
        var before: EntrySummary?
        if FileManager.default.fileExists(atPath: url.path) {
            let bytes = try Journal.read(url)
            before = try EntrySummary.read(
                bytes, date: date, path: journal.displayPath(url), titles: journal.sectionTitles)
        }
        days.append(
            TouchedDay(
                date: date, url: url, before: before, newFolders: foldersMissing(on: url)))
        touchedDates.insert(date)
    }

    private func note(_ outcome: AtomicFile.Outcome, _ date: EntryDate) {
        guard outcome.otherHardLinks > 0 else { return }
        hardLinks.append((journal.url(for: date), outcome.otherHardLinks))
    }

    /// Removes `day`'s file when its bytes are the template's: it holds nothing of the user's
    /// (an editor left it untouched, or a killed nightly did).
    /// (A folder of `newFolders` that is not empty stays.)
    private func removeIfBareTemplate(_ url: URL, _ date: EntryDate, newFolders: [URL]) -> Bool {
        guard journal.isBareTemplate(url, of: date), (try? intent.willRemove(url)) != nil,
            (try? FileManager.default.removeItem(at: url)) != nil
        else {
            return false
        }
        for folder in newFolders.reversed() { rmdir(folder.path) }
        return true
    }

    /// The folders between the journal folder and `url`'s that do not exist yet, outermost first.
    private func foldersMissing(on url: URL) -> [URL] {
        var missing: [URL] = []
        var folder = url.deletingLastPathComponent().standardizedFileURL
        let root = journal.root.standardizedFileURL.path
        while folder.path.hasPrefix(root + "/"), !FileManager.default.fileExists(atPath: folder.path) {
            missing.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return missing
    }

    /// The awards this change unlocked: locked in the history before it, unlocked after. They
    /// are worked out from the entries (``Awards/unlocked(by:in:today:)``), so an award is
    /// announced once, by the door that reached it, and no state is kept: another machine that
    /// syncs sees it unlocked in the entries already.
    private func unlockedAwards(_ changes: [ChangedDay]) -> [Award] {
        Awards.unlocked(by: changes, in: journal, today: today)
            + HabitAwards.unlocked(by: changes, tracks: tracks, in: journal, today: today)
    }

    /// Each edited day's summary before and after the change (nil after when it was removed).
    private func changedDays(_ kept: [TouchedDay]) -> [ChangedDay] {
        days.map { day in
            ChangedDay(
                date: day.date, before: day.before,
                after: kept.contains { $0.date == day.date }
                    ? (try? EntrySummary.read(
                        Journal.read(day.url), date: day.date, path: day.url.path, titles: journal.sectionTitles))
                    : nil)
        }
    }
}
