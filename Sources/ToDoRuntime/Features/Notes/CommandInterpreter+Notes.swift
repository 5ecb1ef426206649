import ToDoCore

extension CommandInterpreter {
  /// The notes folder: a note's first lines read on the worker, a note edited in the
  /// user's editor. Main-actor only.
  func runNote(_ command: NoteCommand) {
    switch command {
    case .read(let id, let name):
      guard let notes = environment.notes else {
        deliver(.note(.read(id, name: name, .unreadable("the demo list has no notes folder"))))
        return
      }
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.note(.read(id, name: name, notes.read(name))))
      }
    case .edit(let id, let name, let isNew):
      guard let notes = environment.notes else {
        deliver(.note(.edited(id, .failed("the demo list has no notes folder: start todo with a file"))))
        return
      }
      // As an external edit: the editor owns the terminal until it ends.
      var outcome = NoteEditOutcome.failed("the editor did not run")
      environment.withTerminalHandedOver { outcome = notes.edit(name, isNew: isNew) }
      deliver(.note(.edited(id, outcome)))
    }
  }
}
