import Glibc
import ToDoCore

/// A list's journal: `<state folder>/journal/<ListStateName>.jsonl`, one `JournalEntry` a
/// line, appended at each save (never per key) under an exclusive `flock` of its own, so
/// that two instances of the app on one list append whole lines in turn. Reading leaves
/// out whatever is not a whole entry (a line a crash or a full disk cut short), so a
/// journal always reads back up to its last whole entry; an append after a cut line starts
/// on a fresh line. The file is the user's own or it is not used (`OwnFile`): a symbolic
/// link is never followed, a journal another user owns or may write is neither read nor
/// written (decision 0305). Thread-safe: each call opens, locks and closes the file.
public struct Journal: Sendable {
  /// The journal's file.
  public let path: String
  /// The bounds an append that takes the file past `maxBytes` compacts it to, under the
  /// lock it holds; nil: only `compact` (at the start) bounds it.
  public var bounds: JournalBounds?
  /// The faults a test injects into an append's flush and the compaction's write
  /// (`LiveFileSystem`).
  public var faults: FileFaults

  /// What the journal is called in what the user is told.
  static let what = "the journal"

  public init(path: String, bounds: JournalBounds? = nil, faults: FileFaults = .none) {
    self.path = path
    self.bounds = bounds
    self.faults = faults
  }

  /// The journal of the list at `listPath` (resolved to its real path, so that a link and
  /// its target share one), in `stateFolder`.
  public init(
    forList listPath: String, stateFolder: String = InPlaceWrite.defaultBackupFolder(),
    bounds: JournalBounds? = nil
  ) {
    self.init(path: Self.path(forList: listPath, stateFolder: stateFolder), bounds: bounds)
  }

  /// Where the journal of the list at `listPath` is.
  public static func path(forList listPath: String, stateFolder: String) -> String {
    "\(stateFolder)/journal/\(ListStateName.of(realPath: realPath(listPath))).jsonl"
  }

  /// The entries of the journal of the list at `listPath`, oldest first: the reader's API
  /// (`todo log`, a todo's history). Empty when there is no journal.
  public static func entries(for listPath: String) -> [JournalEntry] {
    Journal(forList: listPath).entries()
  }

  /// Why the journal is not used (a link, another user's, writable by others), or nil when
  /// it is the user's own or missing. Blocks on `lstat`.
  public func distrust() -> String? { OwnFile.distrust(path, what: Self.what) }

  /// Every whole entry, oldest first; empty when the file is missing, unreadable or not
  /// trusted (`distrust`).
  public func entries() -> [JournalEntry] {
    guard let descriptor = try? openTrusted(O_RDONLY) else { return [] }
    defer { close(descriptor) }
    guard let bytes = try? Descriptors.readAll(descriptor, path: path) else { return [] }
    return Self.entries(in: bytes)
  }

