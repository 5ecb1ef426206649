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

  private(set) var documents: [ToDoTxtDocument] = []

  /// Remembers `document`, which the store leaves for a new version, unless it is too
  /// large (`size` bytes) or the newest kept already.
  mutating func remember(_ document: ToDoTxtDocument, size: Int?) {
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

  /// How many lines one list has that the other lacks, in order: the lines to remove and
  /// to add to go from one to the other keeping the longest run they share (so a line
  /// another program appended, that the app's last save had deleted, is one line away from
  /// the save, not none away from the version before it). Between the ends the two share,
  /// by the longest common subsequence when the middles are small; by counts of each text
  /// (duplicates counted, order not) when they are too large for that. Pure.
  static func distance(_ left: [TextLine], _ right: [TextLine]) -> Int {
    let (prefix, suffix) = SharedEnds(left, right).pair
    let (leftMiddle, rightMiddle) = (
      left[prefix..<(left.count - suffix)], right[prefix..<(right.count - suffix)]
    )
    guard leftMiddle.count * rightMiddle.count > Self.largestOrderedComparison else {
      return leftMiddle.count + rightMiddle.count
        - 2 * longestCommonSubsequence(Array(leftMiddle), Array(rightMiddle))
    }
    var counts: [TextLine: Int] = [:]
    for line in leftMiddle { counts[line, default: 0] += 1 }
    for line in rightMiddle { counts[line, default: 0] -= 1 }
    return counts.values.reduce(0) { $0 + abs($1) }
  }

  /// The most pairs of lines `distance` compares in order (a few milliseconds).
  static let largestOrderedComparison = 1 << 20

  /// The length of the longest run of lines both lists have in the same order, not
  /// necessarily next to each other. Pure; O(n·m) time, O(m) memory.
  private static func longestCommonSubsequence(_ left: [TextLine], _ right: [TextLine]) -> Int {
    guard !left.isEmpty, !right.isEmpty else { return 0 }
    var previous = [Int](repeating: 0, count: right.count + 1)
    var current = previous
    for line in left {
      for (index, other) in right.enumerated() {
        current[index + 1] = line == other ? previous[index] + 1 : max(previous[index + 1], current[index])
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
