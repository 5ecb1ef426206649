import Glibc
import ToDoCore

/// Settles the moves between lists a crash cut off (their `MoveIntent`s): each moved line
/// found in both lists leaves the source when the intent says the target had them all
/// (`written`: the move is finished), or leaves the target otherwise (the move is taken
/// back). A line in one list only is left there. The lists change through their stores
/// (`store`), as a save changes them. Blocks: run off the main thread, or where a crash's
/// leftover may be waited for.
public enum MoveRecovery {
  /// What an intent says. Pure value.
  struct Record {
    var source: String
    var target: String
    /// Each line moved, with how many equal lines the source and the target held before.
    var lines: [(text: String, source: Int, target: Int)]
    var written: Bool

    /// The record in `text`, or nil when it is not one. Pure.
    init?(_ text: String) {
      var source: String?
      var target: String?
      lines = []
      written = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        if line.hasPrefix("source: ") { source = String(line.dropFirst(8)) }
        if line.hasPrefix("target: ") { target = String(line.dropFirst(8)) }
        if line == "written" { written = true }
        guard line.hasPrefix("line: ") else { continue }
        let parts = line.dropFirst(6).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let s = Int(parts[0]), let t = Int(parts[1]) else { return nil }
        lines.append((String(parts[2]), s, t))
      }
      guard let source, let target, text.hasPrefix("todo: a move between lists") else { return nil }
      self.source = source
      self.target = target
    }
  }

  /// The lines to take out of each list so that every moved line is in exactly one:
  /// for each text moved `n` times, those in the source still (fewer than before: taken
  /// out) and those added to the target (more than before) overlap by the excess over
  /// `n`, which leaves the source if `written`, else the target. Pure; O(lines).
  static func plan(_ record: Record, source: [String], target: [String]) -> (
    fromSource: [String], fromTarget: [String]
  ) {
    let inSource = counts(source)
    let inTarget = counts(target)
    var groups: [String: (moved: Int, source: Int, target: Int)] = [:]
    var order: [String] = []
    for line in record.lines {
      if groups[line.text] == nil { order.append(line.text) }
      groups[line.text, default: (0, line.source, line.target)].moved += 1
    }
    var fromSource: [String] = []
    var fromTarget: [String] = []
    for text in order {
      let group = groups[text]!
      let stillInSource = max(0, group.moved - max(0, group.source - inSource[text, default: 0]))
      let addedToTarget = min(group.moved, max(0, inTarget[text, default: 0] - group.target))
      let both = max(0, stillInSource + addedToTarget - group.moved)
      let lines = Array(repeating: text, count: both)
      if record.written { fromSource += lines } else { fromTarget += lines }
    }
    return (fromSource, fromTarget)
  }

  /// How many lines equal to each text `lines` holds. Pure.
  static func counts(_ lines: [String]) -> [String: Int] {
    lines.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// How many lines equal to each of `lines` the lists at `source` and `target` hold now,
  /// read through `store`. Blocks.
  static func counts(
    of lines: [String], source: String, target: String, store: (String) -> any ToDoStore
  ) throws(ToDoStoreError) -> [(source: Int, target: Int)] {
    let inSource = counts(try titles(at: source, store: store))
    let inTarget = counts(try titles(at: target, store: store))
    return lines.map { (inSource[$0, default: 0], inTarget[$0, default: 0]) }
  }

  /// Settles each intent left in `stateFolder` that names the list at `path` (as its
  /// source or target) and no live session holds; answers what the user should be told,
  /// once. Blocks.
  public static func settleInterrupted(
    involving path: String, stateFolder: String, store: (String) -> any ToDoStore
  ) -> [String] {
    let folder = MoveIntent.folder(in: stateFolder)
    // Records are trusted only as the user's own files (`OwnFile`), in a folder of the
    // user's own; one that is not is named, never settled (decision 0305).
    if let refusal = OwnFile.distrustOwnFolder(folder, what: MoveIntent.folderWhat) {
      return ["\(refusal); no move cut off is settled from it"]
    }
    var notices: [String] = []
    for name in InPlaceJournal.names(in: folder) where name.hasSuffix(".intent") {
      let intentPath = "\(folder)/\(name)"
      let descriptor = open(intentPath, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else {
        if errno == ELOOP {
          notices.append(OwnFile.linkRefused(intentPath, what: MoveIntent.what) + "; not settled")
        }
        continue
      }
      defer { close(descriptor) }
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { continue }
      if let refusal = OwnFile.distrust(status, path: intentPath, what: MoveIntent.what) {
        notices.append(refusal + "; not settled")
        continue
      }
      // Another session's move under way holds its lock.
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0,
        let bytes = try? Descriptors.readAll(descriptor, path: intentPath),
        let record = Record(String(decoding: bytes, as: UTF8.self)),
        same(record.source, path) || same(record.target, path)
      else { continue }
      if let notice = settle(record, intentPath: intentPath, store: store) { notices.append(notice) }
    }
    return notices
  }

  /// Settles the intent at `intentPath` now (the move's own write failed). Blocks.
  @discardableResult
  static func settle(intentAt intentPath: String, store: (String) -> any ToDoStore) -> String? {
    let (bytes, refusal) = OwnFile.contents(of: intentPath, what: MoveIntent.what)
    if let refusal { return refusal + "; not settled" }
    guard let bytes, let record = Record(String(decoding: bytes, as: UTF8.self)) else { return nil }
    return settle(record, intentPath: intentPath, store: store)
  }

  /// Settles one intent (`intentPath`, removed once settled) now: at start, or at once when
  /// the move's own write failed. Answers what to tell the user, or nil. Blocks.
  @discardableResult
  static func settle(_ record: Record, intentPath: String, store: (String) -> any ToDoStore) -> String? {
    let (sourceName, targetName) = (Paths.name(of: record.source), Paths.name(of: record.target))
    do throws(ToDoStoreError) {
      let (fromSource, fromTarget) = plan(
        record, source: try titles(at: record.source, store: store),
        target: try titles(at: record.target, store: store))
      if !fromSource.isEmpty { try remove(fromSource, at: record.source, store: store) }
      if !fromTarget.isEmpty { try remove(fromTarget, at: record.target, store: store) }
      unlink(intentPath)
      let count = (fromSource + fromTarget).count.counted("todo")
      if !fromSource.isEmpty, targetName == "done.txt" {
        return "An archive to ‘done.txt’ was cut off: finished, \(count) now only there."
      }
      if !fromSource.isEmpty {
        return "A move to ‘\(targetName)’ was cut off: finished, \(count) now only there."
      }
      if !fromTarget.isEmpty, targetName == "done.txt" {
        return "An archive to ‘done.txt’ was cut off: taken back, \(count) only in ‘\(sourceName)’ again."
      }
      if !fromTarget.isEmpty {
        return "A move to ‘\(targetName)’ was cut off: taken back, \(count) only in ‘\(sourceName)’ again."
      }
      return nil
    } catch {
      return "A move from ‘\(sourceName)’ to ‘\(targetName)’ was cut off and cannot be settled (\(error)): "
        + "check both lists, then delete ‘\(intentPath)’."
    }
  }

  private static func titles(at path: String, store: (String) -> any ToDoStore) throws(ToDoStoreError)
    -> [String]
  {
    let result = waitForCompletion { store(path).load(completion: $0) }
    return Array(try result.get())
  }

  private static func remove(_ lines: [String], at path: String, store: (String) -> any ToDoStore)
    throws(ToDoStoreError)
  {
    try waitForCompletion { store(path).remove(lines, completion: $0) }.get()
  }

  /// Whether two paths name one file (or are the same text). Blocks (two `stat`s).
  static func same(_ a: String, _ b: String) -> Bool {
    guard a != b else { return true }
    var first = stat()
    var second = stat()
    return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev
      && first.st_ino == second.st_ino
  }
}
