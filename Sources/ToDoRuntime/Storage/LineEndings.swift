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

  /// Gives each line of `lines` the ending the same text had in `oldLines`, so that a line
  /// kept by an edit or a merge keeps its own ending wherever it moved; lines that are new
  /// get `dominant`. Lines are matched by their text; when a text occurs fewer times than
  /// before, its earlier occurrences are the ones that went (as a merge removes them).
  /// Linear in the number of lines.
  static func carried<Line: Hashable>(
    from oldLines: [Line], endings oldEndings: [String], to lines: [Line], dominant: String
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
