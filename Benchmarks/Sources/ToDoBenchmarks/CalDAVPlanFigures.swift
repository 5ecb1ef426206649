import ToDoCore

/// One CalDAV sync worked out (`CalDAVSyncPlan`, decision 0295) on a list of `todos`: the
/// first sync (an object made for every todo), a sync with nothing changed, one with a todo
/// added at the top and the one below it edited (the alignment over a changed middle), and
/// the same with the state lost (every object paired by what it says). The median of
/// `repetitions` plans each, in ms; no file is read or written.
func printCalDAVPlanFigures(todos: Int, repetitions: Int) {
  print("")
  print("| CalDAV sync plan | todos | median ms |")
  print("| --- | ---: | ---: |")
  let stamp = "20261202T090000Z"
  let lines = (0..<todos).map { "Todo number \($0) +proj\($0 % 7) due:2026-12-\(($0 % 28) + 10)" }
  func plan(_ ours: [String], _ vdir: [CalDAVSyncPlan.VdirFile], _ state: CalDAVSyncState) -> CalDAVSyncPlan {
    CalDAVSyncPlan(ours: ours, vdir: vdir, state: state, stamp: stamp) { "uid-\($0)" }
  }
  let first = plan(lines, [], CalDAVSyncState())
  let vdir = first.writes
  var edited = lines
  edited[0] += " edited"
  edited.insert("New one at the top", at: 0)
  let clock = ContinuousClock()
  var checksum = 0
  let cases: [(String, () -> CalDAVSyncPlan)] = [
    ("first sync", { plan(lines, [], CalDAVSyncState()) }),
    ("nothing changed", { plan(lines, vdir, first.state) }),
    ("one added at the top, the next edited", { plan(edited, vdir, first.state) }),
    ("the state lost", { plan(lines, vdir, CalDAVSyncState()) }),
  ]
  for (label, run) in cases {
    var samples: [Int64] = []
    for _ in 0..<repetitions {
      let start = clock.now
      checksum &+= run().writes.count
      samples.append(nanoseconds(clock.now - start))
    }
    print("| \(label) | \(todos) | \(format(median(samples.sorted()) / 1_000_000)) |")
  }
  if checksum < 0 { print(checksum) }
}
