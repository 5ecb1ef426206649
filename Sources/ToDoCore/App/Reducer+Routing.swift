/// The root's routing of the inputs that more than one feature may take: a press, the wheel
/// and Tab.
extension State {
  /// Where a press goes, before the list sees it: it closes the help; a box over the list
  /// takes it; on the input's button it does what Enter does there; elsewhere it leaves a
  /// pending mode, then does what it does. What is left is the list's. The root's, because
  /// it chooses among features. Pure.
  mutating func routeClick(at position: Position, time: Int?) -> Command? {
    let layout = Layout(size)
    if isShowingHelp {
      isShowingHelp = false
    } else if picker != nil {
      return clickPicker(at: position)
    } else if position.row == layout.inputRow, inputButton.columns(layout).contains(position.column) {
      return pressButton(inputButton, at: position, time: time)
    } else if mode.kind == .editing, position.row == layout.inputRow {
      // The edit goes on: the line has the focus already.
    } else if mode.kind.isPending {
      // A press elsewhere leaves the edit or the choice, then does what it does.
      cancelPendingMode()
      click(at: position, time: time, layout: layout)
    } else {
      return reduce(.clicked(position, atMilliseconds: time))
    }
    return nil
  }

  /// Where the wheel goes: a box over the list, else the help, else the list. Pure.
  mutating func routeScroll(by rows: Int) -> Command? {
    if picker != nil {
      scrollPicker(by: rows)
    } else if isShowingHelp {
      scrollHelp(by: rows)
    } else {
      return reduce(.scrolled(by: rows))
    }
    return nil
  }

  /// The button the input row shows now.
  var inputButton: InputButton { InputPurpose(mode).button }

  /// A press on the input button sends its action, what Enter does on the line (adding
  /// focuses the line, which leaves a priority being chosen). The second press of a double
  /// click does nothing, as on a todo. Pure.
  mutating func pressButton(_ button: InputButton, at position: Position, time: Int?) -> Command? {
    guard !presses.press(at: position, time: time) else { return nil }
    return reduce(button.action)
  }

  /// Tab: completes the word before the cursor (the input line's feature); with no word to
  /// complete it moves from adding to the list (the list's), as it did before completion.
  /// The root's, because it chooses between the two. Pure.
  mutating func routeTab() -> Command? {
    if completeWord() { return searchAfterDelay }
    return mode.kind == .adding ? reduce(ListAction.focusList) : nil
  }
}
