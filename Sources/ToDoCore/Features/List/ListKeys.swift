/// The list's mode: its own keys (moving, deleting, the focus, quitting) and, in the order
/// the footer and the help list them, the keys each feature adds to it. Pure data.
enum ListKeys {
  static let browsing = ModeKeys(
    [
      Binding([.up, "k"], "moveUp", .list(.moveSelection(by: -1)), "select", footer: 1),
      Binding([.down, "j"], "moveDown", .list(.moveSelection(by: 1)), "select", footer: 1),
    ] + CompletionKeys.browsing + MarksKeys.browsing + EditingKeys.browsing + ExternalEditKeys.browsing
      + NotesKeys.browsing
      + PriorityKeys.browsing + PostponeKeys.browsing + RemindersKeys.browsing + [
        Binding(["d", .delete, .backspace], "delete", .list(.deleteSelected), "delete", footer: 4),
        Binding(["y"], "duplicate", .list(.duplicateSelected), "duplicate"),
      ] + DependencyKeys.browsing + LinksKeys.browsing + ArchiveKeys.browsing + SyncKeys.browsing
      + SearchKeys.browsing
      + ShownListKeys.browsing + PickerKeys.browsing
      + SavedViewsKeys.browsing + SinceLastLookedKeys.browsing + ToDoHistoryKeys.browsing
      + ListsKeys.browsing + [
        Binding([.pageUp], "pageUp", .list(.moveSelectionByPage(by: -1)), "page up"),
        Binding([.pageDown], "pageDown", .list(.moveSelectionByPage(by: 1)), "page down"),
        Binding(["g", .home], "moveToFirst", .list(.selectFirst), "first todo"),
        Binding(["G", .end], "moveToLast", .list(.selectLast), "last todo"),
        Binding(["a", "i", .tab], "focusInput", .list(.focusInput), "add", footer: 6),
        Binding([.escape], "clearMarks", .marks(.clear), "clear marks, else add"),
      ] + HelpKeys.browsing + [
        Binding(["q"], "quit", .system(.quit), "quit", footer: 0)
      ] + EverywhereKeys.bindings(showingHelpAndQuit: false),
    unbound: .saysNoCommand, takesPastes: true)
}
