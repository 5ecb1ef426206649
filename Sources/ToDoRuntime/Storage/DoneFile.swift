import Glibc

/// The done file beside a todo.txt list, `done.txt`, as todo.txt-cli's `archive` keeps it:
/// archived todos are appended to it, never rewritten. Thread-safe (no state).
enum DoneFile {
  static let name = "done.txt"

  /// The done file of the list at `listPath`: beside the file the list finally names (a
  /// symbolic link followed), where todo.txt-cli keeps it for that file.
  static func path(besideListAt listPath: String) throws(ToDoStoreError) -> String {
    path(besideFile: try SymbolicLinks.target(of: listPath))
  }

  /// The done file in the folder of the file at `target` (no link followed). Pure.
  static func path(besideFile target: String) -> String {
    let folder = Paths.directory(of: target)
    return folder == "/" ? "/" + name : folder + "/" + name
  }

  /// Throws when the done file at `path` is the list at `listPath` itself (the list is
  /// named `done.txt`, or is another name of it): the archive would append the list's done
  /// todos to the list, and then take them out of it.
  static func refuseTheList(_ path: String, listPath: String) throws(ToDoStoreError) {
    var done = stat()
    var list = stat()
    let same =
      path == listPath
      || (stat(path, &done) == 0 && stat(listPath, &list) == 0 && done.st_dev == list.st_dev
        && done.st_ino == list.st_ino)
    guard same else { return }
    throw ToDoStoreError(
      "the list is ‘\(Paths.name(of: path))’ itself, where archived todos go; "
        + "to archive, keep the list under another name (mv '\(listPath)' todo.txt) and open that")
  }

  /// Appends `lines` to the done file at `path`, each with the file's line ending (for a
  /// new file, `lineEnding`, the list's), after ending its last line when it had no ending;
  /// flushed to the disk before it returns. A new done file gets the owner, group, mode and
  /// attributes of the list at `listPath`. Anything but a regular file is refused. When a
  /// write fails, the file is cut back to what it held, so that no half line stays. Throws
  /// the reason first, then what failed.
  ///
  /// `copies` (some of `lines`) were appended before, by an archive the user undid: each is
  /// left out as many times as the file holds it as a whole line, so that archiving again
  /// adds no duplicate; one the file no longer holds (another program removed it) is
  /// appended, so that no todo is lost.
  static func append(
    _ lines: [String], leavingOutCopies copies: [String] = [], to path: String, listPath: String,
    lineEnding: String, faults: FileFaults = .none
  ) throws(ToDoStoreError) {
    var status = stat()
    let existed = lstat(path, &status) == 0
    if existed, status.st_mode & S_IFMT == S_IFLNK { throw OpenedPaths.linkAppeared(path, openedAs: path) }
    if existed, status.st_mode & S_IFMT != S_IFREG {
      throw FileErrors.notRegularFile(path, mode: status.st_mode, kind: .doneFile)
    }
    // O_NOFOLLOW: a link put in its place since is neither written through nor created at.
    let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw OpenedPaths.linkAppeared(path, openedAs: path) }
      throw FileErrors.failure(
        existed ? "cannot open" : "cannot create", path: path,
        advice: errno == EACCES ? "; make it writable, or the folder it is in" : nil)
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &status) == 0 else { throw FileErrors.failure("cannot check", path: path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileErrors.notRegularFile(path, mode: status.st_mode, kind: .doneFile)
    }
    if !existed { giveOwnership(of: listPath, to: descriptor) }
    let size = Int(status.st_size)
    var held = copies.isEmpty ? [:] : heldCopies(of: copies, in: descriptor, path: path, size: size)
    let lines = lines.filter { line in
      guard let count = held[line], count > 0 else { return true }
      held[line] = count - 1
      return false
    }
    if lines.isEmpty { return }
    let (ending, endsWithNewline) = size > 0 ? lastLineEnding(descriptor, size: size) : (lineEnding, true)
    var bytes: [UInt8] = endsWithNewline ? [] : Array(ending.utf8)
    for line in lines { bytes += Array(line.utf8) + Array(ending.utf8) }
    do throws(ToDoStoreError) {
      if let code = faults.before(.write, path) {
        throw FileErrors.failure("cannot write", path: path, code: code)
      }
      try write(bytes, to: descriptor, path: path)
      let code = faults.sync(descriptor, of: path)
      if code != 0 { throw FileErrors.failure("cannot flush to the disk", path: path, code: code) }
    } catch {
      // No half-written line, and nothing the list still holds, stays in the done file.
      _ = ftruncate(descriptor, off_t(size))
      _ = faults.flush(descriptor)
      throw error
    }
    if !existed {
      _ = faults.syncFolder(Paths.directory(of: path), for: path)
    }
  }

  /// How many times the file holds each of `copies` as a line, at most as many times as
  /// `copies` has it: read and split into lines as a todo.txt file is (`Descriptors.readAll`,
  /// `ToDoTxtDocument.parse`). A file that cannot be read so (too large, not text) is taken
  /// to hold none: the copies are appended again, a duplicate rather than a loss.
  private static func heldCopies(of copies: [String], in descriptor: Int32, path: String, size: Int)
    -> [String: Int]
  {
    var wanted: [String: Int] = [:]
    for copy in copies { wanted[copy, default: 0] += 1 }
    guard let bytes = try? Descriptors.readAll(descriptor, path: path, sizeHint: size + 1),
      let document = try? ToDoTxtDocument.parse(bytes)
    else { return [:] }
    var held: [String: Int] = [:]
    for line in document.lines {
      let text = line.string
      if let limit = wanted[text], held[text, default: 0] < limit { held[text, default: 0] += 1 }
    }
    return held
  }

  /// The ending of the done file's last line (`\r\n` or `\n`), and whether it has one.
  private static func lastLineEnding(_ descriptor: Int32, size: Int) -> (String, Bool) {
    var last: [UInt8] = [0, 0]
    let count = min(size, 2)
    let read = last.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, count, off_t(size - count)) }
    guard read == count else { return ("\n", true) }
    let tail = last[..<count]
    if tail.last != UInt8(ascii: "\n") { return ("\n", false) }
    return (tail.count == 2 && tail.first == UInt8(ascii: "\r") ? "\r\n" : "\n", true)
  }

  /// `bytes` written at the end of the file, retried after interruptions.
  private static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ToDoStoreError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw FileErrors.failure("cannot write", path: path)
      }
      offset += written
    }
  }

  /// A new done file belongs to whom the list belongs, with its mode (best effort: a user
  /// cannot give a file away; then it stays theirs with the umask's mode).
  private static func giveOwnership(of listPath: String, to descriptor: Int32) {
    var list = stat()
    guard lstat(listPath, &list) == 0 else { return }
    _ = FileOwnership.copy(from: list, at: listPath, to: descriptor)
  }

}
