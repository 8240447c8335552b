/// A step's state lives in two places on its first line: the byte between the brackets and the
/// ` → YYYY-MM-DD` marker at the end. A change of state rewrites only those.
extension ActionStep {
    /// The one splice of `bytes` (the text the step was read from) that gives the step `state`:
    /// the checkbox byte, and the marker inserted, changed or removed before any trailing
    /// spaces; `nil` when the step already is in `state`.
    func splice(to state: ActionStepState, in bytes: [UInt8]) -> ByteSplice? {
        guard self.state != state else { return nil }
        let checkbox = checkboxByte(for: state)
        let marker = markerBytes(for: state)
        switch (checkbox, marker) {
        case (let checkbox?, nil):
            return ByteSplice(range: stateOffset..<(stateOffset + 1), bytes: [checkbox])
        case (nil, let marker?):
            return ByteSplice(range: markerRange, bytes: marker)
        case (let checkbox?, let marker?):
            // One splice from the checkbox to the marker: the text between is written back as it was.
            let between = bytes[(stateOffset + 1)..<markerRange.lowerBound]
            return ByteSplice(range: stateOffset..<markerRange.upperBound, bytes: [checkbox] + between + marker)
        case (nil, nil):
            return nil
        }
    }

    /// Throws ``JournalError/noSuchItem(path:message:)`` when `state` cannot be written on the
    /// step: one with no text on its first line cannot be carried (`- [ ] → 2026-11-24` is not
    /// read as carried, or taking the marker away would leave `- [ ]`, no task item at all).
    func validate(_ state: ActionStepState, index: Int, path: String) throws {
        guard state.carriedTo != nil, markerRange.lowerBound <= stateOffset + 2 else { return }
        throw JournalError.noSuchItem(path: path, message: "action step \(index + 1) has no text to carry")
    }

    /// The step as it reads once ``splice(to:in:)`` is made in `bytes`.
    func setting(_ state: ActionStepState, in bytes: [UInt8]) -> ActionStep {
        guard self.state != state else { return self }
        var step = self
        if let checkbox = checkboxByte(for: state) { step.done = checkbox != UInt8(ascii: " ") }
        if let marker = markerBytes(for: state) {
            step.carriedTo = state.carriedTo
            var start = markerRange.lowerBound
            if marker.isEmpty {
                // Without the marker, the place for one is after the text's last visible byte.
                let line = (stateOffset + 2)..<markerRange.lowerBound
                start = CarriedMarker.insertionOffset(in: bytes, line: line, earliest: line.lowerBound)
            }
            step.markerRange = start..<(start + marker.count)
        }
        return step
    }

    /// The new byte between the brackets, or `nil` when it stays.
    private func checkboxByte(for state: ActionStepState) -> UInt8? {
        let ticked = state == .done
        return done == ticked ? nil : ticked ? UInt8(ascii: "x") : UInt8(ascii: " ")
    }

    /// What replaces ``markerRange`` (empty to remove the marker), or `nil` when it stays.
    private func markerBytes(for state: ActionStepState) -> [UInt8]? {
        // Only `.carried` keeps a marker: a carried step ticked or reopened is no longer carried.
        let wanted = state.carriedTo
        guard carriedTo != wanted else { return nil }
        return wanted.map(CarriedMarker.bytes(for:)) ?? []
    }
}

extension ActionStepState {
    /// The day of ``carried(to:)``, else `nil`.
    public var carriedTo: EntryDate? {
        if case .carried(let date) = self { return date }
        return nil
    }
}
