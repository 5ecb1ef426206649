import Glibc
import ToDoRuntime

/// Runs todo.sh's mode as `invocation` asks (`TodoShInvocation`), then exits with its status.
func runTodoSh(_ invocation: TodoShInvocation) -> Never {
  let world = TodoShWorld.live(environment: processEnvironment(), scriptPath: invocation.scriptPath)
  exit(TodoSh.run(arguments: invocation.arguments, world: world))
}
