extension Keymap {
  /// The keys the app starts with. In the input line every printable key is text; in the
  /// list printable keys are commands (`j`/`k` move, `x` completes, `e` edits, `p` sets a
  /// priority, `d` deletes, `a` adds, `q` quits); editing a todo uses the input line's
  /// keys, with Enter to save and Esc to cancel. Pure.
  public static let standard = Keymap(
    [
      .adding: ModeKeys(
        [
          Binding([.enter], "add", .list(.addInput), "add", footer: 1),
          Binding([.down, .tab], "focusList", .list(.focusList), "to list", footer: 5),
          Binding([.escape], "clearInput", .lineEdit(.clearInput), "clear", footer: 7),
        ] + lineEditing + everywhere(showingHelpAndQuit: true),
        unbound: .typesText, takesPastes: true),
      .browsing: ModeKeys(
        [
          Binding([.up, "k"], "moveUp", .list(.moveSelection(by: -1)), "select", footer: 1),
          Binding([.down, "j"], "moveDown", .list(.moveSelection(by: 1)), "select", footer: 1),
          Binding(["x", " "], "toggleDone", .completion(.toggle), "done", footer: 4),
          Binding(["e", .enter], "edit", .editing(.start), "edit", footer: 5),
          Binding(["E"], "editInEditor", .externalEdit(.open), "edit in editor"),
          Binding(["p"], "priority", .priority(.choose), "priority"),
          Binding(["+"], "raisePriority", .priority(.change(by: 1)), "raise priority"),
          Binding(["-"], "lowerPriority", .priority(.change(by: -1)), "lower priority"),
          Binding(["d", .delete, .backspace], "delete", .list(.deleteSelected), "delete", footer: 2),
          Binding(["A"], "archive", .archive(.start), "archive done"),
          Binding(["/"], "search", .search(.start), "search"),
          Binding(["h"], "hideDone", .view(.toggleHideDone), "hide/show done"),
          Binding(["H"], "showHidden", .view(.toggleShowHidden), "show t:/h:1 todos"),
          Binding(["s"], "sort", .view(.cycleSort), "next sort"),
          Binding(["t"], "pickTag", .picker(.openTags), "projects, contexts"),
          Binding(["v"], "views", .savedViews(.open), "saved views"),
          Binding(["V"], "saveView", .savedViews(.startNaming), "save this view"),
        ] + recallingViews + [
          Binding([.pageUp], "pageUp", .list(.moveSelectionByPage(by: -1)), "page up"),
          Binding([.pageDown], "pageDown", .list(.moveSelectionByPage(by: 1)), "page down"),
          Binding(["g", .home], "moveToFirst", .list(.selectFirst), "first todo"),
          Binding(["G", .end], "moveToLast", .list(.selectLast), "last todo"),
          Binding(["a", "i", .tab, .escape], "focusInput", .list(.focusInput), "add", footer: 6),
          Binding(["?"], "help", .help(.toggle), "help", footer: 3),
          Binding(["q"], "quit", .system(.quit), "quit", footer: 0),
        ] + everywhere(showingHelpAndQuit: false),
        unbound: .isIgnored, takesPastes: true),
      .editing: ModeKeys(
        [
          Binding([.enter], "saveEdit", .editing(.save), "save", footer: 1),
          Binding([.escape], "cancelEdit", .editing(.cancel), "cancel", footer: 2),
        ] + lineEditing + [
          Binding([.control("s")], "save", .persistence(.saveNow), "save now"),
          Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0),
        ],
        unbound: .typesText, takesPastes: true),
      .choosingPriority: ModeKeys(
        [
          Binding(["0"], "clearPriority", .priority(.set(nil)), "no priority", footer: 1),
          Binding([.escape], "cancelPriority", .priority(.cancel), "cancel", footer: 2),
          Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0),
        ],
        unbound: .setsPriorityElse(.priority(.cancel)), takesPastes: false),
      .searching: ModeKeys(
        [
          Binding([.enter], "keepSearch", .search(.keep), "keep filter", footer: 1),
          Binding([.escape], "clearSearch", .search(.clear), "clear filter", footer: 2),
        ] + lineEditing + [
          Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0)
        ],
        unbound: .typesText, takesPastes: true),
      .mergingConflictCopy: ModeKeys(
        [
          Binding(["m"], "mergeCopy", .conflictCopies(.merge), "merge the copy", footer: 1),
          Binding(
            ["i", .escape], "ignoreCopy", .conflictCopies(.ignore), "leave the copy", footer: 2),
          Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0),
        ],
        unbound: .isIgnored, takesPastes: false),
      .pickingTag: ModeKeys(
        [
          Binding([.enter], "pick", .picker(.pick), "show its todos", footer: 1)
        ] + pickerMoves + [
          Binding([.escape, "q", "t"], "closePicker", .picker(.close), "close", footer: 2),
          Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0),
        ],
        unbound: .isIgnored, takesPastes: false),
      .pickingView: ModeKeys(
        [
          Binding([.enter], "pick", .picker(.pick), "show it", footer: 1)
        ] + pickerMoves + [
          Binding([.escape, "q", "v"], "closePicker", .picker(.close), "close", footer: 2),
          Binding(["s", "V"], "saveView", .savedViews(.startNaming), "save this view", footer: 3),
          Binding(["d", .delete], "deleteView", .savedViews(.delete), "delete", footer: 4),
        ] + recallingViews + [
          Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0)
        ],
        unbound: .isIgnored, takesPastes: false),
      .namingView: ModeKeys(
        [
          Binding([.enter], "saveNamedView", .savedViews(.save), "save the view", footer: 1),
          Binding([.escape], "cancelNamingView", .savedViews(.cancelNaming), "cancel", footer: 2),
        ] + lineEditing + [
          Binding([.control("c")], "quit", .system(.quit), "quit", footer: 0)
        ],
        unbound: .typesText, takesPastes: true),
      .help: ModeKeys(
        [
          Binding([.up], "scrollUp", .help(.scroll(by: -1)), "scroll up"),
          Binding([.down], "scrollDown", .help(.scroll(by: 1)), "scroll down"),
          Binding([.pageUp], "scrollPageUp", .help(.scrollByPage(by: -1)), "page up"),
          Binding([.pageDown], "scrollPageDown", .help(.scrollByPage(by: 1)), "page down"),
          Binding([.control("c")], "quit", .system(.quit), "quit"),
        ],
        unbound: .sends(.help(.toggle)), takesPastes: false),
    ],
    mouseHelp: [
      .entry(keys: "click", summary: "select; on ✕ delete; the button as Enter"),
      .entry(keys: "wheel", summary: "scroll the list"),
    ],
    whileTooSmall: ["quit", "save"])

  /// `1`–`9`: the saved views, one binding a place (one line in the help).
  private static let recallingViews: [Binding] = SavedViews.slots.map { slot in
    let digit = Character(String(slot))
    return Binding([.character(digit)], "view\(slot)", .savedViews(.recall(slot: slot)), "show a saved view")
  }

  /// Moving the selection in a picker.
  private static let pickerMoves: [Binding] = [
    Binding([.up, "k"], "pickUp", .picker(.move(by: -1)), "select", footer: 5),
    Binding([.down, "j"], "pickDown", .picker(.move(by: 1)), "select", footer: 5),
    Binding([.pageUp], "pickPageUp", .picker(.moveByPage(by: -1)), "page up"),
    Binding([.pageDown], "pickPageDown", .picker(.moveByPage(by: 1)), "page down"),
    Binding([.home, "g"], "pickFirst", .picker(.move(by: Int.min)), "first"),
    Binding([.end, "G"], "pickLast", .picker(.move(by: Int.max)), "last"),
  ]

  /// The input line's editing keys, the same when adding and when editing a todo.
  private static let lineEditing: [Binding] = [
    Binding([.backspace], "deleteBackward", .lineEdit(.deleteBackward), "delete before cursor"),
    Binding([.delete, .control("d")], "deleteForward", .lineEdit(.deleteForward), "delete at cursor"),
    Binding([.left, .control("b")], "cursorLeft", .lineEdit(.moveCursor(.left)), "cursor left"),
    Binding([.right, .control("f")], "cursorRight", .lineEdit(.moveCursor(.right)), "cursor right"),
    Binding([.home, .control("a")], "lineStart", .lineEdit(.moveCursor(.lineStart)), "start of line"),
    Binding([.end, .control("e")], "lineEnd", .lineEdit(.moveCursor(.lineEnd)), "end of line"),
    Binding([.alt("b")], "wordLeft", .lineEdit(.moveCursor(.wordLeft)), "word left"),
    Binding([.alt("f")], "wordRight", .lineEdit(.moveCursor(.wordRight)), "word right"),
    Binding([.control("w")], "deleteWord", .lineEdit(.deleteWordBackward), "delete word"),
    Binding([.control("u")], "deleteToStart", .lineEdit(.deleteToLineStart), "delete to start"),
    Binding([.control("k")], "deleteToEnd", .lineEdit(.deleteToLineEnd), "delete to end"),
  ]

  /// The keys that work in the input line and the list alike; the list's footer offers its
  /// own `?` and `q` instead of F1 and Ctrl-C.
  private static func everywhere(showingHelpAndQuit: Bool) -> [Binding] {
    [
      Binding([.control("z")], "undo", .history(.undo), "undo", footer: 6),
      Binding(
        [.control("r")], "reload", .persistence(.reload), "reload", footer: 3, when: .loadFailed),
      Binding([.control("s")], "save", .persistence(.saveNow), "save now"),
      Binding([.function(1)], "help", .help(.toggle), "help", footer: showingHelpAndQuit ? 3 : nil),
      Binding([.control("c")], "quit", .system(.quit), "quit", footer: showingHelpAndQuit ? 0 : nil),
      // Last, so that the footer entry appearing after an undo shifts no other entry.
      Binding([.control("y")], "redo", .history(.redo), "redo", footer: 9, when: .canRedo),
    ]
  }
}
