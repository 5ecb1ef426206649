import ToDoCore

/// The versions of the list a store read or wrote before the last one, newest first: the
/// ones another program may have started from. `sed -i`, todo.txt-cli or an editor that
/// saves by rename may read the file just before the app's save and rename its copy over
/// it just after: that copy descends from the version before the save, not from the save,
/// and merged against the save it would take the app's own new lines for its deletions.
/// Pure value.
struct EarlierVersions {
  /// How many earlier versions are kept: a writer slower than two saves of the app is rare.
  static let count = 2
  /// The largest version kept (the documents share the file's bytes, so each one kept
  /// holds a whole file in memory).
  static let maximumSize = 8 << 20

  private(set) var documents: [TodoTxtDocument] = []

  /// Remembers `document`, which the store leaves for a new version, unless it is too
  /// large (`size` bytes) or the newest kept already.
  mutating func remember(_ document: TodoTxtDocument, size: Int?) {
    guard let size, size <= Self.maximumSize, documents.first != document else { return }
    documents.insert(document, at: 0)
    if documents.count > Self.count { documents.removeLast() }
  }

  /// The earlier version the file's todos `theirs` descend from, when one is strictly
  /// closer to them than `latest` (the version the store knows last): fewer lines added or
  /// removed to go from it to theirs. Nil when `latest` is as close as any. Pure; O(n),
  /// hashing only the lines between the ends the two share.
  func ancestor(of theirs: [TextLine], latest: [TextLine]) -> [TextLine]? {
    guard !documents.isEmpty else { return nil }
    var best: [TextLine]?
    var bestDistance = Self.distance(latest, theirs)
    for document in documents {
      guard bestDistance > 0 else { break }
      let lines = document.todoLines
      let distance = Self.distance(lines, theirs)
      if distance < bestDistance {
        (best, bestDistance) = (lines, distance)
      }
    }
    return best
  }

  /// How many lines (duplicates counted) one of the lists has that the other lacks. Pure.
  static func distance(_ left: [TextLine], _ right: [TextLine]) -> Int {
    var prefix = 0
    while prefix < min(left.count, right.count), left[prefix] == right[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(left.count, right.count) - prefix,
      left[left.count - 1 - suffix] == right[right.count - 1 - suffix]
    {
      suffix += 1
    }
    var counts: [TextLine: Int] = [:]
    for line in left[prefix..<(left.count - suffix)] { counts[line, default: 0] += 1 }
    for line in right[prefix..<(right.count - suffix)] { counts[line, default: 0] -= 1 }
    return counts.values.reduce(0) { $0 + abs($1) }
  }
}
