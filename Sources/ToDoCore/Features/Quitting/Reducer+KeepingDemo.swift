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
      status = StatusMessage("Saving \(document.todos.count.counted("todo")) to \(keepsIn)…", kind: .info)
      return .keepDemo(document.todos)
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

  /// Whether the demo list holds todos it did not load: a quit asks before it loses them.
  /// A list that was changed and changed back, or emptied, has none to lose. Pure; O(n),
  /// once a quit.
  var demoHasChanges: Bool {
    guard let demo = quitting.demo, !document.todos.isEmpty else { return false }
    guard let loaded = demo.loaded else { return true }  // Typed while it loads.
    return !document.todos.isEqual(to: loaded, comparingIDs: false)
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
        .keepUnsaved(document.todos, reason: "the app was ended before it could ask"),
        .exit(status: exitStatus))
    }
  }

  /// What a quit of the changed demo asks: short enough for 80 columns with the default
  /// list's path. Pure.
  private var demoQuestion: String {
    let todos = document.todos.count == 1 ? "the todo" : "the \(document.todos.count) todos"
    guard let keepsIn = quitting.demo?.keepsIn else {
      return "The demo list is not saved, and there is no default list (no HOME): n quits without "
        + "\(todos), Esc stays."
    }
    return "Keep \(todos)? y saves to \(keepsIn), n quits, Esc stays"
  }
}
