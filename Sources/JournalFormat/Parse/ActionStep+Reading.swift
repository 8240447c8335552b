extension ActionStep {
    /// The step whose task item starts on line `number`, whose content (without its line break)
    /// is `range` of `bytes`; `nil` when the line has no checkbox. The full parse and
    /// ``PlainSteps`` both read a step's line here, so they cannot disagree on it.
    init?(bytes: [UInt8], line range: Range<Int>, number: Int) {
        guard let checkbox = TaskCheckbox.find(in: bytes, line: range) else { return nil }
        let textStart = checkbox.stateOffset + 2
        // The marker holds no `]`, so it always starts after the checkbox.
        let marker = CarriedMarker.find(in: bytes, line: range, textStart: textStart)
        let rest = bytes[textStart..<(marker?.range.lowerBound ?? range.upperBound)]
        let insertion = CarriedMarker.insertionOffset(in: bytes, line: range, earliest: textStart)
        self.init(
            text: HTMLComment.removing(from: String(decoding: rest, as: UTF8.self)).trimming(" \t"),
            done: checkbox.isChecked, carriedTo: marker?.date, line: number, stateOffset: checkbox.stateOffset,
            markerRange: marker?.range ?? insertion..<insertion)
    }
}
