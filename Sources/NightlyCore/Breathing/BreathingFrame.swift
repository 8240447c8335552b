import NightlySettings
import SystemCalls

/// Draws one frame of the breathing animation: a pure function of what to show and the
/// terminal's size, so it can be tested without a terminal.
public enum BreathingFrame {
    /// Everything a frame shows.
    public struct Content: Equatable, Sendable {
        public var kind: BreathingPhaseKind
        /// 0…1 through the current phase.
        public var progress: Double
        /// Whole seconds left in the phase, counting up (3, 2, 1).
        public var secondsLeft: Int
        public var encouragement: String?
        public var paused: Bool

        public init(
            kind: BreathingPhaseKind, progress: Double, secondsLeft: Int, encouragement: String? = nil,
            paused: Bool = false
        ) {
            self.kind = kind
            self.progress = progress
            self.secondsLeft = secondsLeft
            self.encouragement = encouragement
            self.paused = paused
        }
    }

    /// The keys, shown on the last row.
    public static let hint = "→ write   ← back   space pause   q quit"

    /// The frame's rows, exactly `size.rows` of them, none wider than `size.columns`.
    ///
    /// The shape is an ellipse twice as wide as tall (terminal cells are tall), centred,
    /// whose size follows the phase: growing on the inhale, shrinking on the exhale.
    public static func lines(for content: Content, size: TerminalSize) -> [String] {
        let rows = max(1, size.rows)
        let columns = max(1, size.columns)
        var canvas = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
        let label =
            content.paused ? "Paused — space to go on" : "\(content.kind.label)  \(content.secondsLeft)"
        guard rows >= 7, columns >= 20 else {
            return [fit(label, columns)] + [String](repeating: "", count: rows - 1)
        }
        // Rows: 0 blank, 1 label, 2 blank, shape area, blank, encouragement, hint.
        let shapeTop = 3
        let shapeBottom = rows - 4
        let centreRow = Double(shapeTop + shapeBottom) / 2
        let centreColumn = Double(columns - 1) / 2
        let maxRadius = min(Double(shapeBottom - shapeTop) / 2, Double(columns - 2) / 4)
        let minRadius = min(1, maxRadius)
        let radius = minRadius + (maxRadius - minRadius) * content.kind.fullness(at: content.progress)
        if shapeBottom >= shapeTop {
            for row in shapeTop...shapeBottom {
                for column in 0..<columns {
                    let dy = Double(row) - centreRow
                    let dx = (Double(column) - centreColumn) / 2
                    let distance = (dx * dx + dy * dy).squareRoot()
                    if distance <= radius + 0.25 {
                        canvas[row][column] = distance >= radius - 0.75 ? "o" : "."
                    }
                }
            }
        }
        place(label, in: &canvas, row: 1)
        if let encouragement = content.encouragement {
            place(encouragement, in: &canvas, row: rows - 2)
        }
        place(hint, in: &canvas, row: rows - 1)
        return canvas.map { line in
            var text = String(line)
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    private static func place(_ text: String, in canvas: inout [[Character]], row: Int) {
        let columns = canvas[row].count
        let characters = Array(fit(text, columns))
        let start = max(0, (columns - characters.count) / 2)
        for (offset, character) in characters.enumerated() { canvas[row][start + offset] = character }
    }

    private static func fit(_ text: String, _ columns: Int) -> String {
        text.count <= columns ? text : String(text.prefix(columns))
    }
}
