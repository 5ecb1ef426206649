import Glibc
import ToDoCore
import ToDoRuntime

/// Runs a command (`todo add …`, `todo git-setup`) on the list the app would open and exits
/// with its status; the terminal is never taken over. Each command's runner is a line of the
/// switch. On the main thread, blocking while the store reads and writes.
func runCommand(_ call: CommandCall, settings: LaunchSettings) -> Never {
  switch call {
  case .mergeDriver(let doneFile, let files):
    exit(mergeDriver(doneFile: doneFile, files: files))
  case .gitSetup(let showing, let file):
    exit(gitSetup(showing: showing, listPath: listFile(file, settings: settings)))
  case .caldavSync(let folder):
    exit(calDAVSync(folder: folder, settings: settings))
  case .caldavResolve(let first, let second):
    exit(calDAVResolve(first: first, second: second, settings: settings))
  case .remind:
    exit(remind(settings: settings))
  case .log(let query, let json):
    let path = commandListPath(settings, command: "log")
    // A journal that is not the user's own is not read: said, not printed as empty.
    if let distrust = Journal(forList: path).distrust() { fail("todo log: \(distrust)") }
    write([.standardOutput(JournalLog.text(of: Journal.entries(for: path), query: query, json: json))])
    fflush(nil)
    exit(0)
  case .add, .list, .change, .archive, .undo:
    let environment = processEnvironment()
    let path = commandListPath(settings, command: LaunchCommand.add.name)
    refuseFolder(at: path)
    let files = ListFiles.live(path: path, createsDirectory: settings.file != .path(path))
    let outcome = ListCommandRun.perform(
      call, files: files, listPath: path, today: SystemDayClock.configured(by: environment).today().day,
      preferences: settings.preferences, standardOutput: writeStandardOutput)
    write(outcome.output)
    fflush(nil)
    exit(outcome.status)
  }
}

/// The list a command runs on: the file named, else the default list, never the demo (a
/// command keeps what it changes); with neither XDG_DATA_HOME nor HOME set, says so and exits.
func commandListPath(_ settings: LaunchSettings, command: String) -> String {
  switch settings.file {
  case .path(let named): return named
  case .defaultLocation, .demo:
    guard let location = defaultListPath(environment: processEnvironment()) else {
      fail(
        "todo \(command): there is no default todo file: neither XDG_DATA_HOME nor HOME is set.\n"
          + "To fix: name the file, for example: todo --file ~/todo.txt \(command) …")
    }
    return location
  }
}

/// Writes a piece of a command's standard output as it is made (`todo ls` on a large list):
/// escaped as `write` escapes it for a terminal, the bytes as they are for a pipe or a
/// file. A piece ends after a whole line, so escaping it alone is escaping the whole.
func writeStandardOutput(_ piece: [UInt8]) {
  guard isatty(STDOUT_FILENO) != 1 else {
    return write([.standardOutput(String(decoding: piece, as: UTF8.self))])
  }
  fflush(nil)
  // A closed pipe or a full disk: the rest is not written.
  piece.withUnsafeBytes { writeAll($0, to: STDOUT_FILENO) }
}
