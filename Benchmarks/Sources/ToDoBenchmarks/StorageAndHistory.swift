import Dispatch
import Glibc
import Synchronization
import ToDoCore
import ToDoRuntime

/// The figures that are not per keystroke: the todo.txt store with a large file, the
/// memory that undo history takes on a large list, merges, and the dependency index and its
/// cycle walk at size. Printed as Markdown sections.
func printStorageAndHistoryFigures() {
  printFileStoreFigures(lines: 100_000, repetitions: 5)
  printFileStoreFigures(lines: 1_000_000, repetitions: 5)
  printUndoMemoryFigures(todos: 1_000_000, steps: 1_000)
  printMergeFigures(sizes: [100_000, 1_000_000])
  printMergeWithLocalChangesFigures(lines: 1_000_000, repetitions: 3)
  printDependencyIndexFigures(todos: 1_000_000, linkedEvery: [2_000_000, 100, 1], repetitions: 5)
  printCycleWalkFigures(links: 100_000, repetitions: 20)
}

/// A merge of a list made mostly of one repeated line (an outside append, one todo added
/// in the app): the time on the file store's queue (the line merge and the matching of
/// lines to ids) and on the main thread (the reducer taking the merged list).
private func printMergeFigures(sizes: [Int]) {
  print("")
  print("## Merging a list of duplicated lines")
  print("")
  print("| lines | store queue: merge + matching, ms | main thread: reducer takes it, ms |")
  print("| ---: | ---: | ---: |")
  for count in sizes {
    let base = (0..<count).map { $0 % 100 == 0 ? "unique \($0)" : "dup" }
    var state = State(
      todos: base.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) }, loadStatus: .loaded)
    state.saving.syncedList = state.todos
    state = reducer(reducer(state, .lineEdit(.insert("Added in the app"))).0, .list(.addInput)).0
    let (saving, _) = reducer(state, .persistence(.saveDue))
    // The file as read: the same lines, in a text of its own.
    let theirs = TitleList(base).lines + [TextLine("Added elsewhere")]
    let clock = ContinuousClock()
    let started = clock.now
    // As the file store does: the lines of the lists and of the file, matched by their bytes.
    let lines = LineMerge.merge(
      base: saving.saving.syncedList.lines, ours: saving.todos.lines, theirs: theirs)
    let merged = MergedList(lines: lines, matching: saving.todos)
    let offMain = clock.now - started
    let taking = clock.now
    let (after, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    let onMain = clock.now - taking
    guard after.todos.count == count + 2 else {
      printError("merge: \(after.todos.count) todos, expected \(count + 2)")
      return
    }
    print("| \(grouped(count)) | \(format(milliseconds(offMain))) | \(format(milliseconds(onMain))) |")
  }
}

/// Loads and saves a todo.txt of `lines` lines through the real store and file system.
private func printFileStoreFigures(lines: Int, repetitions: Int) {
  let folder = "/tmp/todo-bench-\(getpid())"
  mkdir(folder, 0o755)
  let path = folder + "/todo.txt"
  let text =
    (1...lines).map { "(B) 2026-11-\($0 % 28 + 1) Todo number \($0) +project @context" }.joined(
      separator: "\n") + "\n"
  var loads: [Double] = []
  var saves: [Double] = []
  var seenSaves: [Double] = []
  var seenSavesWritten: [Double] = []
  for _ in 0..<repetitions {
    text.withCString { pointer in
      let file = fopen(path, "w")
      fputs(pointer, file)
      fclose(file)
    }
    let store = FileToDoStore(path: path)
    let clock = ContinuousClock()
    let started = clock.now
    let titles = waitForCompletion { store.load(completion: $0) }
    loads.append(milliseconds(clock.now - started))
    guard case .success(let loaded) = titles, loaded.count == lines else {
      printError("file store: the load did not give \(lines) todos")
      return
    }
    let base = ToDoList(titles: loaded, firstID: 1)
    var list = base
    list.insert(ToDo(id: 0, title: "One more"), at: 0)
    let saveStarted = clock.now
    let saved = waitForCompletion { store.save(list, base: base, completion: $0) }
    saves.append(milliseconds(clock.now - saveStarted))
    guard case .success(.saved) = saved else {
      printError("file store: the save failed: \(saved)")
      return
    }
    // The same with the copy of what the app last saw (decision 0257): the load, then the
    // copy compared and kept; the save, then the copy written (after the save's answer).
    let seen = SeenRecord(listPath: path, stateFolder: folder + "/state")
    unlink(seen.path)
    text.withCString { pointer in
      let file = fopen(path, "w")
      fputs(pointer, file)
      fclose(file)
    }
    let seeing = FileToDoStore(path: path, seen: seen)
    _ = waitForCompletion { seeing.load(completion: $0) }
    _ = waitForCompletion(seeing.findOutsideChanges)
    let seenSaveStarted = clock.now
    _ = waitForCompletion { seeing.save(list, base: base, completion: $0) }
    seenSaves.append(milliseconds(clock.now - seenSaveStarted))
    _ = waitForCompletion(seeing.findOutsideChanges)
    seenSavesWritten.append(milliseconds(clock.now - seenSaveStarted))
    unlink(seen.path)
    rmdir(folder + "/state/seen")
    rmdir(folder + "/state")
  }
  unlink(path)
  rmdir(folder)
  print("")
  print("## The todo.txt store with a large file")
  print("")
  print(
    "\(grouped(lines)) lines (\(grouped(text.utf8.count)) bytes), real file system, \(repetitions) runs, medians:"
  )
  print("")
  print("| what | median ms | max ms | budget |")
  print("| --- | ---: | ---: | --- |")
  print(
    "| load: read, check, parse (off the main queue) | \(format(median(loads))) | \(format(loads.max()!)) | with first paint ≤ 300 ms |"
  )
  print(
    "| save one change: check, merge, write, fsync, rename | \(format(median(saves))) | \(format(saves.max()!)) | ≤ 200 ms |"
  )
  print(
    "| the same, keeping the seen copy: until the save's answer | \(format(median(seenSaves))) | \(format(seenSaves.max()!)) | as the save |"
  )
  print(
    "| the same, until the seen copy is written too (off every key) | \(format(median(seenSavesWritten))) | \(format(seenSavesWritten.max()!)) | — |"
  )
}

