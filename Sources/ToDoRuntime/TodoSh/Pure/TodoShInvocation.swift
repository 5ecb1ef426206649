/// Whether the command line asks for todo.sh's mode, and how that mode names itself: run
/// through a link named `todo.sh` (as `make install` makes), or as `todo --todo-sh …`, which
/// names itself todo.sh all the same so that its messages say todo.sh (decision 0328). Pure.
public struct TodoShInvocation: Equatable, Sendable {
  /// todo.sh's own words: those after the program's name, or after `--todo-sh`.
  public let arguments: [String]
  /// The name todo.sh's messages and add-ons (`$TODO_FULL_SH`) know it by.
  public let scriptPath: String

  /// Nil when `commandLine` (the program's name first) asks for the app's own command line.
  public init?(commandLine: [String]) {
    guard let program = commandLine.first else { return nil }
    let isNamedTodoSh = program.split(separator: "/").last == "todo.sh"
    if isNamedTodoSh {
      arguments = Array(commandLine.dropFirst())
    } else if commandLine.count > 1, commandLine[1] == "--todo-sh" {
      arguments = Array(commandLine.dropFirst(2))
    } else {
      return nil
    }
    scriptPath = program.hasSuffix("todo.sh") ? program : "todo.sh"
  }
}
