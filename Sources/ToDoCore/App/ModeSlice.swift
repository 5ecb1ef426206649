/// The slice every feature with a mode of its own shares: the mode, the input line a mode
/// may borrow, the list's settings a search or a pick changes, and the status line. Leaving
/// a pending mode (an edit, a priority being chosen, a search, a picker, a name being typed)
/// gives the input line back what it held, keeps a search's filter, and goes back to the
/// list. Pure.
protocol ModeSlice: FeatureContext {
  var mode: Mode { get set }
  var input: InputLine { get set }
  var view: ShownList { get set }
  var status: StatusMessage? { get set }
}

extension State: ModeSlice {}

extension ModeSlice {
  /// Esc while editing (or a press elsewhere): the todo stays as it was, the line gets
  /// back what it held; while choosing a priority, none is set; a search is kept. Back to
  /// the list. Pure.
  mutating func cancelPendingMode() {
    switch mode {
    case .editing(_, let draft):
      input = draft
      mode = .browsing
      status = nil
    case .choosingPriority:
      mode = .browsing
    case .searching:
      _ = finishSearch(keepingQuery: true)
    case .picking, .linking:
      mode = .browsing
    case .namingView(let draft):
      input = draft
      mode = .browsing
      status = nil
    case .adding, .browsing, .help, .mergingConflictCopy, .keepingDemo:
      break
    }
  }

  /// Enter or Esc in the search: the filter kept (as typed) or cleared, the input line
  /// given back what it held, the list (or, with no rows, the input line) focused. Pure.
  mutating func finishSearch(keepingQuery: Bool) -> Command? {
    guard case .searching(let draft) = mode else { return nil }
    view.settings.query = keepingQuery ? input.text.trimmingWhitespace() : ""
    input = draft
    mode = .browsing
    status = nil
    return .cancel(id: .filterDue)
  }

  /// Moves the picker's selection to `target(selected)`, within its entries, and scrolls
  /// the box to show it. Pure.
  mutating func movePick(to target: (Int) -> Int) {
    guard var picker, let layout = pickerLayout else { return }
    let count = pickerEntryCount
    picker.selected = count == 0 ? 0 : min(max(target(picker.selected), 0), count - 1)
    picker.scroll = layout.scroll(picker.scroll, keeping: picker.selected, of: count)
    mode = .picking(picker)
  }
}