/// Memory taken by `steps` undoable changes on a list of `todos` (resident bytes), against
/// one copy of the list.
private func printUndoMemoryFigures(todos count: Int, steps: Int) {
  let start = heapInUse()
  var state = State(todos: (1...count).map { ToDo(id: $0, title: "Todo \($0)") }, loadStatus: .loaded)
  let withList = heapInUse()
  for step in 0..<steps {
    if step % 2 == 0 {
      state = reducer(reducer(state, .lineEdit(.insert("Added \(step)"))).0, .list(.addInput)).0
    } else {
      state = reducer(reducer(state, .list(.focusList)).0, .list(.deleteSelected)).0
    }
  }
  let after = heapInUse()
  let listBytes = withList - start
  let historyBytes = after - withList
  print("")
  print("## Undo history on a large list")
  print("")
  print("| what | bytes |")
  print("| --- | ---: |")
  print("| resident memory for \(grouped(count)) todos (one copy of the list) | \(grouped(listBytes)) |")
  print(
    "| resident memory added by \(grouped(steps)) undoable changes (history holds \(state.document.history.undoable.count) steps) | \(grouped(historyBytes)) |"
  )
  print("| per step | \(grouped(historyBytes / max(steps, 1))) |")
  print("")
  print("\(grouped(steps)) copies of the list would take about \(grouped(listBytes * steps)) bytes.")
  withExtendedLifetime(state) {}
}

/// The resident memory of this process, from /proc/self/statm.
private func heapInUse() -> Int {
  guard let file = fopen("/proc/self/statm", "r") else { return 0 }
  defer { fclose(file) }
  var buffer = [CChar](repeating: 0, count: 128)
  guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
  let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  let fields = line.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

private func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

private func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// A save of a list with changes of its own (a todo added at the top, one deleted near
/// it) onto a file another program changed meanwhile (a line appended, one changed near
/// the end), through the real store and file system: the three-way merge on the store's
/// queue at its largest, `lines` unique lines.
private func printMergeWithLocalChangesFigures(lines: Int, repetitions: Int) {
  let folder = "/tmp/todo-bench-\(getpid())"
  mkdir(folder, 0o755)
  let path = folder + "/todo.txt"
  let titles = (1...lines).map { "(B) 2026-11-\($0 % 28 + 1) Todo number \($0) +project @context" }
  var theirTitles = titles
  theirTitles[lines - 10] += " due:2026-12-01"
  theirTitles.append("Added by another program")
  var saves: [Double] = []
  for _ in 0..<repetitions {
    writeText(titles.joined(separator: "\n") + "\n", to: path)
    let store = FileToDoStore(path: path)
    guard case .success(let loaded) = waitForCompletion({ store.load(completion: $0) }) else {
      printError("merge with local changes: the load failed")
      return
    }
    let base = ToDoList(titles: loaded, firstID: 1)
    var list = base
    _ = list.remove(at: 5)
    list.insert(ToDo(id: 0, title: "One more"), at: 0)
    writeText(theirTitles.joined(separator: "\n") + "\n", to: path)
    let clock = ContinuousClock()
    let started = clock.now
    let saved = waitForCompletion { store.save(list, base: base, completion: $0) }
    saves.append(milliseconds(clock.now - started))
    guard case .success(.merged(let merged)) = saved, merged.titles.count == lines + 1 else {
      printError("merge with local changes: the save did not merge: \(saved)")
      return
    }
  }
  unlink(path)
  rmdir(folder)
  print("")
  print("## Saving changes onto a file another program changed")
  print("")
  print("\(grouped(lines)) lines, a todo added at the top and one deleted near it here, a line")
  print("changed and one appended near the end there; real file system, \(repetitions) runs:")
  print("")
  print("| what | median ms | max ms | budget |")
  print("| --- | ---: | ---: | --- |")
  print(
    "| save: check, three-way merge, match ids, write, fsync, rename | \(format(median(saves))) | \(format(saves.max()!)) | ≤ 1,000 ms |"
  )
}

/// Writes `text` to `path`, replacing what it held.
private func writeText(_ text: String, to path: String) {
  text.withCString { pointer in
    let file = fopen(path, "w")
    fputs(pointer, file)
    fclose(file)
  }
}
