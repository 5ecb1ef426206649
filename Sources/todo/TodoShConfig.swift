import ToDoRuntime

/// todo.sh's configuration file for this process's environment (`TodoShConfigFile`), read
/// once, when the default list is first asked for: the list todo.sh would open is the
/// default list (decision 0353). Nil when there is none.
let todoShConfigFile = TodoShConfigFile.live(environment: processEnvironment())

/// The default list's path: the config's file aside, todo.sh's, `$TODO_FILE`, … (see
/// `DefaultList`); nil when there is none (no HOME).
func defaultListPath(environment: [String: String]) -> String? {
  LaunchOptions.defaultFilePath(environment: environment, todoShConfig: todoShConfigFile)
}
