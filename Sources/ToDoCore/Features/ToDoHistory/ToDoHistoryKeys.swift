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
