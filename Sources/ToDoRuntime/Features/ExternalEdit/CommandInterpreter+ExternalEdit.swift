import ToDoCore

extension CommandInterpreter {
  /// A todo edited in the user's editor. Main-actor only; blocks the loop while the editor
  /// runs.
  func runExternalEdit(_ command: ExternalEditCommand) {
    switch command {
    case .edit(let id, let text):
      // The editor owns the terminal until it ends: the loop neither draws nor reads
      // meanwhile, since this blocks it. Its result comes back as any other.
      var outcome = ExternalEditOutcome.failed("the editor did not run")
      let edit = environment.editText
      environment.withTerminalHandedOver { outcome = edit(text) }
      deliver(.externalEdit(.edited(id, outcome)))
    }
  }
}
