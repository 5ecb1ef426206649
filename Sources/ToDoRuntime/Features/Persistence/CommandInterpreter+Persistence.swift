import ToDoCore

extension CommandInterpreter {
  /// The list's loads and saves, through the environment's `ToDoStore`, and the list kept
  /// in a file of its own when the app leaves without saving it. Main-actor only.
  func runPersistence(_ command: PersistenceCommand) {
    switch command {
    case .load:
      if let lists = environment.lists, let path = lists.shownPath {
        settleInterruptedMoves(of: path, in: lists)
      }
      let store = environment.toDoStore
      let (journal, bounds) = (environment.journal, environment.journalBounds)
      store.load { [deliver] result in
        switch result {
        case .success(let titles):
          deliver(.persistence(.toDosLoaded(titles)))
        case .failure(let error): deliver(.persistence(.loadFailed(error.description)))
        }
        for notice in store.takeNotices() { deliver(.persistence(.fileNotice(notice))) }
      }
      // Once the load was compared with what the app last saw: whether the journal's steps
      // left the list as it is, so that they bind to their todos by place.
      store.findLastSeen { [deliver] lastSeen in
        if let journal,
          let restored = JournalReplay.restored(from: journal, within: bounds, lastSeen: lastSeen)
        {
          deliver(.persistence(restored))
        }
      }
      store.findOutsideChanges { [deliver] changes in
        guard let changes else { return }
        // Journaled once: the record of what the app saw is replaced by what it loaded, so
        // the next start finds them no more. On the store's queue, off the main thread.
        journal?.appendClosed(changes.changes)
        deliver(.sinceLastLooked(.found(changes)))
      }
    case .save(let todos, let base):
      let (store, journal) = (environment.toDoStore, environment.journal)
      store.save(todos, base: base) { [deliver] result in
        // Another program's changes the merge brought, journaled off the main thread.
        if case .success(.merged(let merged)) = result { journal?.appendOutside(merged, from: todos) }
        switch result {
        case .success(.saved): deliver(.persistence(.saved))
        case .success(.merged(let merged)): deliver(.persistence(.toDosMerged(merged)))
        case .success(.savedOverDeleted): deliver(.persistence(.savedOverDeletedFile))
        case .failure(let error): deliver(.persistence(.saveFailed(error.description)))
        }
        for notice in store.takeNotices() { deliver(.persistence(.fileNotice(notice))) }
      }
    case .keepUnsaved(let todos, let reason):
      if let note = environment.toDoStore.keepUnsaved(todos, reason: reason) { environment.noteAtExit(note) }
    }
  }
}
