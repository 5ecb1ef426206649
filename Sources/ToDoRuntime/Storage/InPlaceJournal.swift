import Glibc

/// The record of an in-place write under way, kept in the state folder so that the next
/// start can finish one a crash cut off. Three files per write, named after the list, its
/// device and inode, and a random part (`todo.txt.2049-1234.a1B2c3.journal`):
/// `.before` (the old bytes), `.after` (the new ones), both flushed, then `.journal` (the
/// list's path and both versions' sizes and hashes), flushed with its folder, before the
/// first byte of the list changes. Removed, journal first, once the new bytes are on the
/// disk. Thread-safe (no state); callers hold the list's write lock.
struct InPlaceJournal {
  /// What the journal is called in what the user is told.
  static let what = "the record of an in-place write"
  let journalPath: String
  let beforePath: String
  let afterPath: String

  /// Keeps `old` and `new`, the bytes of the list at `target` (its `status`) before and after
  /// the write, and the journal that names them, all flushed.
  static func begin(
    old: [UInt8], new: [UInt8], of target: String, status: stat, in folder: String, faults: FileFaults
  ) throws(ToDoStoreError) -> InPlaceJournal {
    makeFolder(folder)
    let stem = "\(folder)/\(prefix(for: target, status: status))\(randomPart())"
    // Kept where no one else may put files the next start would trust (decision 0305).
    if let refusal = OwnFile.distrustFolder(of: stem + ".journal", what: what, stickyTrusted: true) {
      throw ToDoStoreError("\(refusal); the list is not written in place")
    }
    let journal = InPlaceJournal(
      journalPath: stem + ".journal", beforePath: stem + ".before", afterPath: stem + ".after")
    do throws(ToDoStoreError) {
      if let code = faults.before(.keepBackup, target) {
        throw FileErrors.failure(
          "cannot keep a backup (needed to write the list in place) in", path: folder, code: code)
      }
      try keep(old, at: journal.beforePath, faults: faults)
      try keep(new, at: journal.afterPath, faults: faults)
      if let code = faults.before(.writeJournal, target) {
        throw FileErrors.failure(
          "cannot keep a backup (needed to write the list in place) in", path: folder, code: code)
      }
      let record =
        "todo: an in-place write of this file is under way\npath: \(target)\n"
        + "before: \(old.count) \(FileFingerprint.hash(old))\nafter: \(new.count) \(FileFingerprint.hash(new))\n"
      try keep(Array(record.utf8), at: journal.journalPath, faults: faults)
      _ = faults.syncFolder(folder, for: folder)
    } catch {
      journal.remove()
      throw error
    }
    return journal
  }

  /// Removes the journal (first: without it the backups are only leftovers), then the
  /// backups.
  func remove() {
    unlink(journalPath)
    unlink(beforePath)
    unlink(afterPath)
  }

  /// Finishes, at start, an in-place write of the list at `target` that a crash cut off:
  /// under the list's write lock. Returns what the user should be told, or nil.
  ///
  /// - The list holds the new bytes: the write was done; the journal and backups go.
  /// - It holds the old bytes, or a mix that the write would leave (the new bytes' start,
  ///   then the old bytes' rest): the new bytes are written again, and the backups go.
  /// - Anything else (another program wrote since): the list is left as it is and so are
  ///   the backups, and the user is told where both versions are.
  ///
  /// Backups without a journal (a crash before the write began) are removed. A backup an
  /// earlier version left (`.todo.txt.backup.saving-XXXXXX.tmp`) is named, and kept.
  ///
  /// The journal and its backups are trusted only as the user's own files (`OwnFile`): in
  /// a folder no one else may write, each no link, the user's, written by no one else; one
  /// that is not is named, and the list left as it is.
  static func finishInterrupted(target: String, backupFolder: String, faults: FileFaults) -> String? {
    guard let (stems, journals, earlier) = leftovers(of: target, in: backupFolder) else { return nil }
    if !journals.isEmpty,
      let refusal = OwnFile.distrustFolder(of: journals.min()! + ".journal", what: what, stickyTrusted: true)
    {
      return
        "\(refusal); the save of ‘\(Paths.name(of: target))’ it records is not finished, the list is left as it is"
    }
    var notices: [String] = []
    for stem in stems.sorted() {
      let journal = InPlaceJournal(
        journalPath: stem + ".journal", beforePath: stem + ".before", afterPath: stem + ".after")
      guard journals.contains(stem) else {
        journal.remove()
        continue
      }
      if let notice = journal.finish(target: target, faults: faults) { notices.append(notice) }
    }
    // Earlier versions kept one backup, without a journal: it cannot be told whether it is
    // still needed, so it is named, never removed.
    if !earlier.isEmpty {
      let files = earlier.sorted().map { "‘\($0)’" }.joined(separator: ", ")
      notices.append(
        "An earlier version of todo left a backup of ‘\(Paths.name(of: target))’ from a save it did not "
          + "finish: \(files); compare it with the list, copy what you need, then delete it.")
    }
    return notices.isEmpty ? nil : notices.joined(separator: " ")
  }

  /// Whether the state folder holds anything an in-place write of `target` left: the look
  /// made before the list's lock is taken at start (which also sweeps the list's folder for
  /// abandoned temporary files, a pass over every name in it).
  static func hasLeftovers(of target: String, in backupFolder: String) -> Bool {
    guard let (stems, _, earlier) = leftovers(of: target, in: backupFolder) else { return false }
    return !stems.isEmpty || !earlier.isEmpty
  }

