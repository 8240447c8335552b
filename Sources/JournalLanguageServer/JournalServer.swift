import Foundation
import JournalChanges
import JournalFormat
import LanguageServer

/// `nightly lsp`: the journal's features over the protocol layer. Each request's work is in
/// one file under `Features/`; this type only keeps the session's state and routes messages.
public final class JournalServer {
    private let connection: Connection
    private let log: (String) -> Void
    private var store = DocumentStore()
    private var context: JournalContext?
    /// Days the server wrote from the template for the editor to open (`nightly.today`): each
    /// is removed again when the editor closes it, or the session ends, still untouched.
    private var prepared: Set<EntryDate> = []
    /// The ticks and carries made by code actions, by day, committed when the editor saves the
    /// day's file (`textDocument/didSave`).
    private var savedChanges: [EntryDate: StepChangeRecord] = [:]
    /// The open documents that are days' entries, which get diagnostics.
    private var entries: Set<String> = []
    private let diagnostics: DiagnosticsPublisher

    /// - Parameters:
    ///   - send: Writes one message body to the client.
    ///   - log: Writes one line of log.
    public init(send: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void) {
        self.connection = Connection(send: send, log: log)
        self.diagnostics = DiagnosticsPublisher(connection: connection)
        self.log = log
        register()
    }

    /// Serves the client on standard input and output until `exit` or the end of the input.
    /// - Returns: The process's exit status (see ``ServerLoop/run(_:reader:log:)``).
    public static func serveStandardStreams(log: @escaping (String) -> Void) -> Int32 {
        // An editor that goes away mid-answer must not kill the server with SIGPIPE before it
        // reads the end of its input and exits on its own.
        signal(SIGPIPE, SIG_IGN)
        let writer = MessageWriter(descriptor: 1)
        let server = JournalServer(send: { writer.send($0) }, log: log)
        var reader = MessageReader(descriptor: 0)
        let status = ServerLoop.run(server.connection, reader: &reader, log: log)
        server.tidyPrepared()
        return status
    }

    /// Removes the days the server wrote from the template that are still untouched.
    public func tidyPrepared() {
        guard let context else { return }
        for day in prepared { DayCommands(context: context).tidy(day) }
        prepared = []
    }

    /// Handles one message body (for tests and benchmarks that drive the server in process).
    public func handle(_ body: [UInt8]) { connection.handle(body) }

    /// The text the server holds for the open document `uri` (for tests and fuzzing).
    public func text(of uri: String) -> String? { store[uri]?.text }

    /// Runs the work put off until the client pauses, as if it had, and waits for the checks it
    /// starts (for tests and benchmarks that drive the server in process).
    public func settle() {
        for work in connection.quietWork.takeDue(at: .now + .seconds(3600)) { work() }
        diagnostics.waitForChecks()
    }

    private func register() {
        connection.onRequest("initialize", InitializeParams.self) { [unowned self] params in
            let encoding = PositionEncoding.negotiate(offered: params.offeredEncodings)
            store = DocumentStore(encoding: encoding)
            context = JournalContext.resolve(workspacePath: params.workspacePath, log: log)
            log("journal: \(context!.journal.root.path); positions in \(encoding.rawValue)")
            var capabilities = ServerCapabilities(positionEncoding: encoding)
            capabilities.textDocumentSync.save = true
            capabilities.documentOnTypeFormattingProvider = .init(firstTriggerCharacter: "\n")
            capabilities.documentFormattingProvider = true
            capabilities.documentRangeFormattingProvider = true
            capabilities.completionProvider = .init(triggerCharacters: ["#", "[", " "])
            capabilities.codeActionProvider = true
            capabilities.executeCommandProvider = .init(commands: DayCommands.all + DayNavigation.all)
            capabilities.documentSymbolProvider = true
            capabilities.foldingRangeProvider = true
            capabilities.definitionProvider = true
            capabilities.hoverProvider = true
            capabilities.documentLinkProvider = .init()
            capabilities.referencesProvider = true
            capabilities.renameProvider = .init(prepareProvider: true)
            capabilities.workspaceSymbolProvider = true
            capabilities.inlayHintProvider = true
            return InitializeResult(capabilities: capabilities, name: "nightly", version: "0.1.0")
        }
        connection.onNotification("initialized", NoParams.self) { _ in }
        connection.onNotification("textDocument/didOpen", DidOpenTextDocumentParams.self) { [unowned self] params in
            store.open(params.textDocument)
            if context?.day(of: params.textDocument.uri) != nil {
                entries.insert(params.textDocument.uri)
            } else {
                entries.remove(params.textDocument.uri)
            }
            scheduleDiagnostics(params.textDocument.uri, after: .zero)
        }
        connection.onNotification("textDocument/didChange", DidChangeTextDocumentParams.self) {
            [unowned self] params in
            try store.change(params)
            scheduleDiagnostics(params.textDocument.uri, after: DiagnosticsPublisher.delay)
        }
        connection.onNotification("textDocument/didSave", TextDocumentParams.self) { [unowned self] params in
            guard let context, let day = context.day(of: params.textDocument.uri),
                let record = savedChanges.removeValue(forKey: day)
            else { return }
            DayCommands(context: context).takeSaved(record, show: { connection.notify("window/showMessage", $0) })
        }
        connection.onNotification("textDocument/didClose", TextDocumentParams.self) { [unowned self] params in
            let uri = params.textDocument.uri
            store.close(uri)
            connection.quietWork.cancel(uri)
            entries.remove(uri)
            if let context, let day = context.day(of: uri) {
                if prepared.remove(day) != nil { DayCommands(context: context).tidy(day) }
                diagnostics.closed(uri)
            }
        }
        connection.onRequest("textDocument/onTypeFormatting", DocumentOnTypeFormattingParams.self) {
            [unowned self] params in
            // "\r" as well: Emacs reads RET as a carriage return though it inserts a line feed,
            // and eglot 1.9 (Debian 12) sends the key it read.
            guard ["\n", "\r\n", "\r"].contains(params.ch) else { return [TextEdit]() }
            let document = try store.document(params.textDocument.uri)
            return ListContinuation().edits(
                in: document, at: document.clamped(params.position, encoding: store.encoding), encoding: store.encoding)
        }
        for method in ["textDocument/formatting", "textDocument/rangeFormatting"] {
            connection.onRequest(method, DocumentFormattingParams.self) { [unowned self] params in
                let document = try store.document(params.textDocument.uri)
                let lines = params.range.map { document.clamped($0, encoding: store.encoding) }.map {
                    $0.start.line...$0.end.line
                }
                return ListRenumbering().edits(in: document, lines: lines, encoding: store.encoding)
            }
        }
        connection.onRequest("textDocument/completion", TextDocumentPositionParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return CompletionList(
                items: Completions(context: context!).items(
                    in: document, at: document.clamped(params.position, encoding: store.encoding),
                    encoding: store.encoding)
            )
        }
        connection.onRequest("textDocument/codeAction", CodeActionParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return CodeActions(context: context!).actions(
                in: document, range: document.clamped(params.range, encoding: store.encoding), encoding: store.encoding)
        }
        connection.onRequest("workspace/executeCommand", ExecuteCommandParams.self) { [unowned self] params in
            if DayNavigation.all.contains(params.command) {
                return try DayNavigation(context: context!).execute(params)
            }
            return AnyResult(
                try DayCommands(context: context!).execute(
                    params, show: { connection.notify("window/showMessage", $0) }, prepared: { prepared.insert($0) },
                    pending: { record in
                        savedChanges[record.day] = record
                        try? SavedStepChanges.add(record, journal: context!.journal.root)
                    }))
        }
        registerJournalFeatures()
        connection.onRequest("textDocument/documentSymbol", TextDocumentParams.self) { [unowned self] params in
            try outline(params.textDocument.uri)?.symbols() ?? []
        }
        connection.onRequest("textDocument/foldingRange", TextDocumentParams.self) { [unowned self] params in
            try outline(params.textDocument.uri)?.foldingRanges() ?? []
        }
    }

