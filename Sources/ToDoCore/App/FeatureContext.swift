/// What every feature may read, and none may change through it: the todos and their rows,
/// the mode and the focus, the input line, the day, the size, the preferences, the keys,
/// where loading, saving, reloading and quitting stand, the saved views, the selected todo's
/// note as read and the status line. `State` is its one conformer.
///
/// Each feature's reducer is written in an extension of its own slice, a protocol that
/// refines this one and names, `{ get set }`, the fields the feature may change: the
/// compiler refuses a feature that changes another's field, and the slice's declaration
/// says, in one place, where a verb crosses sub-states. Pure.
public protocol FeatureContext {
  var document: ToDoDocument { get }
  var view: ShownList { get }
  var mode: Mode { get }
  var focus: Focus { get }
  /// Whether the key help covers the screen.
  var isShowingHelp: Bool { get }
  var input: InputLine { get }
  var today: CalendarDate? { get }
  var size: Size { get }
  var preferences: Preferences { get }
  var keymap: Keymap { get }
  var loadStatus: LoadStatus { get }
  var saving: SaveState { get }
  var reloading: ReloadState { get }
  var quitting: QuitState { get }
  var listName: String? { get }
  var savedViews: SavedViews { get }
  /// What other programs changed in the list while the app was closed.
  var outsideChanges: OutsideChanges? { get }
  /// The todos marked to act on together.
  var marks: Marks { get }
  /// The selected todo's note, read for the detail area.
  var notePreview: NotePreview? { get }
  var status: StatusMessage? { get }
  /// Whether a status wider than its line shows whole (`StatusArea`).
  var statusShownWhole: Bool { get }
  /// The config file's problems found at the start, one line each; the help lists them.
  var configProblems: [String] { get }
}

extension FeatureContext {
  /// The todos, in file order.
  public var todos: ToDoList { document.todos }

  /// The input, trimmed, as it would be added.
  public var trimmedInput: String {
    input.text.trimmingWhitespace()
  }

  /// The row of the selected todo, if any.
  public var selectedRow: Int? { view.selectedRow }

  /// The selected todo, if any. O(log n).
  public var selectedToDo: ToDo? {
    view.selectedRow.map { view.todo(atRow: $0, in: document) }
  }

  /// The selected todo, and its index in the document, when the list has the focus. Pure.
  var selectedPlace: (index: Int, todo: ToDo)? {
    guard focus == .list, let row = selectedRow else { return nil }
    let index = view.rows.documentIndex(ofRow: row)
    return (index, document.todos[index])
  }

  /// `text` with its `due:` and `t:` dates written as ISO dates, once the day is known
  /// (before that, as typed), or why not (`NewToDo.writingDates`). Pure.
  func writingDates(_ text: String, keepingUnreadDates: Bool) -> Result<String, NewToDo.Refusal> {
    NewToDo.writingDates(text, today: today, keepingUnreadDates: keepingUnreadDates)
  }
}

extension State: FeatureContext {}
