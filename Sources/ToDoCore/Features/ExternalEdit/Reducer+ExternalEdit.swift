extension ExternalEditSlice {
  /// Editing a todo in the user's editor: the hand-over asked for, and what came back. Pure.
  mutating func reduce(_ action: ExternalEditAction) -> Command? {
    switch action {
    case .open:
      return editExternally()
    case .edited(let id, let outcome):
      editedExternally(id, outcome)
      return nil
    }
  }

  /// `E` in the list: asks for the selected todo's text in the user's editor, once the
  /// changes made so far are saved (`handOverTerminal`). The runtime hands the terminal
  /// over and takes it back; what the editor left comes back as `editedExternally`. Pure.
  mutating func editExternally() -> Command? {
    guard let (_, todo) = selectedPlace else { return nil }
    return handOverTerminal(.editor(todo.id))
  }

  /// The editor came back for the todo `id`. Its first non-empty line, trimmed, its control
  /// characters dropped (`ToDoText.sanitized`) and its dates written as ISO dates (one that cannot be, kept as typed and said), replaces the todo's text, and every further
  /// non-empty line becomes a new todo right below it, as one undoable step. An editor that
  /// failed, a file left empty, a line too short or too long, or a todo gone meanwhile
  /// change nothing, and the status says which. Pure.
  mutating func editedExternally(_ id: ToDo.ID, _ outcome: ExternalEditOutcome) {
    let text: String
    switch outcome {
    case .edited(let edited):
      text = edited
    case .editorFailed(let editor, let exitStatus):
      let reason =
        exitStatus == 127
        ? "the editor “\(editor)” was not found; set VISUAL or EDITOR to the editor you use"
        : "the editor “\(editor)” exited with status \(exitStatus)"
      status = StatusMessage("Not changed: \(reason).", kind: .warning)
      return
    case .failed(let message):
      status = .failure(message, outcome: "not changed")
      return
    }
    // The same checks as typed and pasted text (`ToDoText`): the length before anything
    // walks the line, then no control character (a NUL would make the file unloadable).
    let raw = text.split(whereSeparator: \.isNewline)
    if let (number, excess) = raw.enumerated().lazy.compactMap({ entry in
      ToDoText.excess(of: String(entry.element)).map { (entry.offset + 1, $0) }
    }).first {
      status = StatusMessage(
        "Not changed: \(raw.count > 1 ? "line \(number) has" : "the text has") \(excess).", kind: .warning)
      return
    }
    // A date that cannot be written is kept as typed, and said: the editor's text is not
    // lost for it, and not saved silently either.
    var unwritten: [String] = []
    let lines = raw.map { line -> String in
      let typed = ToDoText.sanitized(String(line)).trimmingWhitespace()
      switch writingDates(typed, keepingUnreadDates: false) {
      case .success(let written):
        return written
      case .failure(.dateOutOfRange(let problem)), .failure(.unreadDate(let problem)):
        unwritten.append(problem)
        return (try? writingDates(typed, keepingUnreadDates: true).get()) ?? typed
      case .failure(.empty), .failure(.tooShort):
        return typed  // Not said by `writingDates`: the length is checked below.
      }
    }.filter { !$0.isEmpty }
    guard let first = lines.first else {
      status = StatusMessage("Not changed: the file was left empty (d deletes a todo).", kind: .warning)
      return
    }
    if let short = lines.first(where: { $0.count < State.minimumTitleLength }) {
      status = StatusMessage(
        "Not changed: “\(short)” is too short; a todo needs at least "
          + "\(State.minimumTitleLength.counted("character")).", kind: .warning)
      return
    }
    let near = view.selection?.id == id ? view.rows.documentIndex(ofRow: view.selection?.row ?? 0) : 0
    guard let index = document.place(of: id, near: near) else {
      status = StatusMessage(
        "Not saved: the todo was removed meanwhile (by a merge with the file); add it again.", kind: .warning)
      return
    }
    let added = lines.dropFirst().map { document.makeToDo(title: $0) }
    let changes = document.change(at: index, to: first, followedBy: added)
    guard !changes.isEmpty else {
      status = StatusMessage("Unchanged.", kind: .info)
      return
    }
    // The selection stays on the todo edited: it was selected when the editor opened.
    follow(changes)
    let more = added.isEmpty ? "" : " and \(added.count.counted("new todo")) below it"
    if let problem = unwritten.first {
      status = StatusMessage(
        "Saved\(more) (Ctrl-Z to undo), a date kept as typed: \(problem); e edits it.", kind: .warning)
      return
    }
    status = StatusMessage("Saved: “\(first)”\(more) (Ctrl-Z to undo).", kind: .success)
  }
}
