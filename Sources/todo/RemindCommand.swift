import Glibc
import ToDoRuntime

/// `todo remind` (decision 0343): the list the app would open (the config's, `--file`, else
/// the default), its reminders due since the last look told once each. Prints what no
/// notifier took; returns the exit status.
func remind(settings: LaunchSettings) -> Int32 {
  let environment = processEnvironment()
  let path = commandListPath(settings, command: "remind")
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
