extension Keymap {
  /// The keys the app starts with: each mode's from its row of the modes' table, where the
  /// features' folders give them (`Features/<feature>/…Keys.swift`). In the input line every
  /// printable key is text; in the list printable keys are commands. Pure.
  public static let standard = Keymap(
    Dictionary(uniqueKeysWithValues: ModeTable.rows.map { ($0.kind, $0.keys) }),
    mouseHelp: [
      .entry(keys: "click", summary: "select; on ✕ delete; the button as Enter"),
      .entry(keys: "wheel", summary: "scroll the list"),
    ],
    whileTooSmall: ["quit", "save"])
}
