/// A key the engine reacts to, pressed with a single caret and no selection.
public enum Key: String, Sendable, CaseIterable {
    /// Continues, splits, outdents or ends list items (spec E1–E16).
    case enter
    /// Indents the item under the caret with its subtree (spec T1–T4).
    case tab
    /// Outdents the item under the caret with its subtree (spec T5–T7).
    case shiftTab = "shift-tab"
    /// Removes a checkbox, a marker or extra padding (spec B1–B6).
    case backspace
}
