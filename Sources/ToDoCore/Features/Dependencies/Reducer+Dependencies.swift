extension DependencySlice {
  /// Linking: `w` starts choosing, Enter links (or unlinks) the todo chosen, Esc cancels.
  /// Pure.
  mutating func reduce(_ action: DependencyAction) -> Command? {
    switch action {
    case .startLink: startLink()
    case .link: linkToSelected()
    case .cancelLink:
      cancelPendingMode()
      status = StatusMessage("Nothing linked.", kind: .info)
    }
    return nil
  }

  /// `w` in the list: the marked todos (else the selected one) are the ones that will
  /// wait; the list's selection then chooses the todo they wait for. Pure; O(marks log marks).
  mutating func startLink() {
    guard let (_, todo) = selectedPlace else { return }
    let waiting = marks.isEmpty ? [todo.id] : marks.places.sorted { $0.value < $1.value }.map(\.key)
    mode = .linking(waiting)
    let who = waiting.count == 1 ? "“\(todo.title)”" : "the \(waiting.count) marked todos"
    status = StatusMessage(
      "Select the todo \(who) \(waiting.count == 1 ? "waits" : "wait") for: Enter links "
        + "(or unlinks), Esc cancels.", kind: .info)
  }

  /// Enter while choosing: the waiting todos wait for the selected one, each by an
  /// `after:` naming its `id:` (a new short one when it has none), or, when every one of
  /// them waited for it already, no longer do (the words that said so taken out). A todo
  /// cannot wait for itself, nor for one that waits for it (a cycle): refused, still
  /// choosing. One undoable step. Pure; O(the waiting todos' links), a walk for a cycle.
  mutating func linkToSelected() {
    guard case .linking(let waiting) = mode, let (_, chosen) = selectedPlace else { return }
    switch plan(linking: waiting, to: chosen.id) {
    case .refused(let why):
      status = StatusMessage("Not linked: \(why); select another, or Esc.", kind: .warning)
    case .gone:
      mode = .browsing
      status = StatusMessage("Nothing linked: the todo to link is gone.", kind: .warning)
    case .link(let waiters, let name, let isNew):
      mode = .browsing
      link(waiters, to: chosen, name: name, isNew: isNew)
    case .unlink(let waiters, let waiterNames, let chosenNames):
      mode = .browsing
      unlink(waiters, from: chosen, waiterNames: waiterNames, chosenNames: chosenNames)
    }
  }

  /// What Enter would do, read from the index before anything changes (so that no copy
  /// of it outlives the edits). Pure.
  private func plan(linking waiting: [ToDo.ID], to chosen: ToDo.ID) -> LinkPlan {
    let index = view.dependencies
    if waiting.contains(chosen) { return .refused("a todo cannot wait for itself") }
    let present = waiting.filter { document.place(of: $0, near: 0) != nil }
    guard !present.isEmpty else { return .gone }
    if present.allSatisfy({ index.waits($0, directlyFor: chosen) }) {
      return .unlink(
        present, waiterNames: present.flatMap { index.names(of: $0) },
        chosenNames: index.names(of: chosen))
    }
    let linking = present.filter { !index.waits($0, directlyFor: chosen) }
    for waiter in linking {
      if let path = index.waitingPath(from: chosen, to: waiter) {
        let names = (path + [chosen]).map { DependencyNotes.name(of: $0, in: index) }
        return .refused("it already waits for this one, a cycle (\(names.joined(separator: " → ")))")
      }
    }
    if let name = index.names(of: chosen).first { return .link(linking, name: name, isNew: false) }
    return .link(linking, name: index.freshName(), isNew: true)
  }

  /// Each of `waiters` waits for `chosen` now, under `name` (given to it first when
  /// `isNew`). Pure.
  private mutating func link(_ waiters: [ToDo.ID], to chosen: ToDo, name: String, isNew: Bool) {
    document.beginStep()
    defer { document.endStep() }
    if isNew { rewrite(chosen.id) { DependencyWords.adding(DependencyWords.nameKey, name, to: $0) } }
    for waiter in waiters {
      rewrite(waiter) { DependencyWords.adding(DependencyLinks.writtenKey, name, to: $0) }
    }
    let who = waiters.count == 1 ? "1 todo waits" : "\(waiters.count) todos wait"
    status = StatusMessage(
      "Linked: \(who) for “\(chosen.title)” (\(DependencyLinks.writtenKey)\(name); Ctrl-Z undoes it).",
      kind: .success)
  }

  /// Each of `waiters` no longer waits for `chosen`: `chosenNames` taken out of their
  /// waiting words, and `waiterNames` out of `chosen`'s `p:` words. Pure.
  private mutating func unlink(
    _ waiters: [ToDo.ID], from chosen: ToDo, waiterNames: [String], chosenNames: [String]
  ) {
    document.beginStep()
    defer { document.endStep() }
    for waiter in waiters {
      rewrite(waiter) {
        DependencyWords.removing(chosenNames, under: DependencyWords.waitingKeys, from: $0)
      }
    }
    rewrite(chosen.id) {
      DependencyWords.removing(waiterNames, under: [DependencyWords.awaitedKey], from: $0)
    }
    let who = waiters.count == 1 ? "1 todo no longer waits" : "\(waiters.count) todos no longer wait"
    status = StatusMessage("Unlinked: \(who) for “\(chosen.title)” (Ctrl-Z undoes it).", kind: .success)
  }

  /// Gives the todo `id` the text `edit` makes of its own, the rows and the index
  /// following. Pure.
  private mutating func rewrite(_ id: ToDo.ID, _ edit: (String) -> String) {
    guard let index = document.place(of: id, near: 0) else { return }
    let before = todos[index].title
    if let change = document.change(at: index, to: edit(before)) { follow([change]) }
  }
}

/// What Enter while choosing comes to, decided before the edits. Pure value.
private enum LinkPlan {
  case refused(String)
  case gone
  case link([ToDo.ID], name: String, isNew: Bool)
  case unlink([ToDo.ID], waiterNames: [String], chosenNames: [String])
}
