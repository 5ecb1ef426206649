extension State {
  /// Where a press or the wheel goes, before the list sees it: a press closes the help, the
  /// wheel scrolls it; a box over the list takes both; a press on the input's button does
  /// what Enter does there; a press elsewhere leaves a pending mode, then does what it does.
  /// What is left is the list's (`ListAction.clicked`, `.scrolled`). The root's, because it
  /// chooses among features. Pure.
  mutating func routePointer(_ action: ListAction) -> Command? {
    let layout = Layout(size)
    switch action {
    case .clicked where isShowingHelp:
      isShowingHelp = false
    case .clicked(let position, _) where picker != nil:
      clickPicker(at: position)
    case .clicked(let position, let time)
    where position.row == layout.inputRow && inputButton.columns(layout).contains(position.column):
      return pressButton(inputButton, at: position, time: time)
    case .clicked(let position, _) where mode.kind == .editing && position.row == layout.inputRow:
      break  // The edit goes on: the line has the focus already.
    case .scrolled(let rows) where picker != nil:
      scrollPicker(by: rows)
    case .clicked(let position, let time) where mode.kind.isPending:
      // A press elsewhere leaves the edit or the choice, then does what it does.
      cancelPendingMode()
      click(at: position, time: time, layout: layout)
    case .scrolled(let rows) where isShowingHelp:
      scrollHelp(by: rows)
    default:
      return reduce(action)
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
}