  /// What the state folder holds of the in-place writes of `target`: the journals' and
  /// backups' stems, the stems that have a journal, and backups an earlier version left.
  /// Nil when `target` is no regular file.
  private static func leftovers(of target: String, in backupFolder: String) -> (
    stems: Set<String>, journals: Set<String>, earlier: [String]
  )? {
    var status = stat()
    guard lstat(target, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let prefix = prefix(for: target, status: status)
    var stems = Set<String>()
    var journals = Set<String>()
    var earlier: [String] = []
    let earlierPrefix = TemporaryFiles.prefix(for: "\(backupFolder)/\(Paths.name(of: target)).backup")
    for name in names(in: backupFolder) {
      if name.hasPrefix(earlierPrefix), name.hasSuffix(TemporaryFiles.suffix) {
        earlier.append("\(backupFolder)/\(name)")
      }
      guard name.hasPrefix(prefix) else { continue }
      guard let dot = name.lastIndex(of: ".") else { continue }
      let stem = "\(backupFolder)/\(name[..<dot])"
      stems.insert(stem)
      if name.hasSuffix(".journal") { journals.insert(stem) }
    }
    return (stems, journals, earlier)
  }

  private func finish(target: String, faults: FileFaults) -> String? {
    let name = Paths.name(of: target)
    let left =
      "A save of ‘\(name)’ was cut off halfway and the file changed since: it is left as it is. "
      + "The list before that save is in ‘\(beforePath)’, the one being saved in ‘\(afterPath)’: "
      + "compare them, copy what you need, then delete them and ‘\(journalPath)’."
    var kept: [[UInt8]?] = []
    for (path, what) in [
      (journalPath, Self.what), (beforePath, "the backup of ‘\(name)’ before an in-place write"),
      (afterPath, "the copy of ‘\(name)’ an in-place write was writing"),
    ] {
      let (bytes, refusal) = OwnFile.contents(of: path, what: what)
      if let refusal { return "\(refusal); ‘\(name)’ is left as it is" }
      kept.append(bytes)
    }
    guard let record = kept[0], let before = kept[1], let after = kept[2],
      String(decoding: record, as: UTF8.self).contains(
        "before: \(before.count) \(FileFingerprint.hash(before))\nafter: \(after.count) \(FileFingerprint.hash(after))\n"
      )
    else { return left }
    let descriptor = open(target, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return left }
    defer { close(descriptor) }
    guard let now = try? Descriptors.readAll(descriptor, path: target) else { return left }
    if now.count == after.count, Self.commonPrefix(now, after) == now.count {
      remove()
      return nil
    }
    guard Self.isCutOff(now, from: before, to: after) else { return left }
    let written =
      faults.perform(.write, target) {
        (try? Descriptors.writeAll(after, to: descriptor, at: 0, path: target)) == nil ? -1 : 0
      } == 0
      && faults.perform(.truncate, target) { ftruncate(descriptor, off_t(after.count)) } == 0
      && faults.sync(descriptor, of: target) == 0
    guard written else { return left }
    remove()
    return "The last save of ‘\(name)’ was cut off halfway (todo stopped while writing it in place); "
      + "it is finished now, from the copy kept for that."
  }

  /// Whether `now` is what an in-place write of `after` over `before` leaves when it stops
  /// early: `after`'s first bytes, then the rest of `before` (nothing of `after` is the same
  /// as `before`). Pure.
  static func isCutOff(_ now: [UInt8], from before: [UInt8], to after: [UInt8]) -> Bool {
    let common = commonPrefix(now, after)
    // Written past the old end: a start of the new bytes, at least as long as the old ones.
    if common == now.count, now.count >= before.count { return true }
    // Otherwise as long as the old bytes, which show from where the writing stopped.
    guard now.count == before.count else { return false }
    let start = min(common, before.count)
    return commonPrefix(now, before, from: start) == now.count
  }

  /// How many bytes `a` and `b` have in common from their start (or from `start`, where
  /// they are taken as equal before it): compared with `memcmp` a block at a time, so that
  /// a list of tens of megabytes takes milliseconds even in a debug build. Pure.
  static func commonPrefix(_ a: [UInt8], _ b: [UInt8], from start: Int = 0) -> Int {
    let limit = min(a.count, b.count)
    return a.withUnsafeBytes { a in
      b.withUnsafeBytes { b in
        var common = min(start, limit)
        let block = 4096
        while common + block <= limit, memcmp(a.baseAddress! + common, b.baseAddress! + common, block) == 0 {
          common += block
        }
        while common < limit, a[common] == b[common] { common += 1 }
        return common
      }
    }
  }

  /// `todo.txt.2049-1234.`: the start of the names of a list's journal files. Pure.
  private static func prefix(for target: String, status: stat) -> String {
    "\(Paths.name(of: target)).\(status.st_dev)-\(status.st_ino)."
  }

  private static func randomPart() -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var generator = SystemRandomNumberGenerator()
    return String((0..<6).map { _ in letters.randomElement(using: &generator)! })
  }

  /// Writes `bytes` to a new file at `path` (mode 600) and flushes it.
  private static func keep(_ bytes: [UInt8], at path: String, faults: FileFaults) throws(ToDoStoreError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw FileErrors.failure("cannot keep a backup (needed to write the list in place) in", path: path)
    }
    defer { close(descriptor) }
    try Descriptors.writeAll(bytes, to: descriptor, at: 0, path: path)
    let code = faults.sync(descriptor, of: path)
    guard code == 0 else { throw FileErrors.failure("cannot write to disk", path: path, code: code) }
  }

  static func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(
        withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
    }
    return names
  }

  /// Makes the state folder and its parents, private to the user (mode 700).
  private static func makeFolder(_ folder: String) {
    Paths.makeFolders(folder, mode: 0o700)
  }
}
