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
