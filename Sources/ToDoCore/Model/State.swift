/// Everything the app shows and knows, as one value. Pure; `reducer` is the only way it
/// changes while the app runs.
public struct State: Equatable, Sendable {
  /// The fewest characters (grapheme clusters, after trimming white space) a todo may have.
  public static let minimumTitleLength = 3

  public var size: Size
  /// What list this is, for the title row: a file's path, or that it is the demo.
  public var listName: String?
  /// What the keys act on now.
  public var mode: Mode
  /// The keys, what they do in each mode, and how the footer and the help describe them.
  public var keymap: Keymap
  /// Where new todos go and whether they get a creation date.
  public var preferences: Preferences
  public var input: InputLine
  /// How many typed or pasted characters did not fit in the full input since it filled
  /// up: a paste arrives in several parts, and the message counts them all.
  public var charactersLeftOut: Int
  public var loadStatus: LoadStatus
  public var status: StatusMessage?
  /// The index of the selected todo in `todos`, or nil. Kept valid by the reducer, which
  /// shifts it with every insert and removal, so it stays on the same todo in O(1).
  public var selection: Int?
  /// The index of the todo on the first visible list row.
  public var scrollOffset: Int
  /// The id the next new todo gets.
  public var nextID: ToDo.ID
  /// Whether a quit was stopped by a failed save or a failed load: the next quit leaves
  /// without saving.
  public var isQuitBlocked: Bool
  /// Why the app is leaving, while it waits for the load or a save; nil while it is not.
  public var quitting: Quitting?
  public var history: History
  /// What is saved, what is not, and the save that runs.
  public var saving: SaveState
  public var todos: ToDoList

  // What tells a deliberate press on a todo's ✕ from one that only lands there.
  /// When the last mouse press happened (monotonic milliseconds, as the terminal adapter
  /// stamped it), or nil.
  public var lastPressTime: Int?
  /// Where the last mouse press happened, or nil.
  public var lastPressPosition: Position?
  /// A todo the selection landed on because the list moved under it (the todo before it
  /// was deleted, the wheel scrolled the selected one away): a press on its ✕ only selects
  /// it until the user has selected it (a press on it, a key). Nil when the user chose the
  /// selected todo.
  public var unchosenSelection: ToDo.ID?

  public init(
    size: Size = Size(columns: 80, rows: 24),
    listName: String? = nil,
    todos: [ToDo] = [],
    focus: Focus = .input,
    keymap: Keymap = .standard,
    preferences: Preferences = Preferences(),
    input: InputLine = InputLine(),
    loadStatus: LoadStatus = .idle,
    status: StatusMessage? = nil,
    selection: Int? = nil,
    scrollOffset: Int = 0,
    nextID: ToDo.ID? = nil
  ) {
    self.size = size
    self.listName = listName
    self.todos = ToDoList(todos)
    self.mode = Mode(focus)
    self.keymap = keymap
    self.preferences = preferences
    self.input = input
    self.charactersLeftOut = 0
    self.loadStatus = loadStatus
    self.status = status
    self.selection = selection
    self.scrollOffset = scrollOffset
    self.nextID = nextID ?? ((todos.map(\.id).max() ?? 0) + 1)
    self.isQuitBlocked = false
    self.quitting = nil
    self.history = History()
    self.saving = SaveState()
    self.lastPressTime = nil
    self.lastPressPosition = nil
    self.unchosenSelection = nil
  }

  /// Two presses closer in time than this, and in place than `doubleClickColumns`, are a
  /// double click: the second does nothing.
  public static let doubleClickMilliseconds = 500
  /// How many columns apart the presses of a double click may be (on the same row): a hand
  /// moves the pointer a little between them.
  public static let doubleClickColumns = 2

  /// The input, trimmed, as it would be added.
  public var trimmedInput: String {
    input.text.trimmingWhitespace()
  }

  /// Whether Enter in the input would add a todo now.
  public var canAdd: Bool {
    trimmedInput.count >= Self.minimumTitleLength
  }

  /// The part of the screen with the focus (under the help, the one it returns to).
  /// Setting it leaves the help open over the new focus.
  public var focus: Focus {
    get {
      switch mode {
      case .adding: .input
      case .browsing: .list
      case .help(_, let over): over
      }
    }
    set {
      if case .help(let scroll, _) = mode {
        mode = .help(scroll: scroll, over: newValue)
      } else {
        mode = Mode(newValue)
      }
    }
  }

  /// Whether the key help covers the screen. Setting it opens the help at its top, or
  /// closes it.
  public var isShowingHelp: Bool {
    get { mode.kind == .help }
    set {
      guard newValue != isShowingHelp else { return }
      mode = newValue ? .help(scroll: 0, over: focus) : Mode(focus)
    }
  }

  /// The first help line shown, when the help is longer than the screen (0 when it is closed).
  public var helpScroll: Int {
    get {
      if case .help(let scroll, _) = mode { scroll } else { 0 }
    }
    set {
      if case .help(_, let over) = mode { mode = .help(scroll: newValue, over: over) }
    }
  }

  /// The selected todo, if any.
  public var selectedToDo: ToDo? {
    selection.map { todos[$0] }
  }
}

extension String {
  /// The string without leading and trailing white space (including newlines). Pure.
  func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
