import CCmarkGFM
import Foundation

/// The block structure nightly needs from cmark-gfm, as plain Swift values.
///
/// This is the only file that touches cmark-gfm: it parses, copies what it needs out of the
/// C tree at once, and frees every C object before returning.
struct BlockOutline: Sendable, Equatable {
    /// A child of the document node: only these can be sections' headings, so a heading inside
    /// a list item, a block quote, a code block or an HTML block never starts a section.
    struct Block: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case heading(level: Int)
            case codeBlock
            case htmlBlock
            case other
        }

        var kind: Kind
        var lines: ClosedRange<Int>
    }

    /// A GFM task list item anywhere in the document. Its state is read from the checkbox's
    /// own bytes (``TaskCheckbox``), never from cmark.
    struct TaskItem: Sendable, Equatable {
        var line: Int
    }

    var blocks: [Block] = []
    var taskItems: [TaskItem] = []
    /// The lines of every code block and HTML block, at any depth (inside list items and
    /// block quotes too): text that holds no tags.
    var literalBlocks: [ClosedRange<Int>] = []
}

enum CmarkBridge {
    /// Registers the GFM extensions once per process (cmark keeps them in a global list) and
    /// looks up the tasklist extension. The extension object is immutable once registered, so
    /// sharing the pointer between threads is safe.
    nonisolated(unsafe) private static let tasklist: OpaquePointer? = {
        cmark_gfm_core_extensions_ensure_registered()
        return cmark_find_syntax_extension("tasklist")
    }()

    /// Parses `bytes` (front matter already blanked out, line count unchanged) into an outline.
    ///
    /// Thread safety: cmark-gfm's autolink and strikethrough extensions add characters to a
    /// process-wide table of special inline characters while a parser runs, so two parses with
    /// them attached race. Only the tasklist extension is attached here, and this call's own
    /// that finds the document (it opens no block); neither registers inline characters, and
    /// every parser, extension, tree and iterator below is local to this call. That makes `outline(of:)` safe to call from several threads at once. Code that
    /// needs autolink or strikethrough (an HTML export, say) must serialise those parses behind
    /// one lock of its own.
    ///
    /// Memory: the text is fed in chunks, and after each the top-level blocks cmark has closed
    /// (every one but the last, the only one still open) are read into the outline and freed,
    /// before their inlines are parsed. The outline needs no inlines, and cmark's tree of a
    /// whole 100 MB entry (eight times the text) is never built: only the blocks of one chunk
    /// live at a time. Feeding in chunks is what cmark's streaming interface is for; it reads
    /// the text exactly as one feed does.
    /// - Parameter chunkSize: How much text is fed between two prunings (tests try small ones).
    static func outline(of bytes: [UInt8], chunkSize: Int = defaultChunkSize) -> BlockOutline {
        // cmark hands out its document only at the end; an extension that opens no block sees
        // the containers while lines are read, and so finds the document for the pruning.
        let root = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: 1)
        root.initialize(to: nil)
        defer { root.deallocate() }
        let finder = cmark_syntax_extension_new("nightly-document")
        defer { if let finder { cmark_syntax_extension_free(cmark_get_default_mem_allocator(), finder) } }
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return BlockOutline() }
        defer { cmark_parser_free(parser) }
        if let tasklist { cmark_parser_attach_syntax_extension(parser, tasklist) }
        if let finder {
            cmark_syntax_extension_set_private(finder, root, nil)
            cmark_syntax_extension_set_open_block_func(finder, findDocument)
            cmark_parser_attach_syntax_extension(parser, finder)
        }
        var outline = BlockOutline()
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { text in
                var start = 0
                while start < buffer.count {
                    let count = min(chunkSize, buffer.count - start)
                    cmark_parser_feed(parser, text + start, count)
                    start += count
                    if start < buffer.count, let document = root.pointee {
                        takeClosedBlocks(of: document, into: &outline)
                    }
                }
            }
        }
        guard let document = cmark_parser_finish(parser) else { return outline }
        defer { cmark_node_free(document) }
        var child = cmark_node_first_child(document)
        while let node = child {
            take(node, into: &outline)
            child = cmark_node_next(node)
        }
        return outline
    }

    /// How much text is fed to cmark between two prunings of its tree.
    static let defaultChunkSize = 1 << 20

    /// Records, the first time cmark asks it to open a block, the document the container is in,
    /// in the extension's private pointer; opens nothing.
    private static let findDocument: cmark_open_block_func = { finder, _, _, container, _, _ in
        guard let finder, var node = container,
            let slot = cmark_syntax_extension_get_private(finder)?.assumingMemoryBound(to: OpaquePointer?.self),
            slot.pointee == nil
        else { return nil }
        while let parent = cmark_node_parent(node) { node = parent }
        slot.pointee = node
        return nil
    }

    /// Reads every top-level block of `document` but the last (the one cmark may still be
    /// adding to) into `outline`, and frees it.
    private static func takeClosedBlocks(of document: OpaquePointer, into outline: inout BlockOutline) {
        while let node = cmark_node_first_child(document), cmark_node_next(node) != nil {
            take(node, into: &outline)
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
    }

    /// One closed top-level block: its kind and lines, and the task items and literal blocks
    /// in it (itself included), in document order.
    private static func take(_ block: OpaquePointer, into outline: inout BlockOutline) {
        outline.blocks.append(BlockOutline.Block(kind: kind(of: block), lines: lines(of: block)))
        collectNestedBlocks(under: block, into: &outline)
    }

    private static func kind(of node: OpaquePointer) -> BlockOutline.Block.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        default: return .other
        }
    }

    private static func lines(of node: OpaquePointer) -> ClosedRange<Int> {
        let start = Int(cmark_node_get_start_line(node))
        return start...max(start, Int(cmark_node_get_end_line(node)))
    }

    /// Task items and literal blocks, wherever they are nested.
    private static func collectNestedBlocks(under root: OpaquePointer, into outline: inout BlockOutline) {
        guard let iterator = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let node = cmark_iter_get_node(iterator)
            else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_ITEM:
                guard let typeName = cmark_node_get_type_string(node), String(cString: typeName) == "tasklist"
                else { continue }
                outline.taskItems.append(BlockOutline.TaskItem(line: Int(cmark_node_get_start_line(node))))
            case CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK:
                outline.literalBlocks.append(lines(of: node))
            default:
                continue
            }
        }
    }

    /// Serialises every HTML render: the autolink and strikethrough extensions race (see
    /// ``outline(of:)``), so only one such parse runs at a time in the process.
    private static let renderLock = NSLock()

    /// `markdown` as HTML, with the GFM extensions (tables, task lists, strikethrough,
    /// autolinks); with `hardBreaks`, every line break in a paragraph is kept (`<br />`), as
    /// a poem needs. Raw HTML in the text is left out (cmark's safe default), so a page never
    /// runs a script or loads what an entry's `<img>` or `<iframe>` names.
    static func html(of markdown: String, hardBreaks: Bool) -> String {
        renderLock.lock()
        defer { renderLock.unlock() }
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_GITHUB_PRE_LANG | (hardBreaks ? CMARK_OPT_HARDBREAKS : 0)
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        cmark_gfm_core_extensions_ensure_registered()
        for name in ["table", "tasklist", "strikethrough", "autolink"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        let bytes = Array(markdown.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parser_feed(parser, $0, buffer.count)
                }
            }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            return ""
        }
        defer { free(rendered) }
        return String(cString: rendered)
    }
}
