/// Linking from the list: `w` starts choosing the todo the selected one waits for; while
/// choosing, the list's moves select, Enter links, Esc cancels. Pure data.
enum DependencyKeys {
  static let browsing = [
    Binding(["w"], "waitFor", .dependencies(.startLink), "waits for…")
  ]

  /// After `w`: the selection moves over the list; Enter takes the selected todo.
  static let linking = ModeKeys(
    [
      Binding([.enter], "linkSelected", .dependencies(.link), "waits for this one", footer: 1),
      Binding([.up, "k"], "linkUp", .list(.moveSelection(by: -1)), "select", footer: 5),
      Binding([.down, "j"], "linkDown", .list(.moveSelection(by: 1)), "select", footer: 5),
      Binding([.pageUp], "linkPageUp", .list(.moveSelectionByPage(by: -1)), "page up"),
      Binding([.pageDown], "linkPageDown", .list(.moveSelectionByPage(by: 1)), "page down"),
      Binding([.home, "g"], "linkFirst", .list(.selectFirst), "first todo"),
      Binding([.end, "G"], "linkLast", .list(.selectLast), "last todo"),
      Binding([.escape, "w"], "cancelLink", .dependencies(.cancelLink), "cancel", footer: 2),
      EverywhereKeys.quit,
    ],
    unbound: .saysNoCommand, takesPastes: false)
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let dependency = DependencyKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let linking = ModeDescription(
    kind: .linking, focus: .list, inputPurpose: .todo, helpHeading: nil,
    title: "After w, choosing the todo it waits for (linking)", isPending: true,
    keys: DependencyKeys.linking)
}
