import ToDoCore

extension CommandInterpreter {
  /// The list's journal read on the worker. Main-actor only.
  func runToDoHistory(_ command: ToDoHistoryCommand) {
    switch command {
    case .readJournal:
      guard let journal = environment.journal else {
        deliver(.toDoHistory(.read([])))
        return
      }
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.toDoHistory(.read(journal.entries().map(\.record))))
      }
    }
  }
}
