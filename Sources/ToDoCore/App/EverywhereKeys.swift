/// The keys that work in the input line and the list alike, and the quit key of every other
/// mode. Pure data.
enum EverywhereKeys {
  /// Undo, reload, save, help, quit and redo; the list's footer offers its own `?` and `q`
  /// instead of F1 and Ctrl-C.
  static func bindings(showingHelpAndQuit: Bool) -> [Binding] {
    [
      Binding([.control("z")], "undo", .history(.undo), "undo", footer: 6),
      Binding(
        [.control("r")], "reload", .reload(.now), "reload", footer: 3, when: .loadFailed),
      Binding([.control("s")], "save", .persistence(.saveNow), "save now"),
      Binding([.function(1)], "help", .help(.toggle), "help", footer: showingHelpAndQuit ? 3 : nil),
      Binding([.control("c")], "quit", .system(.quit), "quit", footer: showingHelpAndQuit ? 0 : nil),
      // Last, so that the footer entry appearing after an undo shifts no other entry.
      Binding([.control("y")], "redo", .history(.redo), "redo", footer: 9, when: .canRedo),
    ]
  }

  /// Ctrl-C, in every mode.
  static let quit = Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0)
}
