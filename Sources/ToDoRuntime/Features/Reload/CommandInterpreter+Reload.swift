import ToDoCore

extension CommandInterpreter {
  /// The file read again, in the store's order with the saves. Main-actor only.
  func runReload(_ command: ReloadCommand) {
    switch command {
    case .read(let todos, let base):
      let (store, journal) = (environment.toDoStore, environment.journal)
      store.reload(todos, base: base) { [deliver] result in
        var shellSteps: [ListEdit] = []
        if case .success(.changed(let merged, _)) = result {
          shellSteps = journal?.appendOutside(merged, from: todos) ?? []
        }
        switch result {
        case .success(let outcome):
          deliver(.reload(.reloaded(outcome)))
          // todo's own step from the shell: Ctrl-Z undoes it (decision 0355).
          if !shellSteps.isEmpty { deliver(.reload(.shellSteps(shellSteps))) }
        case .failure(let error): deliver(.reload(.failed(error.description)))
        }
        for notice in store.takeNotices() { deliver(.persistence(.fileNotice(notice))) }
      }
    }
  }
}
