extension NotesSlice {
  /// A todo's note: the hand-over asked for, the note read, and what the editor left. Pure.
  mutating func reduce(_ action: NoteAction) -> Command? {
    switch action {
    case .open:
      return openNote()
    case .read(let id, let name, let content):
      // A read that comes back after the selection moved on is dropped.
      guard notePreview?.id == id, notePreview?.name == name else { return nil }
      notePreview?.content = content
      // A file the runtime would not open is named once, on the status line.
      if case .refused(let reason) = content { status = StatusMessage(reason, kind: .warning) }
      return nil
    case .edited(let id, let outcome):
      editedNote(id, outcome)
      return nil
    case .changedOutside(let names):
      return noteChangedOutside(names)
    }
  }

  /// The notes folder changed outside the app: the note the detail area shows is read
  /// again when it is among the files changed (or when the watch lost count), so that it
  /// shows what another program or the editor left, a note now missing included. Other
  /// notes' changes read nothing. Pure; O(names).
  mutating func noteChangedOutside(_ names: [String]?) -> Command? {
    guard let preview = notePreview else { return nil }
    if let names, !names.contains(preview.name) { return nil }
    return .note(.read(preview.id, name: preview.name))
  }

  /// `N` in the list: asks for the selected todo's note in the user's editor once the changes
  /// made so far are saved (`handOverTerminal`); a todo without a `note:` gets a new note's
  /// name made of its words (`NoteName.newName`), which the runtime makes unique in the
  /// notes folder. The tag is added only when the editor saved something
  /// (`editedNote`). Pure.
  mutating func openNote() -> Command? {
    guard let (_, todo) = selectedPlace else { return nil }
    if let name = NoteName.name(in: todo.title) {
      if let refusal = NoteName.refusal(of: name) {
        // Refused before the editor starts: it would open a file outside the folder.
        status = StatusMessage(refusal, kind: .warning)
        return nil
      }
      return handOverTerminal(.note(todo.id, name: name, isNew: false))
    }
    return handOverTerminal(.note(todo.id, name: NoteName.newName(for: todo.title), isNew: true))
  }

  /// The editor came back from the note of the todo `id`. A new note it saved gives the todo
  /// its `note:` tag as one undoable step (an undo takes the tag away; the file stays, as
  /// any file the user wrote); the note's first lines go to the detail area. An editor that
  /// failed, a new note left empty (no file is kept) or a todo gone meanwhile change
  /// nothing, and the status says which. Pure.
  mutating func editedNote(_ id: ToDo.ID, _ outcome: NoteEditOutcome) {
    switch outcome {
    case .saved(let name, let isNew, let content):
      notePreview = NotePreview(id: id, name: name, content: content)
      guard isNew else {
        // A missing note the editor saved nothing in is still missing.
        status =
          content == .missing
          ? StatusMessage("Note \(name) not made: the editor saved nothing.", kind: .info)
          : StatusMessage("Note \(name) saved.", kind: .success)
        return
      }
      let near = view.selection?.id == id ? view.rows.documentIndex(ofRow: view.selection?.row ?? 0) : 0
      guard let index = document.place(of: id, near: near) else {
        status = StatusMessage(
          "Note \(name) kept, but the todo was removed meanwhile (by a merge with the file).",
          kind: .warning)
        return
      }
      let title = NoteName.adding(name, to: document.todos[index].title)
      guard let change = document.change(at: index, to: title) else { return }
      follow([change])
      status = StatusMessage("Note \(name) made (Ctrl-Z to undo).", kind: .success)
    case .nothingSaved:
      status = StatusMessage("No note made: the editor saved nothing.", kind: .info)
    case .editorFailed(let editor, let exitStatus):
      let reason =
        exitStatus == 127
        ? "the editor “\(editor)” was not found; set VISUAL or EDITOR to the editor you use"
        : "the editor “\(editor)” exited with status \(exitStatus)"
      status = StatusMessage("Note not changed: \(reason).", kind: .warning)
    case .failed(let message):
      status = .failure(message, outcome: "note not changed")
    }
  }

  /// The step after every action: the note the detail area shows follows the selected
  /// todo. When the list has the focus and the selected todo has a `note:` other than the
  /// one kept, the note is read (`NoteCommand.read`; its lines come back as
  /// `NoteAction.read`); otherwise nothing is kept. One look at the selected line's bytes
  /// (O(log n) to find it, O(its length) to scan it, nothing made unless a new note is
  /// read), never a read of the file. Pure.
  mutating func refreshNotePreview() -> Command? {
    // A document set under the rows (as a test may) leaves no line to look at.
    guard focus == .list, !isShowingHelp, let selection = view.selection,
      selection.row < view.rows.count, case let index = view.rows.documentIndex(ofRow: selection.row),
      index < todos.count
    else {
      if notePreview != nil { notePreview = nil }
      return nil
    }
    let line = todos.line(at: index)
    let kept = notePreview.flatMap { $0.id == selection.id ? $0.name : nil }
    // nil: no note; true: the note kept; false: another note, whose name is made now.
    guard
      let same = NoteName.withValue(in: line, { value in kept?.utf8.elementsEqual(value) == true })
    else {
      if notePreview != nil { notePreview = nil }
      return nil
    }
    guard !same, let name = NoteName.withValue(in: line, { String(decoding: $0, as: UTF8.self) })
    else { return nil }
    if let refusal = NoteName.refusal(of: name) {
      // Never read: the name leads out of the notes folder. Said once, as it is selected.
      notePreview = NotePreview(id: selection.id, name: name, content: .refused(refusal))
      status = StatusMessage(refusal, kind: .warning)
      return nil
    }
    notePreview = NotePreview(id: selection.id, name: name)
    return .note(.read(selection.id, name: name))
  }
}

extension ActionHook {
  /// The note preview follows the selection.
  static func notesFollowSelection(_ state: inout State, _: inout ActionStep) -> Command? {
    state.refreshNotePreview()
  }
}
