/// The shell's steps in the app's history (decision 0355). Pure.
extension ToDoDocument {
  /// Takes `steps` (oldest first; their todos named by text and place only, as the journal
  /// holds them), the changes `todo` made from the shell that a reload just brought, as the
  /// last steps of the history, bound to the todos at their places: Ctrl-Z then undoes
  /// them, newest first. Returns the bound steps, or nil (nothing taken) when the list does
  /// not read as the steps left it at their places, so that an undo can never take back
  /// another program's edit. O(parts × chunk).
  mutating func adoptShellSteps(_ steps: [ListEdit]) -> [ListEdit]? {
    var next = nextID
    guard !steps.isEmpty, let bound = ExactStepBinding.bind(steps.reversed(), on: todos, next: &next) else {
      return nil
    }
    nextID = next
    for step in bound.reversed() { history.adopt(step, nextID: nextID) }
    return bound.reversed()
  }
}