  /// The whole entries `bytes` hold: each line ended by a newline that parses as an entry
  /// of this version; the last line, without its newline, is a write cut short and left
  /// out. Pure.
  public static func entries(in bytes: [UInt8]) -> [JournalEntry] {
    var entries: [JournalEntry] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      if let entry = JournalEntry.parse(bytes[start..<index]) { entries.append(entry) }
      start = index + 1
    }
    return entries
  }

  /// The journal opened with `flags` (and `O_NOFOLLOW`: a link is refused, nothing is
  /// made through a dangling one), its folder and the file checked to be the user's own;
  /// throws the refusal, named. Nil-free: a missing file without `O_CREAT` throws ENOENT.
  func openTrusted(_ flags: Int32) throws(JournalError) -> Int32 {
    if let folder = OwnFile.distrustFolder(of: path, what: Self.what, stickyTrusted: false) {
      throw JournalError(refused: folder)
    }
    let descriptor = open(path, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o600)
    guard descriptor >= 0 else {
      if errno == ELOOP { throw JournalError(refused: OwnFile.linkRefused(path, what: Self.what)) }
      throw JournalError(path, errno)
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      throw JournalError(path, errno)
    }
    if let distrust = OwnFile.distrust(status, path: path, what: Self.what) {
      close(descriptor)
      throw JournalError(refused: distrust)
    }
    return descriptor
  }

  /// Appends `lines` (each one entry, without its newline) in one write, holding the
  /// journal's lock, after a newline when the file does not end with one (a cut line),
  /// and flushes it (`fsync`, through `faults`). Makes the folder and the file (readable by
  /// the user only) when missing.
  public func append(_ lines: [String]) throws(JournalError) {
    guard !lines.isEmpty else { return }
    try append { (_: [JournalEntry]) in lines }
  }

  /// As `append(_:)`, the lines made by `makeLines` from the journal's last step number
  /// (read under the lock, so that two instances number their steps in turn).
  public func append(_ makeLines: (Int) -> [String]) throws(JournalError) {
    try append { (recent: [JournalEntry]) in makeLines(Self.lastStep(of: recent)) }
  }

  /// As `append(_:)`, the lines made by `makeLines` from the journal's recent entries (its
  /// last `JournalLines.chunkSize` bytes, read under the lock).
  func append(_ makeLines: ([JournalEntry]) -> [String]) throws(JournalError) {
    Self.makeFolders(Paths.directory(of: path))
    let descriptor = try lockedForAppending()
    defer { close(descriptor) }  // Closing it releases the lock.
    var bytes: [UInt8] = Self.endsCut(descriptor) ? [0x0A] : []
    let lines = makeLines(Self.recentEntries(descriptor))
    guard !lines.isEmpty else { return }
    for line in lines {
      bytes.append(contentsOf: line.utf8)
      bytes.append(0x0A)
    }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw JournalError(path, count < 0 ? errno : ENOSPC) }
      written += count
    }
    // On the disk before the save it records is: undo across a crash needs the step.
    let synced = faults.sync(descriptor, of: path)
    guard synced == 0 else { throw JournalError(path, synced) }
    // Past its bound, the journal is compacted now, still under the lock: one `fstat` a
    // save when within it; a compaction halves it, so it comes again only after as many
    // bytes more.
    if let bounds { _ = compactLocked(descriptor, bounds: bounds, now: JournalTime.now()) }
  }

  /// The journal opened for appending, locked, and still the file at `path`: a compaction
  /// by another instance that renamed a new file over it while this one waited for the
  /// lock leaves the old one unlinked, and an append there would be lost; then it opens
  /// the new one.
  private func lockedForAppending() throws(JournalError) -> Int32 {
    while true {
      let descriptor = try openTrusted(O_RDWR | O_APPEND | O_CREAT)
      Self.lock(descriptor)
      var opened = stat()
      var named = stat()
      guard fstat(descriptor, &opened) == 0, lstat(path, &named) == 0,
        opened.st_ino != named.st_ino || opened.st_dev != named.st_dev
      else { return descriptor }
      close(descriptor)
    }
  }

  /// Takes the exclusive lock of the open journal, waiting for it.
  static func lock(_ descriptor: Int32) {
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { break }  // A file system without locks: go on anyway.
    }
  }

  /// The number of the last step in the journal, 0 when it has none. Reads its end only.
  public func lastStep() -> Int {
    guard let descriptor = try? openTrusted(O_RDONLY) else { return 0 }
    defer { close(descriptor) }
    return Self.lastStep(of: Self.recentEntries(descriptor))
  }

  /// The largest step number among `entries`, 0 when there is none. Pure.
  static func lastStep(of entries: [JournalEntry]) -> Int { entries.map(\.step).max() ?? 0 }

  /// The whole entries of the open journal's last `JournalLines.chunkSize` bytes.
  static func recentEntries(_ descriptor: Int32) -> [JournalEntry] {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return [] }
    var lines = JournalLines(descriptor: descriptor, size: Int(status.st_size))
    var entries: [JournalEntry] = []
    var read = 0
    while read < JournalLines.chunkSize, let line = lines.next() {
      read += line.count + 1
      if let entry = JournalEntry.parse(line[...]) { entries.append(entry) }
    }
    return entries.reversed()
  }

  /// `date` as the journal writes it: ISO 8601 in UTC, to the second. Pure.
  public static func timestamp(_ seconds: Int) -> String { JournalTime.timestamp(seconds) }

  /// Whether the file's last byte is not a newline (a write cut short).
  private static func endsCut(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return false }
    var last: UInt8 = 0
    return pread(descriptor, &last, 1, status.st_size - 1) == 1 && last != 0x0A
  }

  /// Makes the folders of `folder` that are missing, each readable by the user only.
  private static func makeFolders(_ folder: String) {
    Paths.makeFolders(folder, mode: 0o700)
  }

  private static func realPath(_ path: String) -> String {
    var absolute = path
    if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
      absolute = String(cString: cwd) + "/" + path
      free(cwd)
    }
    guard let resolved = Glibc.realpath(absolute, nil) else { return absolute }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Why the journal could not be written, in words a user can act on.
public struct JournalError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  /// Whether the journal is only missing (opened without `O_CREAT`): nothing to refuse.
  var isMissing = false

  init(_ path: String, _ code: Int32) {
    description = "the journal ‘\(path)’ cannot be written (\(String(cString: strerror(code))))"
    isMissing = code == ENOENT
  }

  /// A journal refused, as `OwnFile` names it.
  init(refused: String) { description = refused }
}
