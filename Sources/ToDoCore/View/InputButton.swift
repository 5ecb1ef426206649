/// The button at the right end of the input row (`InputPurpose.button`): what Enter does
/// with the line, named and pressable. `[ Add ]` adds the line as a todo; while a todo is
/// edited or a view named, `[ Save ]` saves it; while searching, `[ Keep ]` keeps the
/// filter. Pure value.
enum InputButton: Equatable {
  case add
  case saveEdit
  case keepSearch
  case saveView

  /// What it shows (ASCII: as many columns as bytes).
  var label: String {
    switch self {
    case .add: "[ Add ]"
    case .saveEdit, .saveView: "[ Save ]"
    case .keepSearch: "[ Keep ]"
    }
  }

  /// What a press on it does: what Enter does on the line in its mode.
  var action: Action {
    switch self {
    case .add: .list(.addInput)
    case .saveEdit: .editing(.save)
    case .keepSearch: .search(.keep)
    case .saveView: .savedViews(.save)
    }
  }

  /// Whether a press would do what it says in `state` (drawn enabled): a todo's line must
  /// be long enough to add (`State.canAdd`), a view's needs a name; a search is kept as
  /// it is.
  func isEnabled(in state: borrowing State) -> Bool {
    switch self {
    case .add, .saveEdit: state.canAdd
    case .saveView: state.input.trimmedTextHasAtLeast(1)
    case .keepSearch: true
    }
  }

  /// The columns it takes on the input row at `layout`'s size, at the right end.
  func columns(_ layout: Layout) -> Range<Int> {
    layout.size.columns - label.utf8.count..<layout.size.columns
  }

  /// How many columns the input text may use beside it (up to one blank before it), from
  /// `layout.inputTextColumn`.
  func textWidth(_ layout: Layout) -> Int {
    max(columns(layout).lowerBound - 1 - layout.inputTextColumn, 1)
  }
}
