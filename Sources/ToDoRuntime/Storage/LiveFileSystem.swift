import Glibc

/// The real file system, through POSIX calls. Thread-safe (it holds no state but the
/// faults a test injects).
///
/// A list that is a symbolic link is read and written through to its target, in the
/// target's folder, resolved once, when it is first used (`OpenedPaths`; the rule for
/// links is `SymbolicLinks`'). Something that is not a regular file (a FIFO, a device, a
/// folder) is refused before it is opened. A save writes a new file beside the list with the
/// list's owner, group, mode and extended attributes, flushes it, renames it into place
/// and flushes the folder; a hard link is so made a file of its own, once, and the user
/// told. Where that cannot be done (a folder the user cannot write, an owner the new file
/// cannot get), it writes in place through a journal (`InPlaceWrite`).
public struct LiveFileSystem: FileSystem {
  public let faults: FileFaults
  /// The files opened, each resolved once, and what to tell the user.
  let opened = OpenedPaths()
  /// Where an in-place write keeps the old bytes until the new ones are on the disk.
  let backupFolder: String
  /// How long a save waits for another instance's save before it gives up.
  let lockPatience: Duration

  public init(
    faults: FileFaults = .none, backupFolder: String = InPlaceWrite.defaultBackupFolder(),
    lockPatience: Duration = .seconds(5)
  ) {
    self.faults = faults
    self.backupFolder = backupFolder
    self.lockPatience = lockPatience
  }

  public func read(_ path: String) throws(ToDoStoreError) -> FileContents? {
    try read(path, kind: .list)
  }

