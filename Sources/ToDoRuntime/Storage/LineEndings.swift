import ToDoCore

/// How the lines of a todo.txt file end: each line's own ending where they differ, and the
/// one most lines use, which new lines take. Pure functions.
enum LineEndings {
  /// The ending most of `endings` use; on a tie, the first of them; LF for none.
  static func dominant(_ endings: [String]) -> String {
    var counts: [String: Int] = [:]
    for ending in endings { counts[ending, default: 0] += 1 }
    guard let most = counts.values.max() else { return "\n" }
    return endings.first { counts[$0] == most }!
  }

  /// Gives each line of `lines` the ending the same line had in `oldLines`, so that a line
  /// kept by an edit or a merge keeps its own ending wherever it moved; lines that are new
  /// get `dominant`. The lines both lists begin with, and then those they end with, are the
  /// same lines: they keep their endings in place, so that deleting one of two equal lines
  /// never gives the other the deleted one's ending. Between them, lines are matched by
  /// their text; when a text occurs fewer times than before, its earlier occurrences there
  /// are the ones that went (as a merge removes them). Linear in the number of lines.
  static func carried<Line: Hashable>(
    from oldLines: [Line], endings oldEndings: [String], to lines: [Line], dominant: String
  ) -> [String] {
    guard oldEndings.count == oldLines.count else {
      return carriedByText(from: oldLines[...], endings: oldEndings[...], to: lines[...], dominant: dominant)
    }
    let (prefix, suffix) = SharedEnds(oldLines, lines).pair
    let middle = carriedByText(
      from: oldLines[prefix..<(oldLines.count - suffix)],
      endings: oldEndings[prefix..<(oldLines.count - suffix)],
      to: lines[prefix..<(lines.count - suffix)], dominant: dominant)
    return Array(oldEndings[0..<prefix]) + middle
      + Array(oldEndings[(oldLines.count - suffix)..<oldLines.count])
  }

  /// Each line of `lines` with the ending of a line of the same text in `oldLines` (the
  /// later occurrences first), else `dominant`. Linear.
  private static func carriedByText<Line: Hashable>(
    from oldLines: ArraySlice<Line>, endings oldEndings: ArraySlice<String>, to lines: ArraySlice<Line>,
    dominant: String
  ) -> [String] {
    var newCounts: [Line: Int] = [:]
    for line in lines { newCounts[line, default: 0] += 1 }
    var queues: [Line: (endings: [String], next: Int)] = [:]
    for (line, ending) in zip(oldLines, oldEndings) where newCounts[line] != nil {
      queues[line, default: ([], 0)].endings.append(ending)
    }
    for (line, queue) in queues {
      queues[line]!.next = max(0, queue.endings.count - newCounts[line]!)
    }
    return lines.map { line in
      guard let queue = queues[line], queue.next < queue.endings.count else { return dominant }
      queues[line]!.next += 1
      return queue.endings[queue.next]
    }
  }
}
