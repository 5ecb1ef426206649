/// What the keys act on now: the input line (adding), the list (browsing), or the key help
/// over one of them, editing a todo in the input line, choosing a priority after `p`, or
/// searching the list in the input line, picking a project, a context or a saved view, or
/// naming a view to save. Pure value.
public enum Mode: Hashable, Sendable {
  /// The input line has the focus: every printable key is text.
  case adding
  /// The list has the focus: printable keys are commands (`j`, `k`, `d`, `q`, …).
  case browsing
  /// The key help covers the screen, its `page` scrolled to its line `scroll`; closing it
  /// goes back to `over`.
  case help(scroll: Int, over: Focus, page: HelpPage = .keys)
  /// The input line holds the todo `id`'s text to edit: Enter saves it, Esc cancels.
  /// `draft` is what the input line held before, given back afterwards.
  case editing(ToDo.ID, draft: InputLine)
  /// `p` was pressed in the list on the todo `id`: the next letter is its priority. The
  /// choice stays bound to that todo, whatever the selection does meanwhile; it is
  /// cancelled when another program changes or deletes the todo.
  case choosingPriority(ToDo.ID)
  /// `/` was pressed in the list: the input line holds the search, which filters the list
  /// as it is typed. `draft` is what the input line held before, given back afterwards.
  case searching(draft: InputLine)
  /// A sync conflict copy was found beside the list: `m` merges it, `i` leaves it.
  case mergingConflictCopy
  /// The user quit the demo list after adding to it: `y` keeps the added todos in the default
  /// list, `n` quits without them, Esc goes back to `returningTo`.
  case keepingDemo(returningTo: Focus)
  /// A box over the list offers the projects and contexts (`t`) or the saved views (`v`)
  /// to choose from; closing it goes back to the list.
  case picking(Picker)
  /// The input line holds the name to save the list's view under: Enter saves it, Esc
  /// cancels. `draft` is what the input line held before, given back afterwards.
  case namingView(draft: InputLine)
  /// `w` was pressed in the list: the selection chooses the todo that `waiting` (the
  /// todo selected then, or the marked ones) will wait for; Enter links, Esc cancels.
  case linking([ToDo.ID])

  /// The todo this mode acts on once the user answers, if any: the one being edited, or
  /// the one whose priority is being chosen.
  public var boundToDo: ToDo.ID? {
    switch self {
    case .editing(let id, _), .choosingPriority(let id): id
    case .adding, .browsing, .help, .searching, .mergingConflictCopy, .picking, .namingView, .keepingDemo,
      .linking:
      nil
    }
  }

  /// The mode without what it carries: the keymap's key.
  public var kind: Kind {
    switch self {
    case .adding: .adding
    case .browsing: .browsing
    case .help: .help
    case .editing: .editing
    case .choosingPriority: .choosingPriority
    case .searching: .searching
    case .mergingConflictCopy: .mergingConflictCopy
    case .picking(let picker): picker.kind
    case .namingView: .namingView
    case .keepingDemo: .keepingDemo
    case .linking: .linking
    }
  }

  /// The mode for a focus.
  public init(_ focus: Focus) {
    switch focus {
    case .input: self = .adding
    case .list: self = .browsing
    }
  }

  /// A mode as the keymap knows it.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case adding
    case browsing
    case help
    case editing
    case choosingPriority
    case searching
    case mergingConflictCopy
    case pickingTag
    case pickingView
    case namingView
    case keepingDemo
    case pickingChange
    case pickingList
    case linking
    case pickingHistory

    /// A place of its own in `0..<allCases.count`, told without searching: the keymap's
    /// tables by mode are arrays read at this index on every key.
    var tableIndex: Int {
      switch self {
      case .adding: 0
      case .browsing: 1
      case .help: 2
      case .editing: 3
      case .choosingPriority: 4
      case .searching: 5
      case .mergingConflictCopy: 6
      case .pickingTag: 7
      case .pickingView: 8
      case .namingView: 9
      case .keepingDemo: 10
      case .pickingChange: 11
      case .pickingList: 12
      case .linking: 13
      case .pickingHistory: 14
      }
    }
  }
}
