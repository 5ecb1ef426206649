import ToDoCore

extension CommandInterpreter {
  /// The sync conflict copies beside the list: found, and moved aside once merged.
  /// Main-actor only.
  func runConflictCopies(_ command: ConflictCopyCommand) {
    switch command {
    case .find:
      environment.toDoStore.findConflictCopies { [deliver] copies in
        deliver(.conflictCopies(.found(copies)))
      }
    case .moveAside(let name):
      environment.toDoStore.moveConflictCopyAside(name) { [deliver] result in
        switch result {
        case .success: deliver(.conflictCopies(.movedAside(name)))
        case .failure(let error):
          deliver(.conflictCopies(.notMoved(name, reason: error.description)))
        }
      }
    }
  }
}
