/// Hiding and sorting, from the list. Pure data.
enum ShownListKeys {
  static let browsing = [
    Binding(["h"], "hideDone", .view(.toggleHideDone), "hide/show done"),
    Binding(["H"], "showHidden", .view(.toggleShowHidden), "show t:/h:1 todos"),
    Binding(["s"], "sort", .view(.cycleSort), "next sort"),
  ]
}
