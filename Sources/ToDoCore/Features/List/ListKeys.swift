/// The list's own keys in its mode (moving, deleting, paging, the focus, quitting), in the
/// parts the mode's row (`ModeTable.browsingKeys`) puts the keys of the other features
/// between, in the order the footer and the help list them. Pure data.
enum ListKeys {
  /// The selection up and down: the first keys of the list's mode.
  static let selecting = [
    Binding([.up, "k"], "moveUp", .list(.moveSelection(by: -1)), "select", footer: 1),
    Binding([.down, "j"], "moveDown", .list(.moveSelection(by: 1)), "select", footer: 1),
  ]
  /// Deleting and duplicating the selected todo.
  static let changing = [
    Binding(["d", .delete, .backspace], "delete", .list(.deleteSelected), "delete", footer: 4),
    Binding(["y"], "duplicate", .list(.duplicateSelected), "duplicate"),
  ]
  /// Paging, the first and last todo, and the focus back to the input line.
  static let moving = [
    Binding([.pageUp], "pageUp", .list(.moveSelectionByPage(by: -1)), "page up"),
    Binding([.pageDown], "pageDown", .list(.moveSelectionByPage(by: 1)), "page down"),
    Binding(["g", .home], "moveToFirst", .list(.selectFirst), "first todo"),
    Binding(["G", .end], "moveToLast", .list(.selectLast), "last todo"),
    Binding(["a", "i", .tab], "focusInput", .list(.focusInput), "add", footer: 6),
    Binding([.escape], "clearMarks", .marks(.clear), "clear marks, else add"),
  ]
  /// Leaving the app from the list.
  static let quitting = [
    Binding(["q"], "quit", .system(.quit), "quit", footer: 0)
  ]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let listSelecting = ListKeys.selecting
  static let listChanging = ListKeys.changing
  static let listMoving = ListKeys.moving
  static let listQuitting = ListKeys.quitting
}
