import ToDoCore

extension CommandInterpreter {
  /// The commands of several lists: finding them, showing one, adding a moved todo to one
  /// and taking an undone move's todos out of it. Main-actor only.
  func runLists(_ command: ListsCommand) {
    guard let lists = environment.lists else {
      switch command {
      case .add(let path, _):
        deliver(.lists(.notAddedToTarget(path: path, reason: "this session has one list")))
      case .find: deliver(.lists(.found([])))
      case .show, .moveSaved, .remove: break
      }
      return
    }
    switch command {
    case .find:
      let find = lists.find
      let shown = lists.shownPath
      environment.worker.schedule(after: .zero) { [deliver] in deliver(.lists(.found(find(shown)))) }
    case .show(let path):
      settleInterruptedMoves(of: path, in: lists)
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
    case .add(let path, let lines):
      guard let source = lists.shownPath else {
        deliver(.lists(.notAddedToTarget(path: path, reason: "no list is shown")))
        return
      }
      move(lines, from: source, to: path, in: lists)
    case .moveSaved:
      let intent = lists.pendingMove.take()
      environment.worker.schedule(after: .zero) { intent?.remove() }
    case .remove(let path, let lines):
      lists.writer(for: path).remove(lines) { [deliver] result in
        switch result {
        case .success: deliver(.lists(.removedFromTarget(path: path, reason: nil)))
        case .failure(let error):
          deliver(.lists(.removedFromTarget(path: path, reason: error.description)))
        }
      }
    }
  }

  /// A move, on the worker (it blocks): its intent recorded, then the lines added to the
  /// target and the intent marked `written`; `addedToTarget` then has the reducer take them
  /// out of the source and save it at once. A failed step settles the intent at once (the
  /// target's lines taken back if they got there). Main-actor only; never blocks.
  private func move(_ lines: [String], from source: String, to target: String, in lists: SessionLists) {
    let (writer, folder) = (lists.writer(for: target), lists.stateFolder)
    let pending = lists.pendingMove
    let stores = { @Sendable (path: String) -> any ToDoStore in
      path == target ? writer : FileToDoStore(path: path)
    }
    environment.worker.schedule(after: .zero) { [deliver] in
      let intent: MoveIntent
      do throws(ToDoStoreError) {
        let counts = try MoveRecovery.counts(of: lines, source: source, target: target, store: stores)
        intent = try MoveIntent.begin(
          source: source, target: target, lines: lines, counts: counts, stateFolder: folder)
      } catch {
        deliver(.lists(.notAddedToTarget(path: target, reason: error.description)))
        return
      }
      let added = waitForCompletion { writer.add(lines, completion: $0) }
      do throws(ToDoStoreError) {
        try added.get()
        try intent.targetWritten()
      } catch {
        MoveRecovery.settle(intentAt: intent.path, store: stores)
        deliver(.lists(.notAddedToTarget(path: target, reason: error.description)))
        return
      }
      pending.hold(intent)
      deliver(.lists(.addedToTarget(path: target)))
    }
  }

  /// Settles the moves a crash cut off that concern the list at `path`, before it is
  /// loaded or shown; the user is told once. Main-actor only; blocks only when a crash
  /// left an intent (one look at an empty folder otherwise).
  func settleInterruptedMoves(of path: String, in lists: SessionLists) {
    let notices = MoveRecovery.settleInterrupted(
      involving: path, stateFolder: lists.stateFolder, store: { lists.writer(for: $0) })
    for notice in notices { deliver(.persistence(.fileNotice(notice))) }
  }

  /// The git sync follows the list shown: `SyncCommand.run` syncs the list at `path`
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
