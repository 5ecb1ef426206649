import ToDoCore

/// Adding lines to a list and taking them out, as a save does it (a todo moved to another
/// list, an undone move): the list read, changed, and stored through `save`, so the lock,
/// the merge with another program's change, the safe write and the flush are the save's.
/// Never blocks the caller; `completion` may be called on any thread.
extension ToDoStore {
  /// Appends `lines` to the stored list; answers once they are written and flushed.
  public func add(
    _ lines: [String], completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void
  ) {
    change(completion: completion) { list in
      list.append(contentsOf: lines.enumerated().map { ToDo(id: list.count + $0.offset, title: $0.element) })
    }
  }

  /// Takes one line equal to each of `lines` out of the stored list (the last such one: an
  /// added line goes at the end); a line no longer there is left alone.
  public func remove(
    _ lines: [String], completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void
  ) {
    change(completion: completion) { list in
      for line in lines {
        guard let index = list.lastIndex(where: { $0.title == line }) else { continue }
        _ = list.remove(at: index)
      }
    }
  }

  /// Reads the list, changes it with `body` and stores the change.
  private func change(
    completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void,
    _ body: @escaping @Sendable (inout ToDoList) -> Void
  ) {
    load { [self] result in
      switch result {
      case .failure(let error):
        completion(.failure(error))
      case .success(let titles):
        let base = ToDoList(titles: titles, firstID: 0)
        var changed = base
        body(&changed)
        save(changed, base: base) { saved in completion(saved.map { _ in () }) }
      }
    }
  }
}
