import ToDoCore

extension CommandInterpreter {
  /// The saved views written to their file on the worker. Main-actor only.
  func runSavedViews(_ command: SavedViewsCommand) {
    switch command {
    case .save(let views):
      let write = environment.writeViews
      environment.worker.schedule(after: .zero) { [deliver] in
        if let reason = write(views) {
          deliver(.savedViews(.notSaved(reason: reason)))
        } else {
          deliver(.savedViews(.saved))
        }
      }
    }
  }
}
