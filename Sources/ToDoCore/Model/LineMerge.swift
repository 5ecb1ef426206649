/// A three-way merge of lists of lines, matched by their text (duplicates counted). Pure;
/// O(n) expected (hashing), however many lines are equal.
///
/// `base` is the common ancestor, `ours` and `theirs` two edits of it. The result is
/// `theirs` with our changes applied: lines we deleted are removed (one per deletion, the
/// first occurrences), and each line we added is inserted right after the nearest line
/// before it in `ours` that the result has (after the first occurrence of that text in
/// `theirs`, or right after the line we added before it), or first. Everything else of
/// `theirs`, including lines `base` never had, stays where it is.
public enum LineMerge {
  public static func merge(base: [String], ours: [String], theirs: [String]) -> [String] {
    let ourCounts = counts(ours)
    let baseCounts = counts(base)
    var deletions = baseCounts.subtracting(ourCounts)
    var additions = ourCounts.subtracting(baseCounts)
    var kept: [String] = []
    kept.reserveCapacity(theirs.count)
    for line in theirs {
      if deletions[line, default: 0] > 0 {
        deletions[line]! -= 1
        continue
      }
      kept.append(line)
    }
    guard !additions.isEmpty else { return kept }

    // Where each kept text first occurs; additions go after their anchor's first occurrence.
    var firstIndex: [String: Int] = [:]
    for (index, line) in kept.enumerated() where firstIndex[line] == nil { firstIndex[line] = index }
    // The additions to put after each kept index (-1: before everything), in order.
    var insertedAfter: [Int: [String]] = [:]
    // The place the next addition goes: after the kept line (or the additions after it)
    // that precedes it in `ours`. An added text seen again later anchors where it went.
    var anchor = -1
    var anchorOfAdded: [String: Int] = [:]
    for line in ours {
      if additions[line, default: 0] > 0 {
        additions[line]! -= 1
        insertedAfter[anchor, default: []].append(line)
        if anchorOfAdded[line] == nil { anchorOfAdded[line] = anchor }
      } else if let index = firstIndex[line] {
        anchor = index
      } else if let index = anchorOfAdded[line] {
        anchor = index
      }
    }
    var merged: [String] = []
    merged.reserveCapacity(kept.count + ours.count)
    merged.append(contentsOf: insertedAfter[-1] ?? [])
    for (index, line) in kept.enumerated() {
      merged.append(line)
      if let lines = insertedAfter[index] { merged.append(contentsOf: lines) }
    }
    return merged
  }

  private static func counts(_ lines: [String]) -> [String: Int] {
    var result: [String: Int] = [:]
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