  /// Reads the file at `path` (nil when there is none), refusing anything but a regular
  /// file of at most `ToDoTxtDocument.maximumSize` bytes; its errors are phrased for a file
  /// of `kind`.
  public func read(_ path: String, kind: FileKind) throws(ToDoStoreError) -> FileContents? {
    let path = try opened.target(of: path)
    // Refuse a FIFO before opening it: opening one for reading blocks until a writer comes.
    var status = stat()
    if lstat(path, &status) != 0 {
      if errno == ENOENT { return nil }
      throw FileErrors.failure("cannot open", path: path)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileErrors.notRegularFile(path, mode: status.st_mode, kind: kind)
    }
    if let code = faults.before(.openForReading, path) {
      throw FileErrors.failure("cannot open", path: path, code: code)
    }
    // O_NONBLOCK, then a second look: the path may have become a FIFO since the stat.
    // O_NOFOLLOW: a link put in its place since is not read through.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      if errno == ELOOP { throw OpenedPaths.linkAppeared(path, openedAs: path) }
      throw FileErrors.failure("cannot open", path: path)
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { throw FileErrors.failure("cannot read", path: path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileErrors.notRegularFile(path, mode: status.st_mode, kind: kind)
    }
    guard Int(status.st_size) <= ToDoTxtDocument.maximumSize else {
      throw ToDoStoreError(
        "the file is too large (\(Int(status.st_size) >> 20) MiB, at most \(ToDoTxtDocument.maximumSize >> 20) MiB)"
      )
    }
    let bytes = try Descriptors.readAll(descriptor, path: path, sizeHint: Int(status.st_size) + 1)
    return FileContents(
      bytes: bytes,
      fingerprint: FileFingerprint(
        size: bytes.count, modified: Self.modified(status), contentHash: FileFingerprint.hash(bytes)))
  }

  public func quickFingerprint(_ path: String) throws(ToDoStoreError) -> FileFingerprint? {
    let path = try opened.target(of: path)
    var status = stat()
    if lstat(path, &status) != 0 {
      if errno == ENOENT { return nil }
      throw FileErrors.failure("cannot check", path: path)
    }
    return FileFingerprint(
      size: Int(status.st_size), modified: Self.modified(status), contentHash: 0, node: FileNode(status))
  }

  public func writers(of path: String) -> [String] { OpenWriters.of(path) }

  public func withWriteLock<Result>(
    for path: String, _ body: () throws(ToDoStoreError) -> Result
  ) throws(ToDoStoreError) -> Result {
    try WriteLock.withLock(for: try opened.target(of: path), patience: lockPatience, body)
  }

  public func finishInterruptedWrite(of path: String) {
    guard let target = try? opened.target(of: path),
      InPlaceJournal.hasLeftovers(of: target, in: backupFolder)
    else { return }
    let notice = try? WriteLock.withLock(for: target, patience: lockPatience) { () throws(ToDoStoreError) in
      InPlaceJournal.finishInterrupted(target: target, backupFolder: backupFolder, faults: faults)
    }
    if let notice = notice.flatMap({ $0 }) { opened.post(notice) }
  }

  public func takeNotices() -> [String] { opened.take() }

  public func writeAtomically(
    _ bytes: [UInt8], to path: String, createDirectory: Bool, unlessChangedFrom expected: FileFingerprint?,
    lateWrite: inout [UInt8]?
  ) throws(ToDoStoreError) -> FileFingerprint? {
    try writeAtomically(
      bytes, to: path, createDirectory: createDirectory, unlessChangedFrom: expected, newFileMode: 0o666,
      lateWrite: &lateWrite)
  }

  /// `writeAtomically`, a new file made with `newFileMode` (less the umask); an existing
  /// file keeps its own.
  func writeAtomically(
    _ bytes: [UInt8], to path: String, createDirectory: Bool, unlessChangedFrom expected: FileFingerprint?,
    newFileMode: mode_t, lateWrite: inout [UInt8]?
  ) throws(ToDoStoreError) -> FileFingerprint? {
    lateWrite = nil
    let target = try opened.target(of: path)
    if createDirectory { try Self.makeDirectories(Paths.directory(of: target)) }
    var existing = stat()
    // lstat: the owner and mode the new file gets are the list's, never a link target's.
    let exists = lstat(target, &existing) == 0
    if exists {
      guard existing.st_mode & S_IFMT == S_IFREG else {
        throw FileErrors.notRegularFile(path, mode: existing.st_mode)
      }
      try checkWritable(target, status: existing)
    }
    let temporary: (path: String, descriptor: Int32)
    do throws(SystemError) {
      if let code = faults.before(.createTemporary, target) { throw SystemError(code: code) }
      // Private until it has the list's owner and mode; a new list gets 0666 less the umask.
      temporary = try TemporaryFiles.create(beside: target, mode: exists ? 0o600 : newFileMode)
    } catch {
      // A folder the user cannot write: no new file beside the list, so write it in place.
      guard exists, error.code == EACCES || error.code == EPERM else {
        throw FileErrors.failure(
          "cannot create a file in the folder of", path: path, code: error.code,
          advice: error.code == EACCES ? FileErrors.folderAdvice : nil)
      }
      return try InPlaceWrite(faults: faults, backupFolder: backupFolder).write(
        bytes, to: target, unlessChangedFrom: expected, lateWrite: &lateWrite)
    }
    switch try replace(
      target, with: bytes, through: temporary, existing: exists ? existing : nil, expected: expected)
    {
    case .replaced(let fingerprint, let late):
      lateWrite = late
      if exists, existing.st_nlink > 1 { opened.post(Self.linkBroken(target, names: Int(existing.st_nlink))) }
      return fingerprint
    case .changedMeanwhile: return nil
    case .cannotReplace:
      return try InPlaceWrite(faults: faults, backupFolder: backupFolder).write(
        bytes, to: target, unlessChangedFrom: expected, lateWrite: &lateWrite)
    }
  }

  /// What a save says, once, of a list it made a file of its own: it had other names (hard
  /// links), which keep the list as it was.
  static func linkBroken(_ target: String, names: Int) -> String {
    let others = names == 2 ? "its other name keeps" : "its \(names - 1) other names keep"
    return "‘\(Paths.name(of: target))’ had \(names) names (hard links, as backups made by cp -al, "
      + "rsnapshot or rsync --link-dest have): it is saved as a file of its own, and \(others) the list "
      + "as it was; to keep two names in step, make one a symbolic link"
  }

  public func appendToDoneFile(
    _ lines: [String], leavingOutCopies copies: [String], besideListAt listPath: String, lineEnding: String
  ) throws(ToDoStoreError) -> String {
    // The done file beside the list's target, resolved once as the list is.
    let list = try opened.target(of: listPath)
    let path = DoneFile.path(besideFile: list)
    let target = try opened.target(of: path)
    try DoneFile.refuseTheList(target, listPath: list)
    try DoneFile.append(
      lines, leavingOutCopies: copies, to: target, listPath: list, lineEnding: lineEnding, faults: faults)
    return path
  }

  private enum Replacement {
    /// With what another program wrote to the old file after the last check, if it did.
    case replaced(FileFingerprint, lateWrite: [UInt8]?)
    case changedMeanwhile
    /// The new file could not take the old one's place as it is (its owner, or the
    /// rename refused): it was removed, and the list must be written in place.
    case cannotReplace
  }

  /// Writes `bytes` to the temporary file, flushes it, gives it the old file's owner, mode
  /// and attributes, and renames it over `target` unless the list changed since `expected`.
  /// The temporary file never outlives this call.
  private func replace(
    _ target: String, with bytes: [UInt8], through temporary: (path: String, descriptor: Int32),
    existing: stat?, expected: FileFingerprint?
  ) throws(ToDoStoreError) -> Replacement {
    var closed = false
    defer { if !closed { close(temporary.descriptor) } }
    do throws(ToDoStoreError) {
      if let code = faults.before(.write, target) {
        throw FileErrors.failure("cannot write", path: target, code: code)
      }
      try Descriptors.writeAll(bytes, to: temporary.descriptor, at: 0, path: target)
      if let existing, !FileOwnership.copy(from: existing, at: target, to: temporary.descriptor) {
        TemporaryFiles.remove(temporary.path)
        return .cannotReplace
      }
      let synced = faults.sync(temporary.descriptor, of: target)
      guard synced == 0 else { throw FileErrors.failure("cannot write to disk", path: target, code: synced) }
      // The fingerprint of what we wrote, taken from our own file before it replaces the
      // old one: a stat after the rename could already include another program's write.
      var ours = stat()
      guard fstat(temporary.descriptor, &ours) == 0 else {
        throw FileErrors.failure("cannot check", path: target)
      }
      closed = true
      guard close(temporary.descriptor) == 0 else {
        throw FileErrors.failure("cannot write to disk", path: target)
      }
      // The old file stays open across the replacement: a write that lands in it after the
      // check below is seen there, not lost with it.
      let old = existing == nil ? -1 : open(target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
      defer { if old >= 0 { close(old) } }
      // The last moment to notice another program's write: if the file changed since it
      // was read, leave it alone and let the caller merge again.
      let now = try quickFingerprint(target)
      guard now.map({ $0.sameVersion(as: expected) }) ?? (expected == nil) else {
        TemporaryFiles.remove(temporary.path)
        return .changedMeanwhile
      }
      let injected = faults.before(.replace, target)
      let code = injected ?? TemporaryFiles.publish(temporary.path, as: target)
      guard code == 0 else {
        // A folder with the sticky bit refuses to replace another user's file.
        guard existing != nil, injected == nil, code == EPERM || code == EACCES else {
          throw FileErrors.failure("cannot replace", path: target, code: code)
        }
        TemporaryFiles.remove(temporary.path)
        return .cannotReplace
      }
      _ = faults.syncFolder(Paths.directory(of: target), for: target)
      return .replaced(
        FileFingerprint(
          size: bytes.count, modified: Self.modified(ours), contentHash: FileFingerprint.hash(bytes)),
        lateWrite: Self.lateWrite(to: old, since: now, path: target))
    } catch {
      TemporaryFiles.remove(temporary.path)
      throw error
    }
  }

  /// Throws, with the reason and a fix that can work, when the list at `target` cannot
  /// be written: a replacement made by a rename would succeed even where writing to it
  /// would not, so a file without write permission (for anyone, so that root respects it
  /// too) or on a read-only file system is left alone.
  private func checkWritable(_ target: String, status: stat) throws(ToDoStoreError) {
    let code = faults.before(.checkWritable, target) ?? (access(target, W_OK) == 0 ? 0 : errno)
    if code == EROFS { throw FileErrors.failure("cannot write", path: target, code: code) }
    // The reason first: a narrow status line cuts the end, and the title shows the path.
    if status.st_mode & 0o222 == 0 || code == EACCES || code == EPERM {
      throw FileErrors.readOnlyFile(target)
    }
    if code != 0 { throw FileErrors.failure("cannot write", path: target, code: code) }
  }

  /// The bytes of the replaced file open at `descriptor` if another program wrote to it
  /// after it was checked at `checked`; nil when it did not (or it cannot be read: the
  /// replacement stands, as it did before this look).
  private static func lateWrite(to descriptor: Int32, since checked: FileFingerprint?, path: String)
    -> [UInt8]?
  {
    var status = stat()
    guard descriptor >= 0, let checked, fstat(descriptor, &status) == 0 else { return nil }
    let after = FileFingerprint(size: Int(status.st_size), modified: modified(status), contentHash: 0)
    guard !after.sameVersion(as: checked) else { return nil }
    return try? Descriptors.readAll(descriptor, path: path, sizeHint: Int(status.st_size))
  }

  static func modified(_ status: stat) -> Duration {
    .seconds(status.st_mtim.tv_sec) + .nanoseconds(status.st_mtim.tv_nsec)
  }

  private static func makeDirectories(_ directory: String) throws(ToDoStoreError) {
    let code = Paths.makeFolders(directory, mode: 0o755)
    guard code == 0 else { throw FileErrors.failure("cannot create the folder", path: directory, code: code) }
  }
}
