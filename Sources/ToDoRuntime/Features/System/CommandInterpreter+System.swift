import ToDoCore

extension CommandInterpreter {
  /// The day read, and the process stopped as SIGTSTP asks. Main-actor only.
  func runSystem(_ command: SystemCommand) {
    switch command {
    case .readToday:
      deliver(readToday())
    case .stop:
      environment.stop()
    }
  }
}
