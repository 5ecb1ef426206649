extension LifeCycleSlice {
  /// A reload brought `todo`'s own changes from the shell, the journal's last steps: they
  /// are taken as the history's last steps where the list reads as they left it (nothing
  /// is taken otherwise: an undo never takes back another program's edit), and the status
  /// line names the last and says that Ctrl-Z undoes it (decision 0355). Pure.
  mutating func takeShellSteps(_ steps: [ListEdit]) {
    guard let bound = document.adoptShellSteps(steps), let last = bound.last else { return }
    let more = bound.count > 1 ? " (and \((bound.count - 1).counted("change") ) before)" : ""
    status = StatusMessage(
      "From the shell: \(Self.described(last))\(more). Ctrl-Z undoes it.", kind: .info)
  }

  /// What the shell's step did, in a few words. Pure.
  static func described(_ step: ListEdit) -> String {
    switch step {
    case .inserted(let todo, _): return "added “\(todo.title)”"
    case .removed(let todo, _): return "deleted “\(todo.title)”"
    case .changed(let before, let after, _):
      let done = after.title.hasPrefix("x ") && !before.title.hasPrefix("x ")
      return done ? "done “\(before.title)”" : "changed “\(before.title)”"
    case .archived(let removals): return "archived \(removals.parts.count.counted("todo"))"
    case .grouped(let parts): return "changed \(parts.count.counted("todo"))"
    }
  }
}
