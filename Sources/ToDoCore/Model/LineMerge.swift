/// A three-way merge of lists of lines, matched by their text (duplicates counted): lines
/// of a file as `TextLine`s (by their bytes), or strings. Pure; O(n) expected (hashing),
/// however many lines are equal.
///
/// `base` is the common ancestor, `ours` and `theirs` two edits of it. The result is
/// `theirs` with our changes applied: lines we deleted are removed (one per deletion, the
/// first occurrences), and each line we added is inserted right after the nearest line
/// before it in `ours` that the result has (the k-th occurrence of a text in `ours` is the
/// k-th in `theirs`), or right after the line we added before it, or first. Everything else
/// of `theirs`, including lines `base` never had, stays where it is.
public enum LineMerge {
  /// The merge of a file's lines, by their bytes (what the file store merges).
  public static func merge(base: [TextLine], ours: [TextLine], theirs: [TextLine]) -> [TextLine] {
    // Each line's bytes are hashed once, to number its text; the merge works on numbers, and
    // a number stands for the first line with its text: the file's own where it has one.
    var interner = LineInterner(expectedTexts: theirs.count)
    let theirNumbers = interner.intern(theirs)
    let (baseNumbers, ourNumbers) = (interner.intern(base), interner.intern(ours))
    let merged = mergeLines(base: baseNumbers, ours: ourNumbers, theirs: theirNumbers)
    return merged.map { interner.lines[$0] }
  }

  /// The merge of lines given as strings, by their text. (Concrete entry points, so that
  /// the generic merge is specialised here, in its module.)
  public static func merge(base: [String], ours: [String], theirs: [String]) -> [String] {
    mergeLines(base: base, ours: ours, theirs: theirs)
  }

  private static func mergeLines<Line: Hashable>(base: [Line], ours: [Line], theirs: [Line]) -> [Line] {
    let ourCounts = counts(ours)
    let baseCounts = counts(base)
    var deletions = baseCounts.subtracting(ourCounts)
    var additions = ourCounts.subtracting(baseCounts)
    var kept: [Line] = []
    kept.reserveCapacity(theirs.count)
    for line in theirs {
      if deletions[line, default: 0] > 0 {
        deletions[line]! -= 1
        continue
      }
      kept.append(line)
    }
    guard !additions.isEmpty else { return kept }

    // Where each occurrence of a text stands in `kept`.
    var keptIndex: [Occurrence<Line>: Int] = [:]
    keptIndex.reserveCapacity(kept.count)
    var keptCounter = OccurrenceCounter<Line>()
    for (index, line) in kept.enumerated() { keptIndex[keptCounter.next(line)] = index }
    // The lines to insert after each kept line (slot 0: before everything), in order.
    var insertedAfter = [[Line]](repeating: [], count: kept.count + 1)
    var slot = 0
    var ourCounter = OccurrenceCounter<Line>()
    for line in ours {
      if additions[line, default: 0] > 0 {
        additions[line]! -= 1
        insertedAfter[slot].append(line)
      } else if let index = keptIndex[ourCounter.next(line)] {
        slot = index + 1
      }
    }
    var merged: [Line] = []
    merged.reserveCapacity(kept.count + ours.count)
    merged.append(contentsOf: insertedAfter[0])
    for (index, line) in kept.enumerated() {
      merged.append(line)
      merged.append(contentsOf: insertedAfter[index + 1])
    }
    return merged
  }

  private static func counts<Line: Hashable>(_ lines: [Line]) -> [Line: Int] {
    var result: [Line: Int] = [:]
    for line in lines { result[line, default: 0] += 1 }
    return result
  }
}

extension Dictionary where Value == Int {
  /// Each count less the other's, keeping only what stays above zero.
  fileprivate func subtracting(_ other: [Key: Int]) -> [Key: Int] {
    var result: [Key: Int] = [:]
    for (key, count) in self where count - other[key, default: 0] > 0 {
      result[key] = count - other[key, default: 0]
    }
    return result
  }
}
