extension ConflictCopiesSlice {
  /// Sync conflict copies: looked for, offered, merged or left, moved aside. Pure.
  mutating func reduce(_ action: ConflictCopyAction) -> Command? {
    switch action {
    case .arrived:
      // Looked for once the list has loaded (the load's own scan finds it then), never
      // while the app leaves.
      return loadStatus == .loaded && quitting.request == nil ? .conflictCopies(.find) : nil
    case .found(let copies):
      conflictCopiesFound(copies)
    case .merge:
      return mergeConflictCopy()
    case .ignore:
      ignoreConflictCopy()
    case .movedAside(let name):
      conflictCopyMovedAside(name)
    case .notMoved(let name, let reason):
      status = StatusMessage(
        "Not moved aside: \(reason); move ‘\(name)’ out of the list's folder, or it is offered again.",
        kind: .warning)
    }
    return nil
  }

  /// The sync conflict copies beside the list: one that cannot be read is said and left
  /// alone (never merged, moved nor deleted); the others, unless left alone before or
  /// already waiting, wait for the user's answer, and the first is asked about. Pure.
  mutating func conflictCopiesFound(_ copies: [ConflictCopy]) {
    let known = conflictCopies.leftAlone.union(conflictCopies.waiting.map(\.name))
    var saidAProblem = false
    for copy in copies where !known.contains(copy.name) {
      if let problem = copy.problem {
        conflictCopies.leftAlone.insert(copy.name)
        status = StatusMessage(
          "Sync conflict copy not merged: \(problem); ‘\(copy.name)’ is left as it is.", kind: .warning)
        saidAProblem = true
      } else {
        conflictCopies.waiting.append(copy)
      }
    }
    guard mode != .mergingConflictCopy else { return }  // The question asked stays.
    askAboutConflictCopy(keepingStatus: saidAProblem)
  }

  /// `m`: the first waiting copy's lines the list lacks are added on top, as one undoable
  /// step, selected where they begin; the status line names them; the root saves the list
  /// at once. The copy is moved aside only once a save has left the list on disk with them
  /// (`moveMergedCopiesAside`), at once when it adds nothing to a list with nothing
  /// unsaved: a crash between the two leaves it beside the list, offered again, never its
  /// todos in neither file (decision 0310). Pure.
  mutating func mergeConflictCopy() -> Command? {
    guard mode == .mergingConflictCopy, let copy = conflictCopies.waiting.first else { return nil }
    conflictCopies.waiting.removeFirst()
    mode = .browsing
    let lacking = copy.lines(lackingFrom: document.todos)
    if lacking.isEmpty {
      status = StatusMessage("Nothing to merge from ‘\(copy.name)’: the list has all its todos.", kind: .info)
    } else {
      let added = lacking.map { document.makeToDo(title: $0) }
      view.follow(document.add(added, at: 0), in: document)
      view.select(row: view.rows.row(ofDocumentIndex: 0) ?? 0, in: document, chosen: false)
      let names = lacking.prefix(3).map { "‘\($0)’" }.joined(separator: ", ")
      let more = lacking.count > 3 ? " and \(lacking.count - 3) more" : ""
      status = StatusMessage(
        "Merged \(lacking.count.counted("todo")) from ‘\(copy.name)’ (Ctrl-Z undoes): \(names)\(more)",
        kind: .info)
    }
    askAboutConflictCopy(keepingStatus: true)
    if lacking.isEmpty, !saving.hasUnsavedChanges, saving.saveInFlight == nil {
      return .conflictCopies(.moveAside(copy.name))
    }
    conflictCopies.mergedUnsaved.append(copy.name)
    return nil
  }

  /// `i` or Esc: the first waiting copy is left alone this session. Pure.
  mutating func ignoreConflictCopy() {
    guard mode == .mergingConflictCopy, let copy = conflictCopies.waiting.first else { return }
    conflictCopies.waiting.removeFirst()
    conflictCopies.leftAlone.insert(copy.name)
    mode = .browsing
    status = StatusMessage(
      "Left ‘\(copy.name)’ as it is; it is offered again at the next start.", kind: .info)
    askAboutConflictCopy(keepingStatus: true)
  }