    /// Navigation between days, tags across the journal, symbols and inlay hints (each in its
    /// file under `Features/`).
    private func registerJournalFeatures() {
        connection.onRequest("textDocument/definition", TextDocumentPositionParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return DayLinks(context: context!).definition(
                at: document.clamped(params.position, encoding: store.encoding), in: document, encoding: store.encoding)
        }
        connection.onRequest("textDocument/hover", TextDocumentPositionParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            let hover = DayLinks(context: context!).hover(
                at: document.clamped(params.position, encoding: store.encoding), in: document, encoding: store.encoding)
            return hover.map(AnyResult.init) ?? AnyResult(NullResult())
        }
        connection.onRequest("textDocument/documentLink", TextDocumentParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return DayLinks(context: context!).links(in: document, encoding: store.encoding)
        }
        connection.onRequest("textDocument/references", ReferenceParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return try TagReferences(context: context!, encoding: store.encoding).references(
                at: document.clamped(params.position, encoding: store.encoding), in: document)
        }
        connection.onRequest("textDocument/prepareRename", TextDocumentPositionParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return try TagReferences(context: context!, encoding: store.encoding).prepareRename(
                at: document.clamped(params.position, encoding: store.encoding), in: document)
        }
        connection.onRequest("textDocument/rename", RenameParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return try TagReferences(context: context!, encoding: store.encoding).rename(
                at: document.clamped(params.position, encoding: store.encoding), in: document, to: params.newName,
                show: { connection.notify("window/showMessage", $0) })
        }
        connection.onRequest("workspace/symbol", WorkspaceSymbolParams.self) { [unowned self] params in
            try WorkspaceSymbols(context: context!, encoding: store.encoding).symbols(matching: params.query)
        }
        connection.onRequest("textDocument/inlayHint", InlayHintParams.self) { [unowned self] params in
            let document = try store.document(params.textDocument.uri)
            return InlayHints(context: context!).hints(
                in: document, range: document.clamped(params.range, encoding: store.encoding), encoding: store.encoding)
        }
    }

    private func outline(_ uri: String) throws -> EntryOutline? {
        let document = try store.document(uri)
        guard let entry = context?.entry(document) else { return nil }
        return EntryOutline(entry: entry, document: document, encoding: store.encoding)
    }

    /// Has the entry at `uri` checked once the client has been quiet for `delay` (see
    /// ``DiagnosticsPublisher``): the keystroke is answered first, and a burst is checked once.
    private func scheduleDiagnostics(_ uri: String, after delay: Duration) {
        guard let context, entries.contains(uri) else { return }
        let generation = diagnostics.changed(uri)
        connection.quietWork.schedule(uri, after: delay) { [unowned self] in
            guard let document = store[uri] else { return }
            diagnostics.check(
                document, generation: generation, diagnostics: EntryDiagnostics(context: context),
                encoding: store.encoding)
        }
    }
}
