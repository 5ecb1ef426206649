import Glibc
import ToDoRuntime

/// `todo` run as `todo.sh` (a link of that name, as `make install` makes) or with
/// `--todo-sh` first: todo.txt-cli's command line (`TodoSh`), then exit with its status.
/// Nil when neither: the app's own command line goes on.
func todoShArguments(_ arguments: [String]) -> [String]? {
  let name = arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? ""
  if name == "todo.sh" { return Array(arguments.dropFirst()) }
  if arguments.count > 1, arguments[1] == "--todo-sh" { return Array(arguments.dropFirst(2)) }
  return nil
}

/// Runs todo.sh's mode and exits.
func runTodoSh(_ arguments: [String], scriptPath: String) -> Never {
  let world = TodoShWorld.live(environment: processEnvironment(), scriptPath: scriptPath)
  exit(TodoSh.run(arguments: arguments, world: world))
}
