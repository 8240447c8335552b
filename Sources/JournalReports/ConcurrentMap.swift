import Foundation
import JournalFormat

/// `transform` applied to every element on all cores, the results in the elements' order.
///
/// Elements go out in chunks, which keep the per-task overhead small next to the work of a
/// file. Parsing entries this way reaches cmark-gfm from several threads at once: safe only
/// because CmarkBridge attaches the tasklist extension alone. Autolink and strikethrough edit a
/// process-wide table while parsing; attaching them would need a lock around each parse.
/// Inlinable, so that callers in other modules (the exports) get it specialised.
@inlinable public func concurrentMap<Element: Sendable, Value>(
    _ elements: [Element], chunk: Int = 64, _ transform: @Sendable (Element) -> Value
) -> [Value] {
    let results = ResultSlots<Value>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: (elements.count + chunk - 1) / chunk) { part in
        for index in (part * chunk)..<min(elements.count, (part + 1) * chunk) {
            results[index] = transform(elements[index])
        }
    }
    return results.takeAll()
}