  /// The step after every action: a copy that waits is asked about once the list has the
  /// keys (the user went there, or closed what covered it). O(1) when none waits. Pure.
  mutating func askAboutAWaitingConflictCopy() {
    guard !conflictCopies.waiting.isEmpty, mode == .browsing else { return }
    askAboutConflictCopy()
  }

  /// The copy merged is out of the list's folder: a later scan does not find it. Pure.
  mutating func conflictCopyMovedAside(_ name: String) {
    guard conflictCopies.waiting.isEmpty, let status, status.text.contains(name) else { return }
    self.status = StatusMessage(
      status.text + "; the copy is in \(State.mergedCopiesFolder)/", kind: status.kind)
  }

  /// Asks about the first waiting copy, if any, once the list has the keys. While the
  /// input line has them, the status line says a copy waits and how to answer, and the
  /// question waits: its keys (`m`, `i`) typed as text must never merge nor leave a copy.
  /// While the help, an edit, a search or a box has them, it asks once they are done (see
  /// `askAboutAWaitingConflictCopy`). With `keepingStatus`, what the status line said (what
  /// was just done) follows the question. Pure.
  mutating func askAboutConflictCopy(keepingStatus: Bool = false) {
    guard let copy = conflictCopies.waiting.first else { return }
    let lacking = copy.lines(lackingFrom: document.todos).count
    switch mode {
    case .browsing, .mergingConflictCopy: break
    case .adding:
      status = StatusMessage(
        "Sync conflict copy ‘\(copy.name)’: \(lacking.counted("todo")) not in the list. "
          + "↓ to the list to answer (m merges · i leaves it)", kind: .warning)
      return
    case .help, .editing, .choosingPriority, .searching, .picking, .namingView, .keepingDemo, .linking:
      return
    }
    mode = .mergingConflictCopy
    let question =
      "Sync conflict copy ‘\(copy.name)’: \(lacking.counted("todo")) not in the list. m merges · i leaves it"
    if keepingStatus, let status {
      self.status = StatusMessage(question + " — " + status.text, kind: .warning)
    } else {
      status = StatusMessage(question, kind: .warning)
    }
  }
}

extension State {
  /// The folder beside the list where merged copies go.
  public static let mergedCopiesFolder = ".todo-merged"

  /// After a save came back: once this list is on disk as it is, the copies merged into it
  /// are moved aside, in the order they were merged. The root's (it reads the saves). Pure.
  mutating func moveMergedCopiesAside(after action: PersistenceAction) -> Command? {
    guard action.leftTheListOnDisk, saving.saveInFlight == nil, !saving.hasUnsavedChanges else { return nil }
    let names = conflictCopies.mergedUnsaved
    conflictCopies.mergedUnsaved = []
    return names.count == 1
      ? .conflictCopies(.moveAside(names[0])) : .batch(names.map { .conflictCopies(.moveAside($0)) })
  }
}

extension ActionHook {
  /// A sync conflict copy's question, once the list has the keys.
  static func conflictCopiesAskAboutWaiting(_ state: inout State, _: inout ActionStep) -> Command? {
    state.askAboutAWaitingConflictCopy()
    return nil
  }
  /// The merged copies moved aside once a save left their todos on disk. Before the
  /// lists' step: a switch it goes on with must not take the copies' folder.
  static func conflictCopiesMoveAside(_ state: inout State, _ step: inout ActionStep) -> Command? {
    guard case .persistence(let persistence) = step.action, !state.conflictCopies.mergedUnsaved.isEmpty
    else { return nil }
    return state.moveMergedCopiesAside(after: persistence)
  }
  /// The copy's todos are saved now, not after the debounce: it goes aside once they are
  /// on disk (decision 0310).
  static func conflictCopiesSaveMergedNow(_ state: inout State, _ step: inout ActionStep) -> Command? {
    if case .conflictCopies(.merge) = step.action, step.documentChanged(state) { step.savesNow = true }
    return nil
  }
}
