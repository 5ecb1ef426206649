/// What the input line is for, as its prompt, its placeholder and its button say: a todo to
/// add, a todo edited, a search, or a view's name. Pure value.
enum InputPurpose: Equatable {
  case todo
  case editedToDo
  case search
  case viewName

  /// The purpose the mode's row of the modes' table gives.
  init(_ mode: Mode) {
    self = mode.kind.described.inputPurpose
  }

  /// The button at the end of the line: what Enter does with it.
  var button: InputButton {
    switch self {
    case .todo: .add
    case .editedToDo: .saveEdit
    case .search: .keepSearch
    case .viewName: .saveView
    }
  }

  /// The prompt in the line's first column.
  var prompt: String {
    switch self {
    case .todo, .editedToDo: "›"
    case .search: "/"
    case .viewName: "V"
    }
  }

  /// The prompt as cells made once: the input row is composed on every key typed.
  var promptCells: [Cell] {
    switch self {
    case .todo, .editedToDo: Self.todoPrompt
    case .search: Self.searchPrompt
    case .viewName: Self.viewNamePrompt
    }
  }

  private static let todoPrompt = Frame.cells(ofOneColumnText: InputPurpose.todo.prompt, style: .prompt)
  private static let searchPrompt = Frame.cells(ofOneColumnText: InputPurpose.search.prompt, style: .prompt)
  private static let viewNamePrompt = Frame.cells(
    ofOneColumnText: InputPurpose.viewName.prompt, style: .prompt)

  /// What the empty line says.
  var placeholder: String {
    switch self {
    case .todo, .editedToDo: "Type a todo and press Enter"
    case .search: "Search: words, +project, @context, -word"
    case .viewName: "Name of the view (search, sort, done and hidden shown)"
    }
  }
}
