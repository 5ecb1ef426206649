import ToDoCore

extension CommandInterpreter {
  /// The sync with the vdir, on its own queue. Main-actor only.
  func runVdirSync(_ command: VdirSyncCommand) {
    switch command {
    case .run:
      let sync = environment.syncWithVdir
      environment.vdirSyncWorker.schedule(after: .zero) { [deliver] in
        deliver(.vdirSync(.finished(sync())))
      }
    }
  }
}
