/// Several lists: `L` (the chooser) and `M` (move to another list) in the list, and the
/// lists' box. Pure data.
enum ListsKeys {
  static let browsing = [
    Binding(["L"], "chooseList", .lists(.openChooser), "switch to another list"),
    Binding(["M"], "moveToList", .lists(.chooseMoveTarget), "move to another list"),
  ]

  static let picking = ModeKeys(
    [
      Binding([.enter], "pick", .picker(.pick), "choose", footer: 1)
    ] + PickerKeys.moves + [
      Binding([.escape, "q", "L"], "closePicker", .picker(.close), "close", footer: 2),
      EverywhereKeys.quit,
    ],
    unbound: .saysNoCommand, takesPastes: false)
}
