/// Saved views: `v`, `V` and `1`–`9` in the list, the views' picker, and naming a view.
/// Pure data.
enum SavedViewsKeys {
  static let browsing =
    [
      Binding(["v"], "views", .savedViews(.open), "saved views"),
      Binding(["V"], "saveView", .savedViews(.startNaming), "save this view"),
    ] + recalling

  static let picking = ModeKeys(
    [
      Binding([.enter], "pick", .picker(.pick), "show it", footer: 1)
    ] + PickerKeys.moves + [
      Binding([.escape, "q", "v"], "closePicker", .picker(.close), "close", footer: 2),
      Binding(["s", "V"], "saveView", .savedViews(.startNaming), "save this view", footer: 3),
      Binding(["d", .delete], "deleteView", .savedViews(.delete), "delete", footer: 4),
    ] + recalling + [EverywhereKeys.quit],
    unbound: .saysNoCommand, takesPastes: false)

  static let naming = ModeKeys(
    [
      Binding([.enter], "saveNamedView", .savedViews(.save), "save the view", footer: 1),
      Binding([.escape], "cancelNamingView", .savedViews(.cancelNaming), "cancel", footer: 2),
    ] + InputLineKeys.lineEditing + [EverywhereKeys.quit],
    unbound: .typesText, takesPastes: true)

  /// `1`–`9`: the saved views, one binding a place (one line in the help).
  private static let recalling: [Binding] = SavedViews.slots.map { slot in
    let digit = Character(String(slot))
    return Binding([.character(digit)], "view\(slot)", .savedViews(.recall(slot: slot)), "show a saved view")
  }
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let savedViews = SavedViewsKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let pickingView = ModeDescription(
    kind: .pickingView, focus: .list, inputPurpose: .todo, helpHeading: nil,
    title: "Among the saved views, after v (pickingView)", isPending: true,
    keys: SavedViewsKeys.picking)

  /// The mode's row of `ModeTable`.
  static let namingView = ModeDescription(
    kind: .namingView, focus: .input, inputPurpose: .viewName, helpHeading: nil,
    title: "Naming a view to save, after V (namingView)", isPending: true,
    keys: SavedViewsKeys.naming)
}
