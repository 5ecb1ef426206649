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

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let lists = ListsKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let pickingList = ModeDescription(
    kind: .pickingList, focus: .list, inputPurpose: .todo, helpHeading: nil,
    title: "Among the lists, after L or M (pickingList)", isPending: true,
    keys: ListsKeys.picking)
}
