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
  static func withLock<Result>(
    for path: String, _ body: () throws(ToDoStoreError) -> Result
  ) throws(ToDoStoreError) -> Result {
    let target = try SymbolicLinks.target(of: path)
    let folder = open(Paths.directory(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return try body() }
    defer { close(folder) }  // Closing the descriptor releases the lock.
    var locked = flock(folder, LOCK_EX)
    while locked != 0, errno == EINTR { locked = flock(folder, LOCK_EX) }
    guard locked == 0 else { return try body() }
    // No other instance writes now: a temporary file of this list is from a killed save.
    TemporaryFiles.removeAbandoned(beside: target)
    return try body()
  }
}
