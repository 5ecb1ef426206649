import Glibc
import Synchronization

/// The new files a save writes beside the list before it takes the list's place: unique
/// names (two instances never share one), a name short enough for any list name, and
/// never one left behind: the ones still being written when the process exits are removed
/// by an `atexit` handler, and those left by a process that was killed are removed by the
/// next save that holds the write lock. Thread-safe.
enum TemporaryFiles {
  /// The temporary files being written now, in this process, and whether the process is
  /// exiting (then no new one is made). Held across the `open` that creates one and the
  /// `rename` that publishes one, so that the exit handler sees each file either before it
  /// exists or after it is gone.
  private static let unfinished = Mutex<(paths: Set<String>, exiting: Bool)>(([], false))
  /// Installs the handler that removes them at exit, once.
  private static let exitHandler: Void = {
    atexit { TemporaryFiles.removeUnfinished() }
  }()

  static let marker = ".saving-"
  static let suffix = ".tmp"
  /// The random part of a name: six letters or digits, as `mkstemp` uses.
  static let randomLength = 6

  /// The start of the temporary names for `target`: a dot, then as much of the file's name
  /// as fits in a name of at most 255 bytes (the common `NAME_MAX`), cut between scalars.
  static func prefix(for target: String) -> String {
    let room = Int(NAME_MAX) - 1 - marker.utf8.count - randomLength - suffix.utf8.count
    var name = ""
    var bytes = 0
    for scalar in Paths.name(of: target).unicodeScalars {
      bytes += String(scalar).utf8.count
      if bytes > room { break }
      name.unicodeScalars.append(scalar)
    }
    return ".\(name)\(marker)"
  }

  /// Creates a new, empty temporary file beside `target` with `mode` (less the umask); the
  /// file is removed at exit unless `finished` was called. Throws the `errno` of the failure.
  static func create(beside target: String, mode: mode_t) throws(SystemError) -> (
    path: String, descriptor: Int32
  ) {
    _ = exitHandler
    let directory = Paths.directory(of: target)
    let prefix = prefix(for: target)
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let random = String((0..<randomLength).map { _ in letters.randomElement(using: &generator)! })
      let path = "\(directory)/\(prefix)\(random)\(suffix)"
      let (descriptor, code) = unfinished.withLock { files -> (Int32, Int32) in
        guard !files.exiting else { return (-1, EINTR) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        if descriptor >= 0 { files.paths.insert(path) }
        return (descriptor, descriptor >= 0 ? 0 : errno)
      }
      if descriptor >= 0 { return (path, descriptor) }
      if code != EEXIST { throw SystemError(code: code) }
    }
    throw SystemError(code: EEXIST)
  }

  /// `path` is gone (renamed into the list's place, or removed): no longer to clean up.
  static func finished(_ path: String) {
    unfinished.withLock { _ = $0.paths.remove(path) }
  }

  /// Renames `path` to `target` and forgets it; returns 0 or the `errno` of the failure.
  static func publish(_ path: String, as target: String) -> Int32 {
    unfinished.withLock { files in
      guard files.paths.contains(path) else { return ENOENT }  // Removed at exit meanwhile.
      guard rename(path, target) == 0 else { return errno }
      files.paths.remove(path)
      return 0
    }
  }

  /// Removes `path` and forgets it.
  static func remove(_ path: String) {
    unlink(path)
    finished(path)
  }

  /// Removes the temporary files of `target` that no save is writing now: left by a
  /// process that was killed halfway. Only call it while holding the write lock, when no
  /// other instance is writing one.
  static func removeAbandoned(beside target: String) {
    let directory = Paths.directory(of: target)
    let prefix = prefix(for: target)
    guard let folder = opendir(directory) else { return }
    defer { closedir(folder) }
    let ours = unfinished.withLock { $0.paths }
    while let entry = readdir(folder) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      // Earlier versions used one fixed name, `.todo.txt.saving.tmp`.
      let isEarlierVersions = name == ".\(Paths.name(of: target)).saving.tmp"
      guard
        isEarlierVersions
          || (name.hasPrefix(prefix) && name.hasSuffix(suffix)
            && name.utf8.count == prefix.utf8.count + randomLength + suffix.utf8.count)
      else { continue }
      let path = "\(directory)/\(name)"
      if !ours.contains(path) { unlink(path) }
    }
  }

  /// The `atexit` handler: removes every temporary file a save is still writing, and stops
  /// saves from making new ones (`stopsCreating`; tests pass false, and `selected` to pick
  /// only their own files). It waits at most half a second for a save stuck in `open` or
  /// `rename` (a hung mount): exiting matters more than that one file.
  static func removeUnfinished(selected: (String) -> Bool = { _ in true }, stopsCreating: Bool = true) {
    let deadline = ContinuousClock.now + .milliseconds(500)
    while ContinuousClock.now < deadline {
      let done: Void? = unfinished.withLockIfAvailable { files in
        for path in files.paths where selected(path) {
          unlink(path)
          files.paths.remove(path)
        }
        if stopsCreating { files.exiting = true }
      }
      if done != nil { return }
      usleep(1000)
    }
  }
}

/// A system call's failure: its `errno`.
struct SystemError: Error {
  var code: Int32
}
