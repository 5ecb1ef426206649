extension CalDAVSyncPlan {
  /// What a sync did to the list's lines, going from `before` to `after`, for the status
  /// line: each line of `after` paired with the one of `before` it still is
  /// (`LineAlignment`, the one alignment every sync uses), a changed one counted as
  /// completed when it became done; unpaired lines are added or deleted. Pure; O(n) when
  /// the lines differ in a few places.
  public static func listChanges(before: [String], after: [String]) -> VdirSyncReport {
    var report = VdirSyncReport()
    let alignment = LineAlignment(base: before, side: after)
    let pairs = after.indices.compactMap { index in alignment.baseIndex[index].map { (index, $0) } }
    for (afterIndex, beforeIndex) in pairs where after[afterIndex] != before[beforeIndex] {
      if ToDoTxtLine(after[afterIndex]).isCompleted, !ToDoTxtLine(before[beforeIndex]).isCompleted {
        report.completed += 1
      } else {
        report.changed += 1
      }
    }
    report.added = after.count - pairs.count
    report.deleted = before.count - pairs.count
    return report
  }
}
