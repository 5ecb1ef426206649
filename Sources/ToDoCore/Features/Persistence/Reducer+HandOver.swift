extension LifeCycleSlice {
  /// Asks for the terminal to be handed over (`handOver`: the user's editor on a todo or its
  /// note, or a stop for the shell), once no save is pending: every change made so far is in the file before
  /// another program holds the terminal and the app cannot run, so that a crash or a
  /// `kill -9` meanwhile loses nothing. With changes unsaved or a save running, the save
  /// starts now (the debounce is not waited for) and the hand-over waits for it
  /// (`continueHandOver`). Pure.
  mutating func handOverTerminal(_ handOver: TerminalHandOver) -> Command? {
    saving.waitingHandOver = handOver
    guard canSave, saving.hasUnsavedChanges || saving.saveInFlight != nil else {
      return continueHandOver(saveFailed: false)
    }
    let cancel: Command? = saving.isSaveScheduled ? .cancel(id: .save) : nil
    saving.isSaveScheduled = false
    return .sequence(cancel, saveCommand())
  }

  /// The hand-over waiting for the saves, when they are done (or the last one failed: the
  /// failure is on the status line, and the user's editor or the shell are not held back by
  /// it); nil while a save runs or has yet to start. Pure.
  mutating func continueHandOver(saveFailed: Bool) -> Command? {
    guard let handOver = saving.waitingHandOver else { return nil }
    let saved = !canSave || (saving.saveInFlight == nil && !saving.hasUnsavedChanges)
    guard saved || (saveFailed && saving.saveInFlight == nil) else {
      // A reload that ran instead may have left the changes to a save not yet started.
      return saving.saveInFlight == nil ? saveCommand() : nil
    }
    saving.waitingHandOver = nil
    switch handOver {
    case .editor(let id):
      // Looked up now: a merge while the save ran may have changed or removed the todo.
      guard let todo = todos.first(where: { $0.id == id }) else {
        status = StatusMessage(
          "Not opened in the editor: the todo was removed meanwhile (by a merge with the file).",
          kind: .warning)
        return nil
      }
      return .externalEdit(.edit(id, text: todo.title))
    case .note(let id, let name, let isNew):
      guard todos.contains(where: { $0.id == id }) else {
        status = StatusMessage(
          "Note not opened: the todo was removed meanwhile (by a merge with the file).",
          kind: .warning)
        return nil
      }
      return .note(.edit(id, name: name, isNew: isNew))
    case .stop:
      return .system(.stop)
    }
  }
}

/// What the terminal is handed over for: the user's editor on a todo (`E`) or on its note
/// (`N`: the file `name` in the notes folder, `isNew` when the todo has no `note:` yet), or
/// a stop for the shell (SIGTSTP). Pure data.
public enum TerminalHandOver: Equatable, Sendable {
  case editor(ToDo.ID)
  case note(ToDo.ID, name: String, isNew: Bool)
  case stop
}

extension ActionHook {
  /// A save came back while the terminal waits to be handed over: handed over once none
  /// is left to run.
  static func handOverGoesOn(_ state: inout State, _ step: inout ActionStep) -> Command? {
    guard state.saving.waitingHandOver != nil, step.action.isFileAnswer else { return nil }
    let failed = if case .persistence(.saveFailed) = step.action { true } else { false }
    return state.continueHandOver(saveFailed: failed)
  }
}
