extension InputLine {
  /// The input line's own reducer: applies `edit` to the line and returns what to tell the
  /// user, if anything (characters that did not fit). Pure; touches only the line.
  mutating func reduce(_ edit: InputLineAction) -> StatusMessage? {
    let leftOutBefore = charactersLeftOut
    charactersLeftOut = 0
    switch edit {
    case .insert(let text):
      // Typed, pasted or replayed from a recording: the text a todo may hold (`ToDoText`).
      return insert(ToDoText.sanitized(text), leftOutBefore: leftOutBefore)
    case .deleteBackward: deleteBackward()
    case .deleteForward: deleteForward()
    case .deleteWordBackward: deleteWordBackward()
    case .deleteToLineStart: deleteToStart()
    case .deleteToLineEnd: deleteToEnd()
    case .clearInput: clear()
    case .complete: break  // The slice's: it reads the list (`completeWord`).
    case .moveCursor(let move):
      switch move {
      case .left: moveLeft()
      case .right: moveRight()
      case .lineStart: moveToStart()
      case .lineEnd: moveToEnd()
      case .wordLeft: moveWordLeft()
      case .wordRight: moveWordRight()
      }
    }
    return nil
  }

  /// Types `text` at the cursor; says how many characters were left out when it did not
  /// fit. A paste arrives in several parts: a part that finds the line already full adds
  /// to the count of the parts before it, less the character it only continues (marks cut
  /// from the character that the part before left out). Pure.
  private mutating func insert(_ text: String, leftOutBefore: Int) -> StatusMessage? {
    let before = self
    var dropped = insert(text)
    guard dropped > 0 else { return nil }
    let isFull = self.text == before.text && cursor == before.cursor && leftOutBefore > 0
    if isFull, text.startsWithCharacterExtension { dropped -= 1 }
    charactersLeftOut = (isFull ? leftOutBefore : 0) + dropped
    return StatusMessage(
      "Too long: \(charactersLeftOut.counted("character")) \(charactersLeftOut.wasOrWere) left out "
        + "(a todo holds at most \(Self.maximumLength) characters, \(Self.maximumByteCount) bytes).",
      kind: .warning)
  }
}

extension String {
  /// Whether the first scalar would join the character before it (a combining mark, a
  /// zero-width joiner): text cut inside a character starts with one. Pure, O(1).
  fileprivate var startsWithCharacterExtension: Bool {
    guard let first = unicodeScalars.first else { return false }
    var joined = "a"
    joined.unicodeScalars.append(first)
    return joined.count == 1
  }
}
