/// The picker: `t` in the list, the projects and contexts' box, and the moves every picker
/// shares. Pure data.
enum PickerKeys {
  static let browsing = [Binding(["t"], "pickTag", .picker(.openTags), "projects, contexts")]

  static let pickingTag = ModeKeys(
    [
      Binding([.enter], "pick", .picker(.pick), "show its todos", footer: 1)
    ] + moves + [
      Binding([.escape, "q", "t"], "closePicker", .picker(.close), "close", footer: 2),
      EverywhereKeys.quit,
    ],
    unbound: .saysNoCommand, takesPastes: false)

  /// Moving the selection in a picker.
  static let moves: [Binding] = [
    Binding([.up, "k"], "pickUp", .picker(.move(by: -1)), "select", footer: 5),
    Binding([.down, "j"], "pickDown", .picker(.move(by: 1)), "select", footer: 5),
    Binding([.pageUp], "pickPageUp", .picker(.moveByPage(by: -1)), "page up"),
    Binding([.pageDown], "pickPageDown", .picker(.moveByPage(by: 1)), "page down"),
    Binding([.home, "g"], "pickFirst", .picker(.move(by: Int.min)), "first"),
    Binding([.end, "G"], "pickLast", .picker(.move(by: Int.max)), "last"),
  ]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let picker = PickerKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let pickingTag = ModeDescription(
    kind: .pickingTag, focus: .list, inputPurpose: .todo, helpHeading: nil,
    title: "Picking a project or context, after t (pickingTag)", isPending: true,
    keys: PickerKeys.pickingTag)
}
