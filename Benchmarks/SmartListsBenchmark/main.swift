// SmartLists benchmark (not a test): the cost of one key press on a 5 KB and on a 5 MB
// document, reported per operation as the median of several timed batches.
// Run it with scripts/bench-smartlists (release build).
import SmartLists

/// Journal-like filler: paragraphs, headings, short bullet lists and a fenced block.
func filler(bytes: Int) -> String {
    let paragraph = """
        Woke up early and walked to the river. The light was soft and the café on the corner \
        was already open; 日本語 and emoji 🌙 appear in real entries too.
        """
    var text = ""
    var section = 0
    while text.utf8.count < bytes {
        section += 1
        text += "## Day \(section)\n\n\(paragraph)\n\n- milk\n- eggs\n- [ ] call mom\n\n"
        if section % 5 == 0 { text += "```swift\nlet x = 1\n```\n\n" }
    }
    return text
}

/// An ordered list of `count` items, numbered from 1, or from `number(index)`.
func orderedList(count: Int, number: (Int) -> Int = { $0 }) -> String {
    (1...count).map { "\(number($0)). item number \($0) of the list" }.joined(separator: "\n")
}

struct Scenario {
    var name: String
    var text: String
    /// UTF-8 offset of the end of the list's last item, and of its first item's content start.
    var listEnd: Int
    var listStart: Int
    var items: Int
}

func scenario(name: String, totalBytes: Int, items: Int, numbered: (Int) -> Int = { $0 })
    -> Scenario
{
    let list = orderedList(count: items, number: numbered)
    let before = filler(bytes: (totalBytes - list.utf8.count) / 2)
    let after = filler(bytes: (totalBytes - list.utf8.count) / 2)
    let text = before + list + "\n\n" + after
    let start = before.utf8.count + "\(numbered(1)). ".utf8.count
    return Scenario(
        name: name, text: text, listEnd: before.utf8.count + list.utf8.count, listStart: start,
        items: items)
}

/// Median time per call of each body. Batches of the bodies are interleaved, so that load
/// from elsewhere on the machine falls on all of them alike.
func measure(batches: Int = 21, _ bodies: [() -> Int]) -> [Duration] {
    let clock = ContinuousClock()
    var sink = 0
    let sizes = bodies.map { body in
        var size = 1
        while clock.measure({ for _ in 0..<size { sink &+= body() } }) < .milliseconds(10)
            && size < 1 << 20
        {
            size *= 2
        }
        return size
    }
    var samples = Array(repeating: [Duration](), count: bodies.count)
    for _ in 0..<batches {
        for (index, body) in bodies.enumerated() {
            let elapsed = clock.measure { for _ in 0..<sizes[index] { sink &+= body() } }
            samples[index].append(elapsed / sizes[index])
        }
    }
    if sink == 42 { print("") }  // Keeps the results alive.
    return samples.map { $0.sorted()[$0.count / 2] }
}

func nanoseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
}

/// `value / 100` with two decimals, in integer arithmetic (no libm needed).
func hundredths(_ value: Int64) -> String {
    let fraction = value % 100
    return "\(value / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

func format(_ duration: Duration) -> String {
    let nanos = nanoseconds(duration)
    return nanos < 1_000_000 ? hundredths(nanos / 10) + " µs" : hundredths(nanos / 10_000) + " ms"
}

let engine = SmartListEngine()
let documents = [
    scenario(name: "5 KB", totalBytes: 5_000, items: 100),
    scenario(name: "50 KB", totalBytes: 50_000, items: 1_000),
    scenario(name: "5 MB", totalBytes: 5_000_000, items: 10_000),
]
// The same documents with every number wrong, so renumbering rewrites every item.
let spoiled = documents.map { document in
    scenario(name: document.name, totalBytes: document.text.utf8.count, items: document.items) {
        $0 == 1 ? 1 : 2 * $0
    }
}
// The 5 KB document's 100-item list inside 5 MB of journal: only the document's size differs.
let sameListLarge = scenario(name: "5 MB", totalBytes: 5_000_000, items: 100)

struct Row {
    var operation: String
    var documents: [Scenario]
    var run: (Scenario) -> Int
}

let enterAtEnd: (Scenario) -> Int = {
    engine.respond(to: .enter, in: $0.text, cursor: $0.listEnd).edits.count
}
let rows = [
    Row(operation: "Enter at the end of the list (E2)", documents: documents, run: enterAtEnd),
    Row(
        operation: "Enter at the end of the same 100-item list",
        documents: [documents[0], documents[0], sameListLarge], run: enterAtEnd),
    Row(operation: "Backspace in the last item's text (B6 fallback)", documents: documents) {
        engine.respond(to: .backspace, in: $0.text, cursor: $0.listEnd).edits.count
    },
    Row(operation: "Enter at the first item's start (E7, renumbers all)", documents: documents) {
        engine.respond(to: .enter, in: $0.text, cursor: $0.listStart).edits.count
    },
    Row(operation: "renumberList, every number wrong (N2)", documents: spoiled) {
        engine.renumberList(in: $0.text, at: $0.listEnd).count
    },
]

func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

print("SmartLists benchmark: median time per operation (release build)")
for document in documents {
    print(
        "  \(document.name) document: \(document.text.utf8.count) bytes, a \(document.items)-item ordered list"
    )
}
print("")
print(pad("operation", 54) + pad("5 KB", 12) + pad("50 KB", 12) + pad("5 MB", 12) + "5 MB / 5 KB")
for row in rows {
    let times = measure(row.documents.map { document in { row.run(document) } })
    let ratio = nanoseconds(times[2]) * 100 / max(1, nanoseconds(times[0]))
    let middle = row.documents[1].text == row.documents[0].text ? "-" : format(times[1])
    print(
        pad(row.operation, 54) + pad(format(times[0]), 12) + pad(middle, 12) + pad(format(times[2]), 12)
            + hundredths(ratio) + "×")
}
print("")
print(
    "Lists: 100, 1,000 and 10,000 items; \"same 100-item list\" puts the 5 KB document's list inside 5 MB."
)
