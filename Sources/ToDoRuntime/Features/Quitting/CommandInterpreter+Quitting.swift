import ToDoCore

extension CommandInterpreter {
  /// The demo's todos kept in the default list when the user asks on quitting.
  /// Main-actor only.
  func runQuitting(_ command: QuittingCommand) {
    switch command {
    case .keepDemo(let todos):
      let (scheduler, noteAtExit) = (environment.mainScheduler, environment.noteAtExit)
      environment.keepDemo(todos) { [deliver] result in
        switch result {
        case .success(let note):
          // The note first: the exit that follows the result prints it.
          scheduler.schedule(after: .zero) { MainActor.assumeIsolated { noteAtExit(note) } }
          deliver(.quitting(.demoKept))
        case .failure(let error):
          deliver(.quitting(.demoNotKept(reason: error.description)))
        }
      }
    }
  }
}
