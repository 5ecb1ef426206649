/// The input line's keys: the adding mode's, and the editing keys every mode with the
/// line shares. Pure data.
enum InputLineKeys {
  /// Adding: every printable key is text.
  static let adding = ModeKeys(
    [
      Binding([.enter], "add", .list(.addInput), "add", footer: 1),
      complete,
      Binding([.down], "focusList", .list(.focusList), "to list", footer: 5),
      Binding([.escape], "clearInput", .lineEdit(.clearInput), "clear", footer: 7),
    ] + lineEditing + EverywhereKeys.bindings(showingHelpAndQuit: true),
    unbound: .typesText, takesPastes: true)

  /// Tab: completes the `+project`, `@context` or `key:` before the cursor (a second Tab
  /// the next match); when adding, with no such word, moves to the list.
  static let complete = Binding([.tab], "complete", .lineEdit(.complete), "complete word")

  /// The input line's editing keys, the same when adding, editing a todo, searching or
  /// naming a view.
  static let lineEditing: [Binding] = [
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
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let adding = ModeDescription(
    kind: .adding, focus: .input, inputPurpose: .todo, helpHeading: "In the input line",
    title: "In the input line (adding)", isPending: false, keys: InputLineKeys.adding)
}
