import Testing

@testable import ToDoRuntime

@Suite("Running as todo.sh")
struct TodoShInvocationTests {
  @Test func aLinkNamedTodoShRunsTodoShWithEveryWordAfterIt() {
    let invocation = TodoShInvocation(commandLine: ["/usr/local/bin/todo.sh", "-p", "ls"])
    #expect(invocation?.arguments == ["-p", "ls"])
    #expect(invocation?.scriptPath == "/usr/local/bin/todo.sh")
    #expect(TodoShInvocation(commandLine: ["todo.sh"])?.arguments == [])
  }

  @Test func theTodoShOptionFirstRunsItNamedTodoSh() {
    let invocation = TodoShInvocation(commandLine: ["/usr/bin/todo", "--todo-sh", "add", "Buy milk"])
    #expect(invocation?.arguments == ["add", "Buy milk"])
    #expect(invocation?.scriptPath == "todo.sh")
  }

  @Test func anyOtherCommandLineIsTheAppsOwn() {
    for commandLine in [
      ["todo"], ["todo", "ls", "--todo-sh"], ["/opt/todo.shx", "ls"], ["/usr/bin/my-todo.sh", "ls"], [],
    ] {
      #expect(TodoShInvocation(commandLine: commandLine) == nil, "\(commandLine)")
    }
  }
}
