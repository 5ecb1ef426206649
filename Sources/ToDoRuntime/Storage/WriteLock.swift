import Glibc

/// The rule for several writers of one list (two instances of the app, say): a save reads,
/// merges and writes while holding an exclusive `flock` on the folder that holds the list
/// (its target, through links). A second instance is not refused: it waits for the first
/// to finish, then reads what the first wrote and merges onto it. The lock is released
/// when the save ends or its process dies. Thread-safe; blocks while another save runs.
enum WriteLock {
  /// Runs `body` holding the lock for `path`. Where the folder cannot be locked (not
  /// readable, not there yet, a file system without `flock`), `body` runs without it:
  /// the check for changes just before each replacement still guards the file.
  ///
  /// A save holds the lock for milliseconds; one that waits longer than `patience` gives
  /// up with an error (another instance stopped in the middle of a save, say) rather than
  /// hang this one, quitting included.
  static func withLock<Result>(
    for path: String, patience: Duration, _ body: () throws(ToDoStoreError) -> Result
  ) throws(ToDoStoreError) -> Result {
    let target = try SymbolicLinks.target(of: path)
    let directory = Paths.directory(of: target)
    let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return try body() }
    defer { close(folder) }  // Closing the descriptor releases the lock.
    let deadline = ContinuousClock.now + patience
    while flock(folder, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else { return try body() }
      guard ContinuousClock.now < deadline else {
        throw ToDoStoreError(
          "another todo is saving this list and does not finish: cannot save '\(path)'; "
            + "if one is stopped (Ctrl-Z), resume it (fg) or quit it")
      }
      usleep(10_000)
    }
    // No other instance writes now: a temporary file of this list is from a killed save.
    TemporaryFiles.removeAbandoned(beside: target)
    return try body()
  }
}
