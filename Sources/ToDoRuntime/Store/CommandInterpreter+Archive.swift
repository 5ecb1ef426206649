import ToDoCore

extension CommandInterpreter {
  /// An archive, on the worker (it blocks), as a move to the done file: its intent recorded
  /// (a line the done file keeps from an undone archive counted as this archive's), the
  /// lines appended, the intent marked `written`; `archived` then has the reducer take them
  /// out of the list and save it at once (`archiveSaved` ends the intent). A failed append
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
