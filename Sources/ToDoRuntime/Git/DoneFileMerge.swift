import ToDoCore

/// The merge of a done file (`done.txt`), which todos are appended to and never rewritten:
/// ours as it is (a line ours took out stays out), then each line theirs appended since the ancestor that ours does not
/// hold as many times, in theirs' order; a line both sides appended is there once. No
/// line is taken out (a log loses nothing in a merge), and there is nothing to pick from:
/// the merge is always clean. Pure.
enum DoneFileMerge {
  /// Ours with theirs' new lines appended, each with ours' line ending.
  static func merge(ancestor: ToDoTxtDocument, ours: ToDoTxtDocument, theirs: ToDoTxtDocument)
    -> ToDoTxtDocument
  {
    // A line is held as many times as ours has it, or the ancestor had it (ours took it
    // out: not appended again).
    let held = counts(ours.lines).merging(counts(ancestor.lines), uniquingKeysWith: max)
    var seen: [TextLine: Int] = [:]
    var appended: [TextLine] = []
    for line in theirs.lines where !line.isBlank {
      seen[line, default: 0] += 1
      if seen[line]! > held[line, default: 0] { appended.append(line) }
    }
    guard !appended.isEmpty else { return ours }
    var merged = ours
    merged.lines.append(contentsOf: appended)
    merged.endsWithLineEnding = true
    return merged
  }

  /// How many times each line is in `lines`.
  private static func counts(_ lines: [TextLine]) -> [TextLine: Int] {
    var result: [TextLine: Int] = [:]
    for line in lines { result[line, default: 0] += 1 }
    return result
  }
}
