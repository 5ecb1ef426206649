/// A todo's history: `J` in the list, and the box of its events. Pure data.
enum ToDoHistoryKeys {
  static let browsing = [
    Binding(["J"], "toDoHistory", .toDoHistory(.open), "the todo's history")
  ]

  static let picking = ModeKeys(
    PickerKeys.moves + [
      Binding([.escape, "q", "J"], "closePicker", .picker(.close), "close", footer: 2),
      EverywhereKeys.quit,
    ],
    unbound: .saysNoCommand, takesPastes: false)
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let toDoHistory = ToDoHistoryKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let pickingHistory = ModeDescription(
    kind: .pickingHistory, focus: .list, inputPurpose: .todo, helpHeading: nil,
    title: "Among a todo's history, after J (pickingHistory)", isPending: true,
    keys: ToDoHistoryKeys.picking)
}
