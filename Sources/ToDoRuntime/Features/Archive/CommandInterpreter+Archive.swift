import ToDoCore

extension CommandInterpreter {
  /// The archive's commands: the done todos appended to the done file, and the archive's
  /// intent ended once the list is saved without them. Main-actor only.
  func runArchive(_ command: ArchiveCommand) {
    switch command {
    case .append(let lines, let copies):
      if let lists = environment.lists, let source = lists.shownPath {
        return archive(lines, copies: copies, of: source, in: lists)
      }
      environment.toDoStore.archive(lines, leavingOutCopies: copies) { [deliver] result in
        switch result {
        case .success(let path): deliver(.archive(.archived(doneFileName: Paths.name(of: path))))
        case .failure(let error): deliver(.archive(.failed(error.description)))
        }
      }
    case .saved:
      guard let lists = environment.lists else { return }
      let intent = lists.pendingArchive.take()
      environment.worker.schedule(after: .zero) { intent?.remove() }
    }
  }

  /// An archive, on the worker (it blocks), as a move to the done file: its intent recorded
  /// (a line the done file keeps from an undone archive counted as this archive's), the
  /// lines appended, the intent marked `written`; `archived` then has the reducer take them
  /// out of the list and save it at once (`ArchiveCommand.saved` ends the intent). A failed append
  /// settles the intent at once. Main-actor only; never blocks (decision 0301).
  func archive(_ lines: [String], copies: [String], of source: String, in lists: SessionLists) {
    let (store, folder, pending) = (environment.toDoStore, lists.stateFolder, lists.pendingArchive)
    environment.worker.schedule(after: .zero) { [deliver] in
      let failed = { (reason: String) in deliver(.archive(.failed(reason))) }
      let done: String
      let intent: MoveIntent
      let stores = { @Sendable (path: String) -> any ToDoStore in FileToDoStore(path: path) }
      do throws(ToDoStoreError) {
        done = try DoneFile.path(besideListAt: source)
        var counts = try MoveRecovery.counts(of: lines, source: source, target: done, store: stores)
        var kept = MoveRecovery.counts(copies)
        for index in lines.indices where kept[lines[index], default: 0] > 0 {
          kept[lines[index], default: 0] -= 1
          counts[index].target = max(0, counts[index].target - 1)
        }
        intent = try MoveIntent.begin(
          source: source, target: done, lines: lines, counts: counts, stateFolder: folder)
      } catch {
        return failed(error.description)
      }
      let archived = waitForCompletion { store.archive(lines, leavingOutCopies: copies, completion: $0) }
      do throws(ToDoStoreError) {
        let path = try archived.get()
        try intent.targetWritten()
        pending.hold(intent)
        deliver(.archive(.archived(doneFileName: Paths.name(of: path))))
      } catch {
        MoveRecovery.settle(intentAt: intent.path, store: stores)
        failed(error.description)
      }
    }
  }
}
