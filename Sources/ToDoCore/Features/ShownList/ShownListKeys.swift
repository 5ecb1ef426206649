/// Hiding and sorting, from the list. Pure data.
enum ShownListKeys {
  static let browsing = [
    Binding(["h"], "hideDone", .view(.toggleHideDone), "hide/show done"),
    Binding(["H"], "showHidden", .view(.toggleShowHidden), "show t:/h:1 todos"),
    Binding(["s"], "sort", .view(.cycleSort), "next sort"),
  ]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let shownList = ShownListKeys.browsing
}
