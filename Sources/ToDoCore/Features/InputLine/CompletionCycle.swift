/// Where Tab's completion of the word before the cursor stands: the words it offers, the
/// one shown, where the word starts, and the line and mode as the last Tab left them. A
/// second Tab on that very line shows the next word; any other change to the line or the
/// mode ends the cycle, the completed text staying. Pure value.
struct CompletionCycle: Equatable, Sendable {
  /// The words that complete the typed prefix, in order (at least one).
  let matches: [String]
  /// The word shown now, an index into `matches`.
  var shown: Int
  /// Where the completed word starts, in characters.
  let wordStart: Int
  /// The line as the last Tab left it.
  var line: InputLine
  /// The mode the cycle was started in.
  let mode: Mode.Kind
}
