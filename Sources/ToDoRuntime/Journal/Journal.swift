import Foundation
import Glibc
import ToDoCore

/// A list's journal: `<state folder>/journal/<ListStateName>.jsonl`, one `JournalEntry` a
/// line, appended at each save (never per key) under an exclusive `flock` of its own, so
/// that two instances of the app on one list append whole lines in turn. Reading leaves
/// out whatever is not a whole entry (a line a crash or a full disk cut short), so a
/// journal always reads back up to its last whole entry; an append after a cut line starts
/// on a fresh line. Thread-safe: each call opens, locks and closes the file.
public struct Journal: Sendable {
  /// The journal's file.
  public let path: String
  /// The bounds an append that takes the file past `maxBytes` compacts it to, under the
  /// lock it holds; nil: only `compact` (at the start) bounds it.
  public var bounds: JournalBounds?

  public init(path: String, bounds: JournalBounds? = nil) {
    self.path = path
    self.bounds = bounds
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

  /// Every whole entry, oldest first; empty when the file is missing or unreadable.
  public func entries() -> [JournalEntry] {
    guard let bytes = FileManager.default.contents(atPath: path) else { return [] }
    return Self.entries(in: [UInt8](bytes))
  }

  /// The whole entries `bytes` hold: each line ended by a newline that parses as an entry
  /// of this version; the last line, without its newline, is a write cut short and left
  /// out. Pure.
  public static func entries(in bytes: [UInt8]) -> [JournalEntry] {
    var entries: [JournalEntry] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      let line = String(decoding: bytes[start..<index], as: UTF8.self)
      if let entry = JournalEntry.parse(Substring(line)) { entries.append(entry) }
      start = index + 1
    }
    return entries
  }

  /// Appends `lines` (each one entry, without its newline) in one write, holding the
  /// journal's lock, after a newline when the file does not end with one (a cut line).
  /// Makes the folder and the file (readable by the user only) when missing.
  public func append(_ lines: [String]) throws(JournalError) {
    guard !lines.isEmpty else { return }
    try append { _ in lines }
  }

