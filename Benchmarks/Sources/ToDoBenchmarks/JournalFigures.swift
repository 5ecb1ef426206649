import Foundation
import Glibc
import ToDoCore
import ToDoRuntime

/// What the journal costs: a save of one change on a large list with and without the
/// journal's append before it (as `JournalRecorder` appends it, lock, last step and all),
/// and how many appends a run of typed keys makes (none: the journal is written with
/// saves). Printed as a Markdown section.
@MainActor
func printJournalFigures(lines: Int, repetitions: Int) {
  let folder = "/tmp/todo-bench-journal-\(getpid())"
  mkdir(folder, 0o755)
  defer {
    try? FileManager.default.removeItem(atPath: folder)
  }
  let path = folder + "/todo.txt"
  let text =
    (1...lines).map { "(B) 2026-11-\($0 % 28 + 1) Todo number \($0) +project @context" }.joined(
      separator: "\n") + "\n"
  FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  let store = FileToDoStore(path: path)
  guard case .success(let loaded) = waitForCompletion({ store.load(completion: $0) }) else {
    printError("journal: the load failed")
    return
  }
  var base = ToDoList(titles: loaded, firstID: 1)
  let journal = Journal(path: folder + "/journal.jsonl")
  // A journal of a few hundred steps already, as after a day's work.
  try? journal.append(
    (1...300).map { step in
      JournalEntry(
        step: step, at: "2026-11-26T10:00:00Z", by: "todo", op: "do", kind: "added", index: 0,
        before: nil, after: "Earlier todo \(step)"
      ).jsonLine
    })
  let recorder = JournalRecorder(journal: journal, tell: { printError("journal: \($0)") })
  var state = State(todos: [], loadStatus: .loaded)
  var without: [Double] = []
  var with: [Double] = []
  let clock = ContinuousClock()
  for round in 0..<(2 * repetitions) {
    var list = base
    let added = ToDo(id: 10_000_000 + round, title: "One more \(round)")
    list.insert(added, at: 0)
    // The history's event for that change, as the reducer records it.
    state = reduce(state, [.lineEdit(.insert("One more \(round)")), .list(.addInput)])
    let journaled = round % 2 == 1
    let started = clock.now
    if journaled { recorder.record(state.document.history) }
    let saved = waitForCompletion { store.save(list, base: base, completion: $0) }
    let elapsed =
      Double((clock.now - started).components.attoseconds) / 1e15
      + Double((clock.now - started).components.seconds) * 1_000
    guard case .success(.saved) = saved else {
      printError("journal: the save failed: \(saved)")
      return
    }
    if journaled { with.append(elapsed) } else { without.append(elapsed) }
    base = list
  }
  let appendsPerKeys = typedKeyAppends(keys: 1_000)
  // A reload that brings one line from another program: what the journal works out on
  // the store's queue, beside the merge, before the result reaches the main thread. As
  // the reload's matching makes it (the unchanged ends known), and as a merged list made
  // without it (every line looked at: the cost before the ends were kept), alternated.
  let (merged, _) = MergedList.reloaded([TextLine("From the phone")] + base.lines, matching: base)
  let unmatched = MergedList(titles: merged.titles, ids: merged.ids)
  var diffs: [Double] = []
  var wholeDiffs: [Double] = []
  for round in 0..<(2 * repetitions) {
    let whole = round % 2 == 1
    let started = clock.now
    let changes = (whole ? unmatched : merged).outsideChanges(from: base)
    let elapsed = clock.now - started
    let milliseconds =
      Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
    if whole { wholeDiffs.append(milliseconds) } else { diffs.append(milliseconds) }
    guard changes.count == 1 else {
      printError("journal: \(changes.count) outside changes, expected 1")
      return
    }
  }
  let (plain, journaled) = (middle(without), middle(with))
  print("")
  print("## The journal")
  print("")
  print("\(grouped(lines)) lines, real file system, \(repetitions) saves each way, alternated, medians:")
  print("")
  print("| what | median ms | max ms |")
  print("| --- | ---: | ---: |")
  print("| save one change, no journal | \(format(plain)) | \(format(without.max()!)) |")
  print(
    "| save one change, its journal entry appended first | \(format(journaled)) | \(format(with.max()!)) |")
  print(
    "| a reload's outside changes worked out (store queue, off main) | \(format(middle(diffs))) | \(format(diffs.max()!)) |"
  )
  print(
    "| the same, looking at every line (no ends known) | \(format(middle(wholeDiffs))) | \(format(wholeDiffs.max()!)) |"
  )
  print("")
  print("Ratio with/without: \(format(journaled / plain)) (budget ≤ 1.05).")
  print("Journal appends during \(grouped(1_000)) typed keys: \(appendsPerKeys) (budget 0).")
}

/// How many times the store asks for a journal append while `keys` characters are typed
/// into the input line.
@MainActor
private func typedKeyAppends(keys: Int) -> Int {
  var appends = 0
  let store = StateStore(
    initialState: State(todos: [], loadStatus: .loaded), perform: { _ in }, draw: { _ in })
  store.willSave = { _ in appends += 1 }
  for _ in 0..<keys { store.send(.lineEdit(.insert("a"))) }
  return appends
}

private func reduce(_ state: State, _ actions: [Action]) -> State {
  actions.reduce(state) { reducer($0, $1).0 }
}

private func middle(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}
