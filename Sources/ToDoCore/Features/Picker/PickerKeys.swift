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
