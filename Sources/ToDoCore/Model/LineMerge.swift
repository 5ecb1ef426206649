/// A three-way merge of lists of lines, matched by their text (duplicates counted). Pure.
///
/// `base` is the common ancestor, `ours` and `theirs` two edits of it. The result is
/// `theirs` with our changes applied: lines we deleted are removed (one per deletion), and
/// lines we added are inserted right after the nearest line before them in `ours` that the
/// result has, or first. Everything else of `theirs`, including lines `base` never had,
/// stays where it is.
public enum LineMerge {
  public static func merge(base: [String], ours: [String], theirs: [String]) -> [String] {
    var deletions = counts(base).subtracting(counts(ours))
    var additions = counts(ours).subtracting(counts(base))
    var merged: [String] = []
    merged.reserveCapacity(theirs.count + additions.count)
    for line in theirs {
      if deletions[line, default: 0] > 0 {
        deletions[line]! -= 1
        continue
      }
      merged.append(line)
    }
    guard !additions.isEmpty else { return merged }
    var present = Set(merged)
    for (index, line) in ours.enumerated() where additions[line, default: 0] > 0 {
      additions[line]! -= 1
      let predecessor = ours[..<index].last { present.contains($0) }
      let position = predecessor.flatMap { merged.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      merged.insert(line, at: position)
      present.insert(line)
    }
    return merged
  }

  private static func counts(_ lines: [String]) -> [String: Int] {
    lines.reduce(into: [:]) { $0[$1, default: 0] += 1 }
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
