import Glibc

/// Rewrites a list in place, for the lists a new file cannot replace: a file in a folder
/// the user cannot write, a file whose owner a replacement could not keep, one a sticky
/// folder will not let us replace. Before the first byte changes, the old and the new bytes
/// and a journal naming them are kept in the state folder and flushed (`InPlaceJournal`);
/// they are removed once the new bytes are on the disk. If the process dies in between,
/// the next start finishes the write from them (`InPlaceJournal.finishInterrupted`); if the
/// write fails, the old bytes are put back. Thread-safe; callers hold the list's lock.
public struct InPlaceWrite {
  let faults: FileFaults
  let backupFolder: String

  /// Writes `bytes` over `target` unless it changed since `expected` (then nil). What
  /// another program appends while the new bytes are written is kept at their end, and
  /// the file as that program left it is put in `lateWrite`, for the caller to merge.
  func write(
    _ bytes: [UInt8], to target: String, unlessChangedFrom expected: FileFingerprint?,
    lateWrite: inout [UInt8]?
  ) throws(ToDoStoreError) -> FileFingerprint? {
    lateWrite = nil
    // O_NONBLOCK: a FIFO put in the list's place meanwhile must not block the open.
    let descriptor = open(target, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileErrors.failure("cannot write", path: target) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileErrors.failure("cannot check", path: target) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileErrors.notRegularFile(target, mode: status.st_mode)
    }
    guard Self.version(status).sameVersion(as: expected) else { return nil }
    let old = try Descriptors.readAll(descriptor, path: target)
    let journal = try InPlaceJournal.begin(
      old: old, new: bytes, of: target, status: status, in: backupFolder, faults: faults)
    let kept: [UInt8]
    do throws(ToDoStoreError) {
      guard let appended = try overwrite(descriptor, with: bytes, over: status, path: target) else {
        journal.remove()
        return nil
      }
      kept = appended
    } catch {
      // Put the old bytes back; the backups go only when that worked.
      if (try? overwrite(descriptor, with: old, over: nil, path: target)) != nil {
        journal.remove()
        throw error
      }
      throw ToDoStoreError("\(error); the list as it was is kept in '\(journal.beforePath)'")
    }
    if !kept.isEmpty { lateWrite = old + kept }
    _ = faults.perform(.removeBackup, target) {
      journal.remove()
      return 0
    }
    _ = faults.syncFolder(backupFolder, for: backupFolder)
    guard fstat(descriptor, &status) == 0 else { throw FileErrors.failure("cannot check", path: target) }
    let all = bytes + kept
    return FileFingerprint(
      size: all.count, modified: LiveFileSystem.modified(status), contentHash: FileFingerprint.hash(all))
  }

  /// Writes `bytes` over the file open at `descriptor`, cuts it to their length and
  /// flushes it, unless it is no longer the version `old` (then nil, nothing written).
  /// Bytes another program appended while they were written (found past both lengths) are
  /// moved to their end and returned. With `old` nil (putting the old bytes back), neither
  /// is looked for.
  private func overwrite(_ descriptor: Int32, with bytes: [UInt8], over old: stat?, path: String)
    throws(ToDoStoreError) -> [UInt8]?
  {
    if let code = faults.before(.write, path) {
      throw FileErrors.failure("cannot write", path: path, code: code)
    }
    var status = stat()
    // Keeping the backups took a while (three flushes): look again right before the
    // first byte changes, so that what another program appended meanwhile is merged by
    // the caller, not cut away.
    if let old {
      guard fstat(descriptor, &status) == 0, status.st_size == old.st_size,
        Self.version(status).sameVersion(as: Self.version(old))
      else { return nil }
    }
    try Descriptors.writeAll(bytes, to: descriptor, at: 0, path: path)
    // The cut and the look for appended bytes right before it are one step: nothing
    // appended before the look is cut away.
    var appended: [UInt8] = []
    let end = old.map { max(Int($0.st_size), bytes.count) }
    let cut = faults.perform(.truncate, path) {
      if let end { appended = Self.moveAppended(in: descriptor, from: end, to: bytes.count) }
      return ftruncate(descriptor, off_t(bytes.count + appended.count))
    }
    guard cut == 0 else { throw FileErrors.failure("cannot write", path: path, code: cut) }
    let synced = faults.sync(descriptor, of: path)
    guard synced == 0 else { throw FileErrors.failure("cannot write to disk", path: path, code: synced) }
    return appended
  }

  /// The bytes of the file open at `descriptor` past `end` (what another program appended
  /// there), written again at `start`, where the new bytes end; empty when there are none.
  private static func moveAppended(in descriptor: Int32, from end: Int, to start: Int) -> [UInt8] {
    var status = stat()
    guard fstat(descriptor, &status) == 0, Int(status.st_size) > end else { return [] }
    var tail = [UInt8](repeating: 0, count: Int(status.st_size) - end)
    let read = tail.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(end)) }
    guard read > 0 else { return [] }
    let appended = Array(tail[..<read])
    guard start == end || (try? Descriptors.writeAll(appended, to: descriptor, at: start, path: "")) != nil
    else { return [] }
    return appended
  }

  private static func version(_ status: stat) -> FileFingerprint {
    FileFingerprint(size: Int(status.st_size), modified: LiveFileSystem.modified(status), contentHash: 0)
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

  /// The bytes of the file open at `descriptor`, from its start to its end. Without a
  /// `sizeHint`, the file's size now is the hint: growing the buffer by half from a page
  /// took some 23 steps for a list of 40 MB, each filling its new part byte by byte.
  static func readAll(_ descriptor: Int32, path: String, sizeHint: Int = 0) throws(ToDoStoreError) -> [UInt8]
  {
    var status = stat()
    let hint = sizeHint > 0 ? sizeHint : fstat(descriptor, &status) == 0 ? Int(status.st_size) + 1 : 0
    var bytes = [UInt8](repeating: 0, count: max(hint, 4096))
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
      guard total <= ToDoTxtDocument.maximumSize else {
        throw ToDoStoreError(
          "the file is too large (more than \(ToDoTxtDocument.maximumSize >> 20) MiB): '\(path)'")
      }
    }
    bytes.removeSubrange(total...)
    return bytes
  }
}
