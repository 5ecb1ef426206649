extension Keymap {
  /// The keys the app starts with. In the input line every printable key is text; in the
  /// list printable keys are commands (`j`/`k` move, `d` deletes, `a` adds, `q` quits);
  /// Enter in the list does nothing yet (it will edit the selected todo). Pure.
  public static let standard = Keymap(
    [
      .adding: ModeKeys(
        [
          Binding([.enter], "add", .submit, "add", footer: 1),
          Binding([.down, .tab], "focusList", .focusList, "to list", footer: 5),
          Binding([.escape], "clearInput", .clearInput, "clear", footer: 7),
          Binding([.backspace], "deleteBackward", .deleteBackward, "delete before cursor"),
          Binding([.delete, .control("d")], "deleteForward", .deleteForward, "delete at cursor"),
          Binding([.left, .control("b")], "cursorLeft", .moveCursor(.left), "cursor left"),
          Binding([.right, .control("f")], "cursorRight", .moveCursor(.right), "cursor right"),
          Binding([.home, .control("a")], "lineStart", .moveCursor(.lineStart), "start of line"),
          Binding([.end, .control("e")], "lineEnd", .moveCursor(.lineEnd), "end of line"),
          Binding([.alt("b")], "wordLeft", .moveCursor(.wordLeft), "word left"),
          Binding([.alt("f")], "wordRight", .moveCursor(.wordRight), "word right"),
          Binding([.control("w")], "deleteWord", .deleteWordBackward, "delete word"),
          Binding([.control("u")], "deleteToStart", .deleteToLineStart, "delete to start"),
          Binding([.control("k")], "deleteToEnd", .deleteToLineEnd, "delete to end"),
        ] + everywhere(showingHelpAndQuit: true),
        unbound: .typesText, takesPastes: true),
      .browsing: ModeKeys(
        [
          Binding([.up, "k"], "moveUp", .moveSelection(by: -1), "select", footer: 1),
          Binding([.down, "j"], "moveDown", .moveSelection(by: 1), "select", footer: 1),
          Binding(["d", .delete, .backspace], "delete", .deleteSelected, "delete", footer: 2),
          Binding([.pageUp], "pageUp", .moveSelectionByPage(by: -1), "page up"),
          Binding([.pageDown], "pageDown", .moveSelectionByPage(by: 1), "page down"),
          Binding(["g", .home], "moveToFirst", .selectFirst, "first todo"),
          Binding(["G", .end], "moveToLast", .selectLast, "last todo"),
          Binding(["a", "i", .tab, .escape], "focusInput", .focusInput, "add", footer: 4),
          Binding(["?"], "help", .toggleHelp, "help", footer: 3),
          Binding(["q"], "quit", .quit, "quit", footer: 0),
        ] + everywhere(showingHelpAndQuit: false),
        unbound: .isIgnored, takesPastes: true),
      .help: ModeKeys(
        [
          Binding([.up], "scrollUp", .scrollHelp(by: -1), "scroll up"),
          Binding([.down], "scrollDown", .scrollHelp(by: 1), "scroll down"),
          Binding([.pageUp], "scrollPageUp", .scrollHelpByPage(by: -1), "page up"),
          Binding([.pageDown], "scrollPageDown", .scrollHelpByPage(by: 1), "page down"),
          Binding([.control("c")], "quit", .quit, "quit"),
        ],
        unbound: .sends(.toggleHelp), takesPastes: false),
    ],
    mouseHelp: [
      .entry(keys: "click", summary: "select; on ✕ delete; on [ Add ] add"),
      .entry(keys: "wheel", summary: "scroll the list"),
    ],
    whileTooSmall: ["quit", "save"])

  /// The keys that work in the input line and the list alike; the list's footer offers its
  /// own `?` and `q` instead of F1 and Ctrl-C.
  private static func everywhere(showingHelpAndQuit: Bool) -> [Binding] {
    [
      Binding([.control("z")], "undo", .undo, "undo", footer: 6),
      Binding([.control("r")], "retryLoad", .retryLoad, "retry load", footer: 3, when: .loadFailed),
      Binding([.control("s")], "save", .saveNow, "save now"),
      Binding([.function(1)], "help", .toggleHelp, "help", footer: showingHelpAndQuit ? 3 : nil),
      Binding([.control("c")], "quit", .quit, "quit", footer: showingHelpAndQuit ? 0 : nil),
      // Last, so that the footer entry appearing after an undo shifts no other entry.
      Binding([.control("y")], "redo", .redo, "redo", footer: 9, when: .canRedo),
    ]
  }
}
