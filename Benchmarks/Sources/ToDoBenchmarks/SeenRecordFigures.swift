import Foundation
import Glibc
import ToDoCore
import ToDoRuntime

/// What a save costs with the journal and the record of what the app last saw, against a
/// save with neither (before decisions 0250 and 0257): two saves of one change each, the
/// second asked for as soon as the first answers, timed until the second's answer. Four
/// ways, alternated round by round, each on a file of its own:
/// - neither journal nor record;
/// - the journal, and the record written on the store's queue after each answer, as before
///   decision 0275 (the second save waits for the first one's copy);
/// - the journal and the record as kept now (`SeenRecordKeeper`: the newest only, a quiet
///   moment later, on a queue of its own);
/// - the same, the second save asked for just after that quiet moment, while the copy is
///   written (the worst case now).
/// Printed as a Markdown section.
@MainActor
func printSeenSaveFigures(lines: Int, repetitions: Int) {
  let folder = "/tmp/todo-bench-seen-\(getpid())"
  mkdir(folder, 0o755)
  defer { try? FileManager.default.removeItem(atPath: folder) }
  let text =
    (1...lines).map { "(B) 2026-11-\($0 % 28 + 1) Todo number \($0) +project @context" }.joined(
      separator: "\n") + "\n"
  let names = ["neither", "before", "now", "during"]
  var arms: [SeenArm] = []
  for name in names {
    let path = "\(folder)/\(name)/todo.txt"
    mkdir("\(folder)/\(name)", 0o755)
    FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    guard
      let arm = SeenArm(path: path, folder: "\(folder)/\(name)", keepsSeen: name == "now" || name == "during")
    else {
      printError("seen record: the load failed")
      return
    }
    arms.append(arm)
  }
  var times = [[Double]](repeating: [], count: names.count)
  let clock = ContinuousClock()
  for round in 0..<repetitions {
    for (index, name) in names.enumerated() {
      let arm = arms[index]
      let journaled = name != "neither"
      guard arm.save("First \(round)", journaled: journaled) else { return }
      var started = clock.now
      switch name {
      case "before":
        // The store's queue, as before: the copy of the first save's bytes, then the next.
        let bytes = [UInt8](FileManager.default.contents(atPath: arm.path) ?? Data())
        started = clock.now
        arm.record.write(bytes)
      case "during":
        usleep(1_050_000)  // Just after the quiet moment: the copy is being written.
        started = clock.now
      default: break
      }
      guard arm.save("Second \(round)", journaled: journaled) else { return }
      let elapsed = clock.now - started
      times[index].append(
        Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15)
      // Nothing left to write while the next way is timed.
      arm.store.keepSeenRecordNow()
    }
  }
  let medians = times.map { $0.sorted()[$0.count / 2] }
  print("")
  print("## A save with the journal and the record of what the app last saw")
  print("")
  print(
    "\(grouped(lines)) lines, real file system, \(repetitions) rounds, the four ways alternated; "
      + "the second of two saves in a row, until its answer, medians:")
  print("")
  print("| what | median ms | max ms | against neither |")
  print("| --- | ---: | ---: | ---: |")
  let labels = [
    "neither journal nor record (before 0250, 0257)",
    "journal, record on the store's queue after each answer (before 0275)",
    "journal, record kept a quiet moment later off the store's queue (0275)",
    "the same, the save asked for while the record is written",
  ]
  for (index, label) in labels.enumerated() {
    print(
      "| \(label) | \(format(medians[index])) | \(format(times[index].max()!)) | \(format(medians[index] / medians[0])) |"
    )
  }
}

/// One way of saving: its store on its own file, the list it last saved, its journal.
@MainActor
private final class SeenArm {
  let path: String
  let store: FileToDoStore
  let record: SeenRecord
  private var base: ToDoList
  private let recorder: JournalRecorder
  private var state = State(todos: [], loadStatus: .loaded)

  init?(path: String, folder: String, keepsSeen: Bool) {
    self.path = path
    let record = SeenRecord(listPath: path, stateFolder: folder + "/state")
    let store = FileToDoStore(path: path, seen: keepsSeen ? record : nil)
    guard case .success(let loaded) = waitForCompletion({ store.load(completion: $0) }) else {
      return nil
    }
    store.keepSeenRecordNow()
    (self.record, self.store) = (record, store)
    base = ToDoList(titles: loaded, firstID: 1)
    recorder = JournalRecorder(journal: Journal(path: folder + "/journal.jsonl"), tell: { printError($0) })
  }

  /// Adds a todo `title` and saves, its journal entry appended first when `journaled`, as
  /// the app does; whether it saved.
  func save(_ title: String, journaled: Bool) -> Bool {
    var list = base
    list.insert(ToDo(id: 10_000_000 + list.count, title: title), at: 0)
    if journaled {
      for action: Action in [.lineEdit(.insert(title)), .list(.addInput)] {
        state = reducer(state, action).0
      }
      recorder.record(state.document.history)
    }
    let saved = waitForCompletion { store.save(list, base: base, completion: $0) }
    guard case .success(.saved) = saved else {
      printError("seen record: the save failed: \(saved)")
      return false
    }
    base = list
    return true
  }
}
