/// The message of a commit the sync makes: what changed in the list and its done file
/// since the commit before (`HEAD`), in words: `todo: 2 added, 1 completed`, then a line a
/// todo. Pure.
public enum SyncCommitMessage {
  /// What happened to a todo between the two versions.
  enum Change: String, CaseIterable {
    case added, completed, reopened, edited, deleted, archived
  }

  /// The message for the list that was `list.before` (nil: not in `HEAD`) and is
  /// `list.after` (nil: no file), and its done file likewise. A todo that left the list and
  /// arrived in the done file is archived, not deleted; a line removed and one added that
  /// are the same todo (its text without the completion mark, the dates and the priority)
  /// are a completion, a reopening or an edit; a removed and an added line that share at
  /// least half their words are an edit. Other lines are added or deleted. O(n), plus the
  /// words of at most `pairedAtMost` unmatched lines a side.
  public static func text(
    list: (before: String?, after: String?), done: (before: String?, after: String?)
  ) -> String {
    var changes = diff(lines(list.before), lines(list.after))
    let archived = difference(lines(done.after), lines(done.before))
    // A todo that left the list for the done file is archived, once.
    var arrived = Multiset(archived)
    changes.removeAll { $0.change == .deleted && arrived.take($0.line) }
    let rank = Dictionary(uniqueKeysWithValues: Change.allCases.enumerated().map { ($1, $0) })
    // In the subject's order; in the file's order within a kind (the sort is stable).
    let all = (changes.map { ($0.change, $0.line) } + archived.map { (Change.archived, $0) })
      .enumerated().sorted { (rank[$0.element.0]!, $0.offset) < (rank[$1.element.0]!, $1.offset) }
      .map(\.element)
    let counts = Change.allCases.compactMap { change -> String? in
      let count = all.filter { $0.0 == change }.count
      return count > 0 ? "\(count) \(change.rawValue)" : nil
    }
    let subject =
      "todo: " + (counts.isEmpty ? "list rewritten (order or format)" : counts.joined(separator: ", "))
    guard !all.isEmpty else { return subject + "\n" }
    let shown = all.prefix(shownAtMost).map { "\($0.0.rawValue): \(shortened($0.1))" }
    let more = all.count > shownAtMost ? ["… and \(all.count - shownAtMost) more"] : []
    return subject + "\n\n" + (shown + more).joined(separator: "\n") + "\n"
  }

  /// The most todos the body names.
  static let shownAtMost = 20
  /// The most unmatched lines a side compared word by word for an edit.
  static let pairedAtMost = 200

  /// The changes from `before` to `after`, each with the line it is about (the new one,
  /// for a change of a todo). Pure.
  static func diff(_ before: [String], _ after: [String]) -> [(change: Change, line: String)] {
    var removed = difference(before, after)
    let added = difference(after, before)
    var byBody: [String: [Int]] = [:]
    for (index, line) in removed.enumerated() { byBody[body(line).text, default: []].append(index) }
    var used = Set<Int>()
    var changes: [(change: Change, line: String)] = []
    var unmatched: [String] = []
    for line in added {
      let (isDone, text) = body(line)
      guard let index = byBody[text]?.first(where: { !used.contains($0) }) else {
        unmatched.append(line)
        continue
      }
      used.insert(index)
      let wasDone = body(removed[index]).isDone
      changes.append((isDone && !wasDone ? .completed : !isDone && wasDone ? .reopened : .edited, line))
    }
    removed = removed.enumerated().filter { !used.contains($0.offset) }.map(\.element)
    var removedUsed = Set<Int>()
    for line in unmatched {
      let words = Set(line.split(separator: " "))
      let pairs = unmatched.count <= pairedAtMost && removed.count <= pairedAtMost
      let index =
        pairs
        ? removed.indices.first { index in
          guard !removedUsed.contains(index) else { return false }
          let other = Set(removed[index].split(separator: " "))
          return words.intersection(other).count * 2 >= max(words.count, other.count)
        } : nil
      if let index {
        removedUsed.insert(index)
        changes.append((.edited, line))
      } else {
        changes.append((.added, line))
      }
    }
    for (index, line) in removed.enumerated() where !removedUsed.contains(index) {
      changes.append((.deleted, line))
    }
    return changes
  }

  /// A todo's text without what completing it or giving it a priority changes: the `x `
  /// mark, the completion and creation dates, the priority; and whether it is done. Pure.
  static func body(_ line: String) -> (isDone: Bool, text: String) {
    var rest = Substring(line)
    let isDone = rest.hasPrefix("x ")
    if isDone { rest = rest.dropFirst(2) }
    if rest.count >= 4, rest.hasPrefix("("), rest.dropFirst(2).hasPrefix(") ") { rest = rest.dropFirst(4) }
    for _ in 0..<2 where isDate(rest.prefix(11)) { rest = rest.dropFirst(11) }
    return (isDone, String(rest))
  }

  /// Whether `text` is `YYYY-MM-DD ` (a date and a space). Pure.
  static func isDate(_ text: Substring) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 11, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: " ")
    else { return false }
    return [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
  }

  /// The non-blank lines of `text`, without their line endings. Pure.
  static func lines(_ text: String?) -> [String] {
    guard let text else { return [] }
    return text.split(whereSeparator: \.isNewline).map(String.init).filter {
      !$0.allSatisfy(\.isWhitespace)
    }
  }

  /// The lines of `left` that `right` lacks, each counted, in `left`'s order. Pure.
  static func difference(_ left: [String], _ right: [String]) -> [String] {
    var inRight = Multiset(right)
    return left.filter { !inRight.take($0) }
  }

  static func shortened(_ line: String) -> String {
    line.count <= 72 ? line : String(line.prefix(71)) + "…"
  }

  /// Lines counted. Pure value.
  struct Multiset {
    var counts: [String: Int] = [:]

    init(_ lines: [String]) {
      for line in lines { counts[line, default: 0] += 1 }
    }

    /// Takes one `line` out; whether there was one.
    mutating func take(_ line: String) -> Bool {
      guard let count = counts[line], count > 0 else { return false }
      counts[line] = count - 1
      return true
    }
  }
}
