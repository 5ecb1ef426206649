/// Editing a todo: the key that starts it from the list, and the editing mode's own keys
/// beside the input line's. Pure data.
enum EditingKeys {
  static let browsing = [Binding(["e", .enter], "edit", .editing(.start), "edit", footer: 5)]

  static let editing = ModeKeys(
    [
      Binding([.enter], "saveEdit", .editing(.save), "save", footer: 1),
      Binding([.escape], "cancelEdit", .editing(.cancel), "cancel", footer: 2),
    ] + [InputLineKeys.complete] + InputLineKeys.lineEditing + [
      Binding([.control("s")], "save", .persistence(.saveNow), "save now"),
      EverywhereKeys.quit,
    ],
    unbound: .typesText, takesPastes: true)
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let editing = EditingKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let editing = ModeDescription(
    kind: .editing, focus: .input, inputPurpose: .editedToDo, helpHeading: "Editing a todo",
    title: "While editing a todo (editing)", isPending: true, keys: EditingKeys.editing)
}
