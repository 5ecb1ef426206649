import Glibc
import ToDoCore

/// `todo caldav-sync`: one sync of the list with a vdir (decisions 0262, 0295). Holds the
/// list's sync lock (the shell, the app and cron take turns); reads the list through
/// `ListFiles` (the app's store: its lock and its merge), the vdir's `.ics` files
/// (`CalDAVVdir`) and the last sync's state (`CalDAVStateFile`); lets `CalDAVSyncPlan`
/// decide; writes the list, then each object (through the file layer: a unique temporary
/// flushed and renamed), then deletes, and writes the state last, so that a sync cut short
/// anywhere converges on the next. Blocks; any thread but the store's queue.
public enum CalDAVBridge {
  /// What a sync did: the status to exit with and the lines to print; for the app, what
  /// it brought into the list and its problems (`report`).
  public struct Outcome: Equatable, Sendable {
    public var status: Int32
    public var messages: [String]
    public var report = VdirSyncReport()

    init(status: Int32, messages: [String], report: VdirSyncReport = VdirSyncReport()) {
      self.status = status
      self.messages = messages
      self.report = report
      if status != 0 {
        if report.problems.isEmpty { self.report.problems = messages.suffix(1) }
        self.report.failed = true
      }
    }
  }

  /// The state file of the list at `listPath`:
  /// `$XDG_STATE_HOME/todo/caldav/<ListStateName>.json`.
  public static func stateFile(listPath: String) -> String {
    CalDAVStateFile.path(listPath: listPath)
  }

  /// Syncs the list in `files` with the vdir `folder`. `stamp`: the UTC time
  /// (`20261126T190000Z`); `makeUID`: a new todo's UID. `lockPatience`: how long it waits
  /// for another sync of the same list. `faults`: a test's, for the vdir's and the state's
  /// files.
  public static func sync(
    files: ListFiles, listPath: String, folder: String, stateFile: String, stamp: String,
    lockPatience: Duration = .seconds(120), faults: FileFaults = .none, makeUID: (Int) -> String
  ) -> Outcome {
    let stateStore = CalDAVStateFile(path: stateFile, faults: faults)
    switch stateStore.withLock(
      patience: lockPatience,
      {
        syncHoldingLock(
          files: files, listPath: listPath, folder: folder, stateStore: stateStore, stamp: stamp,
          faults: faults, makeUID: makeUID)
      })
    {
    case .success(let outcome): return outcome
    case .failure(let problem): return Outcome(status: 1, messages: [problem.message])
    }
  }

  private static func syncHoldingLock(
    files: ListFiles, listPath: String, folder: String, stateStore: CalDAVStateFile, stamp: String,
    faults: FileFaults, makeUID: (Int) -> String
  ) -> Outcome {
    let state: CalDAVSyncState
    switch stateStore.read() {
    case .success(let read): state = read
    case .failure(let problem): return Outcome(status: 1, messages: [problem.message])
    }
    let vdir: CalDAVVdir
    switch CalDAVVdir.read(folder: folder, mayCreate: state.entries.isEmpty, faults: faults) {
    case .success(let read): vdir = read
    case .failure(let problem): return Outcome(status: 1, messages: [problem.message])
    }
    let document: ToDoTxtDocument
    switch files.load() {
    case .success(let loaded): document = loaded
    case .failure(let error): return Outcome(status: 1, messages: ["cannot read \(listPath): \(error)"])
    }
    let loaded = NumberedToDos(document).todos
    let ours = Array(loaded).map(\.title)
    var messages = vdir.leftAlone.map { "\($0.name): \($0.reason), left alone" }
    let plan = CalDAVSyncPlan(
      ours: ours, vdir: vdir.files, state: state, stamp: stamp, leftAlone: Set(vdir.leftAlone.map(\.name)),
      zone: .system, makeUID: makeUID)
    if let refusal = plan.refusal {
      return Outcome(
        status: 1,
        messages: messages + [
          "\(folder): \(refusal). To fix: mount or restore the vdir, or name the right folder, and sync "
            + "again; if every task was deleted on purpose, delete them in the list too; to sync this "
            + "folder as a new one, remove \(stateStore.path)"
        ])
    }
    let invalid = plan.invalid.map { "\($0.name): \($0.reason), left alone" }
    let renamed = plan.renamed.map { "\($0.to): renamed from \($0.from), followed" }
    messages += invalid + renamed
    messages += plan.conflicts.map(\.message)
    messages += plan.pairedByContent.map {
      "paired by what they say (no earlier sync): ‘\($0.kept)’ kept, the phone said ‘\($0.phone)’"
    }
    if plan.lines != ours {
      let todos = ToDoList(plan.lines.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
      if case .failure(let error) = files.save(todos, loaded) {
        return Outcome(status: 1, messages: messages + ["cannot write \(listPath): \(error)"])
      }
    }
    for file in plan.writes {
      if let problem = vdir.write(file) { return Outcome(status: 1, messages: messages + [problem]) }
    }
    for name in plan.deletions {
      if let problem = vdir.delete(name) { messages.append(problem) }
    }
    // A sync with nothing to do leaves the state file as it is (decision 0264).
    let nothingDone = plan.writes.isEmpty && plan.deletions.isEmpty && plan.lines == ours
    if !(nothingDone && plan.state == state), let problem = stateStore.write(plan.state) {
      return Outcome(status: 1, messages: messages + [problem])
    }
    let changed = zip(plan.lines, ours).filter { $0 != $1 }.count + abs(plan.lines.count - ours.count)
    var report = changed == 0 ? VdirSyncReport() : CalDAVSyncPlan.listChanges(before: ours, after: plan.lines)
    report.conflicts = plan.conflicts.map(\.message)
    report.problems = vdir.leftAlone.map { "\($0.name): \($0.reason), left alone" } + invalid + renamed
    messages.append(
      "caldav-sync: \(plan.state.entries.count.counted("todo")); \(plan.writes.count.counted("object")) "
        + "written, \(plan.deletions.count) deleted, \(changed.counted("line")) of the list changed")
    return Outcome(status: 0, messages: messages, report: report)
  }

  /// The UTC time `seconds` since 1970, as an iCalendar DATE-TIME: `20261126T190000Z`.
  public static func stamp(seconds: Int) -> String {
    let day = CalendarDate(dayNumber: seconds / 86_400 - (seconds % 86_400 < 0 ? 1 : 0))
    let second = ((seconds % 86_400) + 86_400) % 86_400
    func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return day.description.filter { $0 != "-" } + "T" + padded(second / 3600)
      + padded(second / 60 % 60) + padded(second % 60) + "Z"
  }

  /// A new random UID: a version 4 UUID from the system's random bytes, lower case
  /// (`6f1c…-…`). Not pure: it reads the system's generator.
  public static func randomUID() -> String {
    var generator = SystemRandomNumberGenerator()
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    let hex = bytes.map { byte in
      let digits = Array("0123456789abcdef")
      return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
    return [0..<4, 4..<6, 6..<8, 8..<10, 10..<16].map { hex[$0].joined() }.joined(separator: "-")
  }
}

/// A reason a sync did not start or stopped, said as the user reads it.
struct CalDAVProblem: Error {
  var message: String
}
