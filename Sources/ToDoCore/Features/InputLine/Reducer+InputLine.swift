extension InputLineSlice {
  /// The input line's edits, by its own reducer; an edit moves the focus to the line and
  /// replaces the status line with what the edit says, if anything. Pure.
  mutating func reduce(_ edit: LineEdit) -> Command? {
    focus = .input
    status = input.reduce(edit)
    return searchAfterDelay
  }
}
