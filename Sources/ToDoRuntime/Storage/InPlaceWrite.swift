import Glibc

/// Rewrites a list in place, for the lists a new file cannot replace: a hard link (a new
/// file would leave the other names with the old list), a file in a folder the user cannot
/// write, a file whose owner a replacement could not keep. Before the first byte changes,
/// the old bytes are copied to a backup in a folder the user can write and flushed; the
/// backup is removed once the new bytes are on the disk. If the process dies in between,
/// the backup stays (in `~/.local/state/todo/`); if the write fails, the old bytes are put
/// back. Thread-safe.
public struct InPlaceWrite {
  let faults: FileFaults
  let backupFolder: String

  /// Writes `bytes` over `target` unless it changed since `expected` (then nil).
  func write(_ bytes: [UInt8], to target: String, unlessChangedFrom expected: FileFingerprint?)
    throws(ToDoStoreError) -> FileFingerprint?
  {
    // O_NONBLOCK: a FIFO put in the list's place meanwhile must not block the open.
    let descriptor = open(target, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileErrors.failure("cannot write", path: target) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileErrors.failure("cannot check", path: target) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileErrors.notRegularFile(target, mode: status.st_mode)
    }
    let now = FileFingerprint(
      size: Int(status.st_size), modified: LiveFileSystem.modified(status), contentHash: 0)
    guard now.sameVersion(as: expected) else { return nil }
    let old = try Descriptors.readAll(descriptor, path: target)
    let backup = try keepBackup(old, of: target)
    do throws(ToDoStoreError) {
      try overwrite(descriptor, with: bytes, path: target)
    } catch {
      // Put the old bytes back; the backup goes only when that worked.
      if (try? overwrite(descriptor, with: old, path: target)) != nil {
        unlink(backup)
        throw error
      }
      throw ToDoStoreError("\(error); the list as it was is kept in '\(backup)'")
    }
    unlink(backup)
    guard fstat(descriptor, &status) == 0 else { throw FileErrors.failure("cannot check", path: target) }
    return FileFingerprint(
      size: bytes.count, modified: LiveFileSystem.modified(status), contentHash: FileFingerprint.hash(bytes))
  }

  private func overwrite(_ descriptor: Int32, with bytes: [UInt8], path: String) throws(ToDoStoreError) {
    if let code = faults.before(.write, path) {
      throw FileErrors.failure("cannot write", path: path, code: code)
    }
    try Descriptors.writeAll(bytes, to: descriptor, at: 0, path: path)
    guard ftruncate(descriptor, off_t(bytes.count)) == 0 else {
      throw FileErrors.failure("cannot write", path: path)
    }
    if let code = faults.before(.sync, path) {
      throw FileErrors.failure("cannot write to disk", path: path, code: code)
    }
    guard fsync(descriptor) == 0 else { throw FileErrors.failure("cannot write to disk", path: path) }
  }

  /// Writes `bytes` to a new backup file of `target` and flushes it; returns its path.
  private func keepBackup(_ bytes: [UInt8], of target: String) throws(ToDoStoreError) -> String {
    let folder = backupFolder
    var created = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      created += "/" + part
      mkdir(created, 0o700)
    }
    let path: String
    let descriptor: Int32
    do {
      (path, descriptor) = try TemporaryFiles.create(
        beside: "\(folder)/\(Paths.name(of: target)).backup", mode: 0o600)
    } catch {
      throw FileErrors.failure(
        "cannot keep a backup (needed to write the list in place) in", path: folder, code: error.code)
    }
    // A backup must survive the process: it is not a temporary file to remove at exit.
    TemporaryFiles.finished(path)
    defer { close(descriptor) }
    do throws(ToDoStoreError) {
      try Descriptors.writeAll(bytes, to: descriptor, at: 0, path: path)
      guard fsync(descriptor) == 0 else { throw FileErrors.failure("cannot write to disk", path: path) }
    } catch {
      unlink(path)
      throw ToDoStoreError("\(error) (a backup, needed to write the list in place)")
    }
    return path
  }

  /// `$XDG_STATE_HOME/todo`, or `~/.local/state/todo`, or the system's temporary folder.
  public static func defaultBackupFolder() -> String {
    if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), state.hasPrefix("/") {
      return "\(state)/todo"
    }
    if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
      return "\(home)/.local/state/todo"
    }
    return getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  }
}

/// Whole reads and writes on a descriptor, retried after interruptions. Thread-safe.
enum Descriptors {
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, at start: Int, path: String)
    throws(ToDoStoreError)
  {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        pwrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset, off_t(start + offset))
      }
      if written < 0 {
        if errno == EINTR { continue }
        throw FileErrors.failure("cannot write", path: path)
      }
      offset += written
    }
  }

  /// The bytes of the file open at `descriptor`, from its start to its end.
  static func readAll(_ descriptor: Int32, path: String, sizeHint: Int = 0) throws(ToDoStoreError) -> [UInt8]
  {
    var bytes = [UInt8](repeating: 0, count: max(sizeHint, 4096))
    var total = 0
    while true {
      if total == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + total, buffer.count - total, off_t(total))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileErrors.failure("cannot read", path: path)
      }
      if count == 0 { break }
      total += count
      guard total <= TodoTxtDocument.maximumSize else {
        throw ToDoStoreError(
          "the file is too large (more than \(TodoTxtDocument.maximumSize >> 20) MiB): '\(path)'")
      }
    }
    bytes.removeSubrange(total...)
    return bytes
  }
}
