extension InputLineSlice {
  /// The input line's edits, by its own reducer; an edit moves the focus to the line and
  /// replaces the status line with what the edit says, if anything, and ends Tab's cycle.
  /// Tab is `completeWord`'s (the root's switch sends it there). Pure.
  mutating func reduce(_ edit: InputLineAction) -> Command? {
    if edit == .complete { return completeWord() ? searchAfterDelay : nil }
    completion = nil
    focus = .input
    status = input.reduce(edit)
    return searchAfterDelay
  }
}
