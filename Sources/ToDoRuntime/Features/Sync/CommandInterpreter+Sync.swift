import ToDoCore

extension CommandInterpreter {
  /// The git sync and the idle fetch, on the sync's own queue. Main-actor only.
  func runSync(_ command: SyncCommand) {
    switch command {
    case .run:
      let sync = environment.syncWithGit
      environment.syncWorker.schedule(after: .zero) { [deliver] in
        let (outcome, notes) = sync()
        deliver(.sync(.finished(outcome, mergeNotes: notes)))
      }
    case .fetch:
      let fetch = environment.fetchWithGit
      // The sync's queue: a fetch never runs beside a sync.
      environment.syncWorker.schedule(after: .zero) { [deliver] in
        deliver(.sync(.fetched(moved: fetch())))
      }
    }
  }
}
