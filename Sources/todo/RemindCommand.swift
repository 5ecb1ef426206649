import Glibc
import ToDoRuntime

/// `todo remind` (decision 0343): the list the app would open (the config's, `--file`, else
/// the default), its reminders due since the last look told once each. Prints what no
/// notifier took; returns the exit status.
func remind(settings: LaunchSettings) -> Int32 {
  let environment = processEnvironment()
  let path: String
  switch settings.file {
  case .path(let named): path = named
  case .defaultLocation, .demo:
    guard let location = LaunchOptions.defaultFilePath(environment: environment) else {
      fail("todo remind: there is no default todo file.\nTo fix: name it: todo --file ~/todo.txt remind")
    }
    path = location
  }
  let run = RemindRun.perform(
    listPath: path, record: ReminderRecord(listPath: path), clock: .configured(by: environment),
    notifier: .configured(by: environment))
  write(
    [.standardOutput(run.output), .standardError(run.errors)].filter { output in
      switch output {
      case .standardOutput(let text), .standardError(let text): !text.isEmpty
      }
    })
  fflush(nil)
  return run.status
}
