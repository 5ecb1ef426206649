import Glibc
import ToDoCore
import ToDoRuntime

/// `todo caldav-sync [FOLDER]`: one sync of the list the app would open with the vdir
/// FOLDER, else the config's `[sync.caldav] folder`; what happened on standard output,
/// conflicts and files left alone on standard error. Main thread; blocks on the files.
func calDAVSync(folder: String?, settings: LaunchSettings) -> Int32 {
  guard let vdir = folder ?? settings.calDAVFolder else {
    fail(
      "todo caldav-sync: no vdir folder.\nTo fix: name it (todo caldav-sync ~/.local/share/todo/vdir) "
        + "or set it in the config: [sync.caldav] folder = \"~/.local/share/todo/vdir\"")
  }
  let path = listFile(nil, settings: settings, need: .calDAVSync)
  let outcome = calDAVSyncOnce(
    listPath: path, folder: vdir, createsDirectory: settings.file != .path(path))
  let summary = outcome.messages.last.map { [$0] } ?? []
  let notes = outcome.status == 0 ? outcome.messages.dropLast() : outcome.messages[...]
  if !notes.isEmpty { write([.standardError(notes.map { "todo caldav-sync: " + $0 + "\n" }.joined())]) }
  if outcome.status == 0 { write([.standardOutput(summary.map { $0 + "\n" }.joined())]) }
  fflush(nil)
  return outcome.status
}

/// One sync of the list at `listPath` with the vdir `folder`, its state in the state
/// folder, stamped with the time now, new UIDs random. Blocks on the files: the shell's
/// command on the main thread, the app's on its vdir sync queue.
func calDAVSyncOnce(listPath: String, folder: String, createsDirectory: Bool) -> CalDAVBridge.Outcome {
  CalDAVBridge.sync(
    files: ListFiles.live(path: listPath, createsDirectory: createsDirectory), listPath: listPath,
    folder: folder, stateFile: CalDAVBridge.stateFile(listPath: listPath),
    stamp: CalDAVBridge.stamp(seconds: time(nil))
  ) { _ in CalDAVBridge.randomUID() }
}

/// `todo caldav-resolve FIRST SECOND`: vdirsyncer's conflict, merged against the state of
/// the list the app would open, a version kept apart added to that list; what was done on
/// standard error (vdirsyncer shows it).
/// Main thread; blocks on the files.
func calDAVResolve(first: String, second: String, settings: LaunchSettings) -> Int32 {
  let path = listFile(nil, settings: settings, need: .calDAVSync)
  let outcome = CalDAVBridge.resolve(
    first: first, second: second, stateFile: CalDAVBridge.stateFile(listPath: path),
    store: FileToDoStore(path: path, createsDirectory: settings.file != .path(path)), listPath: path,
    stamp: CalDAVBridge.stamp(seconds: time(nil)))
  write([.standardError(outcome.messages.map { "todo caldav-resolve: " + $0 + "\n" }.joined())])
  fflush(nil)
  return outcome.status
}
