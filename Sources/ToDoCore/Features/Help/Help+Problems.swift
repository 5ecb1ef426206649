extension Help {
  /// The help's first lines when the config had problems at the start: a heading, then
  /// each problem wrapped to the help's summary column (the place, what is wrong, the
  /// fix), so that they stay findable after the status line moved on. None without
  /// problems. Pure.
  static func problemLines(_ problems: [String]) -> [Line] {
    guard !problems.isEmpty else { return [] }
    let heading = Line.heading(
      problems.count == 1
        ? "A config problem (its setting keeps its default)"
        : "\(problems.count) config problems (their settings keep their defaults)")
    return [heading]
      + problems.flatMap { problem in
        DetailArea.wrap(problem, width: 58, maximumLines: 8).map { Line.entry(keys: "", summary: $0) }
      }
  }
}

extension LifeCycleSlice {
  /// The status that says the config had problems: the first one, and the key that shows
  /// them all (the help, where they come first), after `before` (the load's "Loaded 8
  /// todos."). Wider than the line, it shows whole until the next key. Pure.
  func configProblemsStatus(after before: String?) -> StatusMessage? {
    guard let first = configProblems.first else { return nil }
    let help = keymap.keys(in: .adding).bindings.first { $0.command == "help" }?.keys.first?.label ?? "F1"
    let count = configProblems.count
    let lead =
      count == 1 ? "Config problem (\(help) shows it)" : "\(count) config problems (\(help) shows them)"
    return StatusMessage(
      (before.map { $0 + " " } ?? "") + lead + ": " + first, kind: .warning)
  }
}
