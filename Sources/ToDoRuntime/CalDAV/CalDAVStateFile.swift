import Glibc
import ToDoCore

/// The bridge's memory of the last sync of one list (`CalDAVSyncState`), kept in the state
/// folder, and the lock that makes syncs of that list take turns. The file is the user's
/// own or it is not read (`OwnFile`'s rule): a symbolic link, a file another user owns or
/// may write, is refused and named, never followed or trusted (decision 0295). Blocks.
struct CalDAVStateFile {
  /// Where the state is: `$XDG_STATE_HOME/todo/caldav/<ListStateName>.json`.
  let path: String
  /// The faults a test injects into the state's write.
  var faults: FileFaults = .none

  /// The state file of the list at `listPath` (links followed, so that two names of one
  /// list share one state).
  static func path(listPath: String) -> String {
    var real = listPath
    if let resolved = realpath(listPath, nil) {
      real = String(cString: resolved)
      free(resolved)
    }
    return InPlaceWrite.defaultBackupFolder() + "/caldav/" + ListStateName.of(realPath: real) + ".json"
  }

  /// Runs `body` holding the list's sync lock (`<state>.lock`, an exclusive `flock`), which
  /// the shell's `todo caldav-sync`, the app and cron all take: a second sync waits for the
  /// first, then reads what it wrote. Fails when the lock is not had within `patience`.
  func withLock<Result>(patience: Duration, _ body: () -> Result) -> Swift.Result<Result, CalDAVProblem> {
    let folder = Paths.directory(of: path)
    if let problem = Self.makeOwnFolder(folder) { return .failure(problem) }
    let lockPath = path + ".lock"
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      return .failure(CalDAVProblem(message: "cannot open the sync lock \(lockPath): \(Self.reason())"))
    }
    defer { close(descriptor) }  // Closing the descriptor releases the lock.
    let deadline = ContinuousClock.now + patience
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
        return .failure(
          CalDAVProblem(
            message: "another sync of this list does not finish (\(lockPath) stays locked); "
              + "To fix: wait for it, or stop the todo caldav-sync that hangs"))
      }
      usleep(20_000)
    }
    return .success(body())
  }

  /// The state as the last sync left it; empty when there is none yet.
  func read() -> Swift.Result<CalDAVSyncState, CalDAVProblem> {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return .success(CalDAVSyncState()) }
      return .failure(CalDAVProblem(message: "cannot read the sync state \(path): \(Self.reason())"))
    }
    if let distrust = OwnFile.distrust(status, path: path, what: "the sync state") {
      return .failure(CalDAVProblem(message: distrust))
    }
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(CalDAVProblem(message: "cannot read the sync state \(path): \(Self.reason())"))
    }
    defer { close(descriptor) }
    guard let bytes = try? Descriptors.readAll(descriptor, path: path, sizeHint: Int(status.st_size) + 1),
      let state = try? JSONValueDecoder.decode(CalDAVSyncState.self, from: bytes)
    else {
      return .failure(
        CalDAVProblem(message: "cannot read the sync state \(path): move it away to start again"))
    }
    return .success(state)
  }

  /// Writes `state` through the file layer (a unique temporary, flushed, renamed over the
  /// old state); nil, or the problem.
  func write(_ state: CalDAVSyncState) -> String? {
    let files = LiveFileSystem(faults: faults)
    do {
      let bytes = Array(try JSONValueEncoder.encode(state).utf8)
      let expected = try files.quickFingerprint(path)
      guard
        try files.writeAtomically(bytes, to: path, createDirectory: true, unlessChangedFrom: expected) != nil
      else { return "the sync state \(path) changed while it was written: the next sync writes it again" }
      return nil
    } catch {
      return "cannot write the sync state \(path): \(error)"
    }
  }

  /// Makes `folder` (mode 0700) where missing, then checks that it is the user's own.
  private static func makeOwnFolder(_ folder: String) -> CalDAVProblem? {
    let code = Paths.makeFolders(folder, mode: 0o700)
    guard code == 0 else {
      return CalDAVProblem(message: "cannot make the folder \(folder): \(String(cString: strerror(code)))")
    }
    var status = stat()
    guard lstat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      return CalDAVProblem(message: "the sync state's folder \(folder) is not a folder: move it away")
    }
    return OwnFile.distrustFolder(of: folder + "/state", what: "the sync state", stickyTrusted: false)
      .map { CalDAVProblem(message: $0) }
  }

  /// The last system error in words.
  static func reason() -> String { String(cString: strerror(errno)) }
}
