import ToDoCore

extension CommandInterpreter {
  /// The commands of several lists: finding them, showing one, adding a moved todo to one
  /// and taking an undone move's todos out of it. Main-actor only.
  func runListCommand(_ command: Command) {
    guard let lists = environment.lists else {
      if case .addToList(let path, _) = command {
        deliver(.lists(.notAddedToTarget(path: path, reason: "this session has one list")))
      }
      if case .findLists = command { deliver(.lists(.found([]))) }
      return
    }
    switch command {
    case .findLists:
      let find = lists.find
      let shown = lists.shownPath
      environment.worker.schedule(after: .zero) { [deliver] in deliver(.lists(.found(find(shown)))) }
    case .showList(let path):
      environment.toDoStore = lists.store(for: path)
      environment.notes = lists.notes(path)
      // Each list has its own journal: the one shown gets the steps made on it.
      if let journal = environment.journal {
        environment.journal = Journal(
          forList: path, stateFolder: Paths.directory(of: Paths.directory(of: journal.path)))
      }
      if let sync = lists.sync { followSync(sync, from: lists.shownPath, to: path) }
      if let fetch = lists.fetch { environment.fetchWithGit = { fetch(path) } }
      lists.shownPath = path
      lists.watch(path)
    case .addToList(let path, let lines):
      lists.writer(for: path).add(lines) { [deliver] result in
        switch result {
        case .success: deliver(.lists(.addedToTarget(path: path)))
        case .failure(let error):
          deliver(.lists(.notAddedToTarget(path: path, reason: error.description)))
        }
      }
    case .removeFromList(let path, let lines):
      lists.writer(for: path).remove(lines) { [deliver] result in
        switch result {
        case .success: deliver(.lists(.removedFromTarget(path: path, reason: nil)))
        case .failure(let error):
          deliver(.lists(.removedFromTarget(path: path, reason: error.description)))
        }
      }
    default:
      return
    }
  }

  /// The git sync follows the list shown: `Command.syncWithGit` syncs the list at `path`
  /// from now on. The list left (saved before any switch) gets one last sync on the sync's
  /// queue, so that its last changes are committed and pushed even if it is never shown
  /// again; its outcome is said only when it failed (the title's word is the shown list's).
  /// Main-actor only.
  private func followSync(
    _ sync: @escaping @Sendable (String) -> (outcome: SyncOutcome, mergeNotes: [String]),
    from left: String?, to path: String
  ) {
    environment.syncWithGit = { sync(path) }
    guard let left, left != path else { return }
    environment.syncWorker.schedule(after: .zero) { [deliver] in
      guard case .failed(let failure) = sync(left).outcome else { return }
      deliver(
        .persistence(
          .fileNotice("Sync of \(Paths.name(of: left)) failed: \(failure.reason). To fix: \(failure.fix)")))
    }
  }
}
