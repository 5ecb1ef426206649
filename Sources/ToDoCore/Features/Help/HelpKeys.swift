/// The help: `?` in the list, and the help's own keys: scrolling, `/` to turn to the other
/// page (any other key closes it). Pure data.
enum HelpKeys {
  static let browsing = [Binding(["?"], "help", .help(.toggle), "help", footer: 3)]

  static let help = ModeKeys(
    [
      Binding([.up], "scrollUp", .help(.scroll(by: -1)), "scroll up"),
      Binding([.down], "scrollDown", .help(.scroll(by: 1)), "scroll down"),
      Binding([.pageUp], "scrollPageUp", .help(.scrollByPage(by: -1)), "page up"),
      Binding([.pageDown], "scrollPageDown", .help(.scrollByPage(by: 1)), "page down"),
      Binding(["/"], "turnPage", .help(.turnPage), "search words, or keys"),
      Binding([.control("c")], "quit", .system(.quit), "quit"),
    ],
    unbound: .sends(.help(.toggle)), takesPastes: false)
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let help = HelpKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let help = ModeDescription(
    kind: .help, focus: nil, inputPurpose: .todo, helpHeading: nil,
    title: "In the help (help)", isPending: false, keys: HelpKeys.help)
}