  /// As `append(_:)`, the lines made by `makeLines` from the journal's last step number
  /// (read under the lock, so that two instances number their steps in turn).
  public func append(_ makeLines: (Int) -> [String]) throws(JournalError) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let descriptor = try lockedForAppending()
    defer { close(descriptor) }  // Closing it releases the lock.
    var bytes: [UInt8] = Self.endsCut(descriptor) ? [0x0A] : []
    let lines = makeLines(lastStep())
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
    // Past its bound, the journal is compacted now, still under the lock: one `fstat` a
    // save when within it; a compaction halves it, so it comes again only after as many
    // bytes more.
    var status = stat()
    if let bounds, fstat(descriptor, &status) == 0, Int(status.st_size) > bounds.maxBytes,
      let contents = FileManager.default.contents(atPath: path)
    {
      compactLocked(
        [UInt8](contents), maxBytes: bounds.maxBytes, maxAge: bounds.maxAge,
        keepSteps: bounds.keepSteps, now: Date())
    }
  }

  /// The journal opened for appending, locked, and still the file at `path`: a compaction
  /// by another instance that renamed a new file over it while this one waited for the
  /// lock leaves the old one unlinked, and an append there would be lost; then it opens
  /// the new one.
  private func lockedForAppending() throws(JournalError) -> Int32 {
    while true {
      let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else { throw JournalError(path, errno) }
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else { break }  // A file system without locks: append anyway.
      }
      var opened = stat()
      var named = stat()
      guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0,
        opened.st_ino != named.st_ino || opened.st_dev != named.st_dev
      else { return descriptor }
      close(descriptor)
    }
  }

  /// Appends what another program did to `list`, as `merged` (a reload's or a save's
  /// merge of the file) shows it: one `outside` step by `other`, when there is any. On the
  /// store's queue, where the merge was made, before its result reaches the main thread;
  /// a journal that cannot be written is left for the next save to say.
  public func appendOutside(_ merged: MergedList, from list: ToDoList, at date: Date = Date()) {
    let changes = merged.outsideChanges(from: list)
    guard !changes.isEmpty else { return }
    let at = Self.timestamp(date)
    try? append { lastStep in
      JournalEntry.entries(ofOutside: changes, step: lastStep + 1, at: at).map(\.jsonLine)
    }
  }

  /// Appends what other programs changed while the app was closed (found at the start):
  /// one `outside` step by `other`, when there is any. On the store's queue; a journal
  /// that cannot be written is left for the next save to say.
  public func appendClosed(_ changes: [OutsideChange], at date: Date = Date()) {
    guard !changes.isEmpty else { return }
    let at = Self.timestamp(date)
    try? append { lastStep in
      JournalEntry.entries(ofClosed: changes, step: lastStep + 1, at: at).map(\.jsonLine)
    }
  }

  /// The number of the last step in the journal, 0 when it has none. Reads its end only.
  public func lastStep() -> Int {
    guard let handle = FileHandle(forReadingAtPath: path) else { return 0 }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    let start = size > 65_536 ? size - 65_536 : 0
    try? handle.seek(toOffset: start)
    let bytes = [UInt8]((try? handle.readToEnd()) ?? Data())
    return Self.entries(in: bytes).map(\.step).max() ?? 0
  }

  /// Rewrites the journal without its oldest entries when it holds more than `maxBytes`
  /// or entries older than `maxAge` seconds: it keeps the entries of the last `keepSteps`
  /// steps whatever their age or size (the undo across restarts needs them), and at most
  /// those the bounds allow beyond. Written whole beside it and renamed over it, under
  /// its lock. Does nothing to a journal within the bounds.
  public func compact(maxBytes: Int, maxAge: Int?, keepSteps: Int, now: Date = Date()) {
    let descriptor = open(path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 { guard errno == EINTR else { break } }
    guard let bytes = FileManager.default.contents(atPath: path) else { return }
    compactLocked([UInt8](bytes), maxBytes: maxBytes, maxAge: maxAge, keepSteps: keepSteps, now: now)
  }

  /// `compact`'s work on the journal's `bytes`, its lock held by the caller.
  private func compactLocked(
    _ bytes: [UInt8], maxBytes: Int, maxAge: Int?, keepSteps: Int, now: Date
  ) {
    let entries = Self.entries(in: bytes)
    let cutoff = maxAge.map { Self.timestamp(now.addingTimeInterval(-Double($0))) }
    let tooOld = cutoff.map { cutoff in entries.contains { $0.at < cutoff } } ?? false
    guard bytes.count > maxBytes || tooOld else { return }
    let steps = Array(Set(entries.map(\.step))).sorted()
    let keptFrom = steps.count > keepSteps ? steps[steps.count - keepSteps] : Int.min
    var kept: [String] = []
    var size = 0
    for entry in entries.reversed() {
      let line = entry.jsonLine
      let needed = entry.step >= keptFrom
      let withinBounds = size + line.utf8.count + 1 <= maxBytes / 2 && cutoff.map { entry.at >= $0 } ?? true
      guard needed || withinBounds else { break }
      kept.append(line)
      size += line.utf8.count + 1
    }
    let text = kept.reversed().map { $0 + "\n" }.joined()
    let temporary = path + ".compacting"
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }

  /// `date` as the journal writes it: ISO 8601 in UTC, to the second. Pure.
  public static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
  }

  /// Whether the file's last byte is not a newline (a write cut short).
  private static func endsCut(_ descriptor: Int32) -> Bool {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return false }
    var last: UInt8 = 0
    return pread(descriptor, &last, 1, status.st_size - 1) == 1 && last != 0x0A
  }

  private static func realPath(_ path: String) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    guard let resolved = Glibc.realpath(absolute, nil) else { return absolute }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Why the journal could not be written, in words a user can act on.
public struct JournalError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  init(_ path: String, _ code: Int32) {
    description = "the journal '\(path)' cannot be written (\(String(cString: strerror(code))))"
  }
}
