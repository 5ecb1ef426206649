/// "Since you last looked": `W` in the list, and the box of the changes. Pure data.
enum SinceLastLookedKeys {
  static let browsing = [
    Binding(["W"], "outsideChanges", .sinceLastLooked(.open), "changes by others")
  ]

  static let picking = ModeKeys(
    [
      Binding(
        ["b", .enter], "bringBack", .sinceLastLooked(.bringBack), "bring a deleted todo back", footer: 1)
    ] + PickerKeys.moves + [
      Binding([.escape, "q", "W"], "closePicker", .picker(.close), "close", footer: 2),
      EverywhereKeys.quit,
    ],
    unbound: .saysNoCommand, takesPastes: false)
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let sinceLastLooked = SinceLastLookedKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let pickingChange = ModeDescription(
    kind: .pickingChange, focus: .list, inputPurpose: .todo, helpHeading: nil,
    title: "Among the changes by other programs, after W (pickingChange)", isPending: true,
    keys: SinceLastLookedKeys.picking)
}
