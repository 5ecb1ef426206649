extension State {
  /// The input line: edits it (which moves the focus to it), or adds what it holds. Pure.
  mutating func reduce(_ action: LineEdit) -> Command? {
    if case .submit = action {
      submit()
      return nil
    }
    focus = .input
    status = nil
    let leftOutBefore = charactersLeftOut
    charactersLeftOut = 0
    switch action {
    case .insert(let text):
      let before = input
      var dropped = input.insert(text)
      if dropped > 0 {
        // A paste arrives in several parts: a part that finds the input already full adds
        // to the count of the parts before it, less the character it only continues
        // (marks cut from the character that the part before left out).
        let isFull = input == before && leftOutBefore > 0
        if isFull, text.startsWithCharacterExtension { dropped -= 1 }
        charactersLeftOut = (isFull ? leftOutBefore : 0) + dropped
        status = StatusMessage(
          "Too long: \(charactersLeftOut.counted("character")) \(charactersLeftOut.wasOrWere) left out "
            + "(a todo holds at most \(InputLine.maximumLength) characters, "
            + "\(InputLine.maximumByteCount) bytes).",
          kind: .warning)
      }
    case .deleteBackward: input.deleteBackward()
    case .deleteForward: input.deleteForward()
    case .deleteWordBackward: input.deleteWordBackward()
    case .deleteToLineStart: input.deleteToStart()
    case .deleteToLineEnd: input.deleteToEnd()
    case .clearInput: input.clear()
    case .moveCursor(let move):
      switch move {
      case .left: input.moveLeft()
      case .right: input.moveRight()
      case .lineStart: input.moveToStart()
      case .lineEnd: input.moveToEnd()
      case .wordLeft: input.moveWordLeft()
      case .wordRight: input.moveWordRight()
      }
    case .submit:
      break  // Handled above, without clearing the status it sets.
    }
    return nil
  }

  /// Adds the trimmed input as the newest todo, at the top or the bottom as the preferences
  /// say, or says why it cannot. Pure.
  mutating func submit() {
    focus = .input
    let title = trimmedInput
    guard title.count >= Self.minimumTitleLength else {
      let hint =
        title.isEmpty
        ? "Type a todo first, then press Enter to add it."
        : "Too short: a todo needs at least \(Self.minimumTitleLength.counted("character")); "
          + "“\(title)” has \(title.count)."
      status = StatusMessage(hint, kind: .warning)
      return
    }
    let todo = ToDo(id: nextID, title: preferences.lineForNewToDo(title))
    nextID += 1
    let place = preferences.newToDos == .top ? 0 : todos.count
    insertToDo(todo, at: place)
    history.record(.inserted(todo, at: place))
    // The new todo is selected (shown once the list has the focus) and so on screen: the
    // next ↓ goes to it, and the list shows where the change happened.
    selection = place
    unchosenSelection = nil
    input.clear()
    status = StatusMessage("Added “\(title)”.", kind: .success)
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
