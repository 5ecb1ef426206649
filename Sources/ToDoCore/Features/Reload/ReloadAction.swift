/// Reading the list's file again: asked for, or seen changed by the watch, and what the
/// store found (past tense). Pure data.
public enum ReloadAction: Equatable, Sendable, Codable {
  /// Ctrl-R: load again after a failed load; once loaded, read the file again and say
  /// what came in.
  case now
  /// The list's file changed, was replaced, deleted or created (the watch on its folder
  /// saw it): maybe another program's change, maybe our own save; the reload tells.
  case fileChangedOutside
  /// The list's file cannot be watched (the system has no inotify instance or watch left):
  /// its identity is checked every `seconds` seconds instead until the watch is back.
  case watchUnavailable(checkingEvery: Int)
  /// The debounce of the file's changes elapsed: read it again.
  case due
  /// What the reload found.
  case reloaded(ReloadOutcome)
  /// The change the reload brought is the journal's last steps (oldest first), made by
  /// `todo` from the shell (`todo done 3`; their todos named by text and place): they
  /// become the history's last steps, so that Ctrl-Z undoes them (decision 0355).
  case shellSteps([ListEdit])
  case failed(String)
}
