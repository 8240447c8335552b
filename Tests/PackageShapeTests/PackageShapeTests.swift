import Foundation
import Testing

/// The targets keep their shape: none grows past a quarter of the code, their imports form no
/// cycle, and ARCHITECTURE.md's layer graph says exactly what each target imports. The graph is
/// read from the sources themselves (the `import` lines), since that is what the compiler links.
@Suite struct PackageShapeTests {
    /// The share of Sources/'s Swift lines one target may hold.
    static let largestShare = 0.25

    @Test func noTargetHoldsMoreThanAQuarterOfTheCode() throws {
        let lines = try SourceTree.read().linesByTarget
        let total = lines.values.reduce(0, +)
        #expect(total > 0)
        for (target, count) in lines.sorted(by: { $0.key < $1.key }) {
            let share = Double(count) / Double(total)
            #expect(
                share <= Self.largestShare,
                "\(target) holds \(count) of \(total) lines (\(Int(share * 100)) %): split it along a job of its own")
        }
    }

    @Test func theImportsFormNoCycle() throws {
        let graph = try SourceTree.read().imports
        #expect(DependencyGraph(graph).cycle == nil, "a dependency cycle: \(DependencyGraph(graph).cycle ?? [])")
    }

    @Test func architectureGraphNamesWhatEachTargetImports() throws {
        let tree = try SourceTree.read()
        let text = try String(contentsOf: SourceTree.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let documented = LayerGraphText.edges(in: text, targets: Set(tree.imports.keys))
        #expect(Set(documented.keys) == Set(tree.imports.keys), "ARCHITECTURE.md's graph lists every target once")
        for (target, imported) in tree.imports.sorted(by: { $0.key < $1.key }) {
            #expect(documented[target] == imported, "\(target) imports \(imported.sorted())")
        }
    }

    /// Tests/ mirrors Sources/, as README.md says: each library target has `<Target>Tests`, but
    /// the system library, SystemCalls (tested through its callers) and the executable (tested
    /// by NightlyCLITests, through the binary).
    @Test func everyLibraryTargetHasItsTestTarget() throws {
        let tests = try FileManager.default.contentsOfDirectory(
            atPath: SourceTree.root.appendingPathComponent("Tests").path)
        let untested: Set = ["CCmarkGFM", "SystemCalls", "nightly"]
        for target in try SourceTree.read().imports.keys.sorted() where !untested.contains(target) {
            #expect(tests.contains(target + "Tests"), "\(target) has no Tests/\(target)Tests")
        }
        #expect(tests.contains("NightlyCLITests"))
    }

    /// The laws above can fail: a made-up cycle is found, and a graph without one passes.
    @Test func aCycleIsFoundWhereThereIsOne() {
        let cyclic = DependencyGraph(["A": ["B"], "B": ["C"], "C": ["A"], "D": ["A"]])
        #expect(Set(cyclic.cycle ?? []) == ["A", "B", "C"])
        #expect(DependencyGraph(["A": ["B", "C"], "B": ["C"], "C": []]).cycle == nil)
    }

    @Test func theGraphTextReadsContinuationLinesAndNotes() {
        let text = """
            ## Layers

            <!-- layer graph -->
            ```
            Base, Other           (depend on nothing of ours)
            Middle  → Base, Outside   (why)
            Top (a note) → Middle,
                      Base
            Tools: a-tool → Base
            ```
            """
        let edges = LayerGraphText.edges(in: text, targets: ["Base", "Other", "Middle", "Top"])
        #expect(edges == ["Base": [], "Other": [], "Middle": ["Base"], "Top": ["Middle", "Base"]])
    }
}

/// The package's Sources/ folder: each target's Swift lines and the targets it imports.
struct SourceTree {
    /// The package root, found from this file's place in Tests/PackageShapeTests.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    var linesByTarget: [String: Int] = [:]
    /// Each target's imports of the package's own targets.
    var imports: [String: Set<String>] = [:]

    static func read() throws -> SourceTree {
        let sources = root.appendingPathComponent("Sources")
        let manager = FileManager.default
        let targets = try manager.contentsOfDirectory(atPath: sources.path).filter { !$0.hasPrefix(".") }
        var tree = SourceTree()
        var imported: [String: Set<String>] = [:]
        for target in targets {
            tree.linesByTarget[target] = 0
            let folder = sources.appendingPathComponent(target)
            let files = manager.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                tree.linesByTarget[target, default: 0] += lines.count
                imported[target, default: []].formUnion(lines.compactMap(Self.importedModule))
            }
        }
        tree.imports = Dictionary(
            uniqueKeysWithValues: targets.map { ($0, (imported[$0] ?? []).intersection(targets)) })
        return tree
    }

    /// The module a top-level `import` line names (`@testable`, access levels and `@_spi`
    /// before it allowed); an import indented under `#if` is a system module's.
    static func importedModule(_ line: Substring) -> String? {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard !line.hasPrefix(" "), let index = words.firstIndex(of: "import"), index + 1 < words.count,
            index == 0 || ["public", "package", "internal", "private", "fileprivate"].contains(words[0])
        else { return nil }
        return String(words[index + 1].split(separator: ".")[0])
    }
}

/// A graph of targets and the targets each depends on.
struct DependencyGraph {
    let edges: [String: Set<String>]

    init(_ edges: [String: Set<String>]) { self.edges = edges }

    /// One cycle, its targets in order, or `nil` when the graph has none.
    var cycle: [String]? {
        var done: Set<String> = []
        var path: [String] = []
        func visit(_ node: String) -> [String]? {
            if let start = path.firstIndex(of: node) { return Array(path[start...]) }
            guard !done.contains(node) else { return nil }
            path.append(node)
            for next in (edges[node] ?? []).sorted() {
                if let found = visit(next) { return found }
            }
            path.removeLast()
            done.insert(node)
            return nil
        }
        for node in edges.keys.sorted() {
            if let found = visit(node) { return found }
        }
        return nil
    }
}

/// ARCHITECTURE.md's layer graph: the code block after the `<!-- layer graph -->` line, one
/// target a line (`Name → A, B`, a note in parentheses, a line that starts with spaces going on
/// with the one before), or several targets that depend on nothing of ours on one line.
enum LayerGraphText {
    static func edges(in text: String, targets: Set<String>) -> [String: Set<String>] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let marker = lines.firstIndex(where: { $0.contains("<!-- layer graph -->") }) else { return [:] }
        var edges: [String: Set<String>] = [:]
        var current: String?
        for line in lines[(marker + 2)...] {
            if line.hasPrefix("```") { break }
            let text = String(line.replacing(/\([^)]*\)?/, with: ""))
            let arrow = text.components(separatedBy: "→")
            if arrow.count == 2 {
                let name = arrow[0].trimmingCharacters(in: .whitespaces)
                current = targets.contains(name) ? name : nil
                if let current { edges[current, default: []].formUnion(names(arrow[1], targets)) }
            } else if line.hasPrefix(" "), let name = current {
                edges[name, default: []].formUnion(names(text, targets))
            } else {
                current = nil
                for name in names(text, targets) { edges[name] = edges[name] ?? [] }
            }
        }
        return edges
    }

    /// The package's targets a comma-separated list names; other names (ArgumentParser) aside.
    private static func names(_ list: String, _ targets: Set<String>) -> Set<String> {
        Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }).intersection(targets)
    }
}
