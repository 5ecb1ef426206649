extension LifeCycleSlice {
  /// The answer to the question a quit of the changed demo asks (`askToKeepDemo`), and
  /// what came of keeping its todos. While they are written, only Ctrl-C (or the system)
  /// ends the wait. Pure.
  mutating func reduce(_ action: QuittingAction) -> Command? {
    guard case .keepingDemo(let focusBefore) = mode, let demo = quitting.demo else { return nil }
    switch action {
    case .keepDemo:
      guard !demo.isKeeping else { return nil }
      guard let keepsIn = demo.keepsIn else {
        status = StatusMessage(
          "There is no default list to keep them in (HOME is not set): n quits without them, Esc stays.",
          kind: .warning)
        return nil
      }
      quitting.demo?.isKeeping = true
      let added = demoAdded
      status = StatusMessage("Saving your \(added.count.counted("todo")) to \(keepsIn)…", kind: .info)
      return .quitting(.keepDemo(added))
    case .quitWithoutDemo:
      guard !demo.isKeeping else { return nil }
      return .exit(status: 0)
    case .stay:
      guard !demo.isKeeping else { return nil }
      mode = Mode(focusBefore)
      status = StatusMessage("Not quit: the demo list is still open, and still not saved.", kind: .info)
      return nil
    case .demoKept:
      guard demo.isKeeping else { return nil }
      quitting.demo?.isKeeping = false
      return .exit(status: 0)
    case .demoNotKept(let reason):
      guard demo.isKeeping else { return nil }
      quitting.demo?.isKeeping = false
      status = .failure(reason, outcome: "not kept; y tries again, n quits without them, Esc stays")
      return nil
    }
  }

  /// Whether the demo list holds todos the user added: a quit asks before it loses them.
  /// A list whose additions were undone or deleted, or whose samples alone were changed,
  /// has none to lose. Pure; O(n), once a quit.
  var demoHasChanges: Bool { quitting.demo != nil && !demoAdded.isEmpty }

  /// The todos the user added to the demo, in the list's order: those the demo did not
  /// load (by identity, so a sample edited or completed is still a sample). What `y` keeps;
  /// the samples are never written to the user's list (issue 44). Pure; O(n).
  var demoAdded: ToDoList {
    guard let loaded = quitting.demo?.loaded else { return document.todos }  // Typed while it loads.
    let samples = Set(loaded.map(\.id))
    return ToDoList(document.todos.filter { !samples.contains($0.id) })
  }

  /// A quit of the demo list: at once when it holds nothing of the user's; otherwise, when
  /// the user quit, it asks whether to keep the todos in the default list, and when the
  /// system ends the app (nobody can answer) they are kept in a file of their own, named on
  /// the way out. Pure.
  mutating func quitDemo(_ request: Quitting) -> Command? {
    guard demoHasChanges else {
      let exitStatus: Int32 = if case .ending(let status) = request { status } else { 0 }
      return .exit(status: exitStatus)
    }
    switch request {
    case .asked:
      quitting.request = nil
      if mode.kind.isPending { cancelPendingMode() }
      if case .keepingDemo = mode {} else { mode = .keepingDemo(returningTo: focus) }
      status = StatusMessage(demoQuestion, kind: .warning)
      return nil
    case .ending(let exitStatus):
      return .sequence(
        .persistence(.keepUnsaved(demoAdded, reason: "the app was ended before it could ask")),
        .exit(status: exitStatus))
    }
  }

  /// What a quit of the changed demo asks: short enough for 80 columns with the default
  /// list's path. Pure.
  private var demoQuestion: String {
    let count = demoAdded.count
    let todos = count == 1 ? "your todo" : "your \(count) todos"
    guard let keepsIn = quitting.demo?.keepsIn else {
      return "The demo list is not saved, and there is no default list (no HOME): n quits without "
        + "\(todos), Esc stays."
    }
    return "Keep \(todos)? y saves to \(keepsIn), n quits, Esc stays"
  }
}
