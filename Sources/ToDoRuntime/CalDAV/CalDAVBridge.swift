import Foundation
import ToDoCore

/// `todo caldav-sync`: one sync of the list with a vdir (decision 0262). Reads the list
/// through `ListFiles` (the app's store: its lock and its merge), the vdir's `.ics` files
/// and the last sync's state; lets `CalDAVSyncPlan` decide; writes the list, then each
/// object (a temporary file renamed over it), then deletes, and writes the state last, so
/// that a sync cut short anywhere converges on the next. Blocks; any thread but the
/// store's queue.
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
      if status != 0, report.problems.isEmpty { self.report.problems = messages.suffix(1) }
    }
  }

  /// The state file of the list at `listPath`:
  /// `$XDG_STATE_HOME/todo/caldav/<ListStateName>.json`.
  public static func stateFile(listPath: String) -> String {
    let real = URL(fileURLWithPath: listPath).resolvingSymlinksInPath().path
    return InPlaceWrite.defaultBackupFolder() + "/caldav/" + ListStateName.of(realPath: real) + ".json"
  }

  /// Syncs the list in `files` with the vdir `folder`. `stamp`: the UTC time
  /// (`20261126T190000Z`); `makeUID`: a new todo's UID.
  public static func sync(
    files: ListFiles, listPath: String, folder: String, stateFile: String, stamp: String,
    makeUID: (Int) -> String
  ) -> Outcome {
    let manager = FileManager.default
    let document: ToDoTxtDocument
    switch files.load() {
    case .success(let loaded): document = loaded
    case .failure(let error): return Outcome(status: 1, messages: ["cannot read \(listPath): \(error)"])
    }
    let loaded = NumberedToDos(document).todos
    let ours = Array(loaded).map(\.title)
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return Outcome(status: 1, messages: ["cannot make the folder \(folder): \(error.localizedDescription)"])
    }
    var vdir: [CalDAVSyncPlan.VdirFile] = []
    var messages: [String] = []
    var unreadable: [String] = []
    let names = ((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".ics") && !$0.hasPrefix(".") }.sorted()
    for name in names {
      guard let data = manager.contents(atPath: folder + "/" + name) else { continue }
      guard let text = String(data: data, encoding: .utf8) else {
        messages.append("\(name): not UTF-8, left alone")
        unreadable.append(name)
        continue
      }
      vdir.append(.init(name: name, text: text))
    }
    var state = CalDAVSyncState()
    if let data = manager.contents(atPath: stateFile) {
      guard let read = try? JSONDecoder().decode(CalDAVSyncState.self, from: data) else {
        return Outcome(
          status: 1, messages: ["cannot read the sync state \(stateFile): move it away to start again"])
      }
      state = read
    }
    let plan = CalDAVSyncPlan(ours: ours, vdir: vdir, state: state, stamp: stamp, makeUID: makeUID)
    for (name, reason) in plan.invalid { messages.append("\(name): \(reason), left alone") }
    messages += plan.conflicts.map(\.message)
    if plan.lines != ours {
      let todos = ToDoList(plan.lines.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
      if case .failure(let error) = files.save(todos, loaded) {
        return Outcome(status: 1, messages: messages + ["cannot write \(listPath): \(error)"])
      }
    }
    for file in plan.writes {
      guard writeAtomically(Data(file.text.utf8), to: folder + "/" + file.name) else {
        return Outcome(status: 1, messages: messages + ["cannot write \(folder)/\(file.name)"])
      }
    }
    for name in plan.deletions { try? manager.removeItem(atPath: folder + "/" + name) }
    // A sync with nothing to do leaves the state file as it is (decision 0264).
    let nothingDone = plan.writes.isEmpty && plan.deletions.isEmpty && plan.lines == ours
    if !(nothingDone && plan.state == state), !writeState(plan.state, to: stateFile) {
      return Outcome(status: 1, messages: messages + ["cannot write the sync state \(stateFile)"])
    }
    let changed = zip(plan.lines, ours).filter { $0 != $1 }.count + abs(plan.lines.count - ours.count)
    var report = changed == 0 ? VdirSyncReport() : CalDAVSyncPlan.listChanges(before: ours, after: plan.lines)
    report.conflicts = plan.conflicts.map(\.message)
    report.problems =
      plan.invalid.map { "\($0.name): \($0.reason), left alone" }
      + unreadable.map { "\($0): not UTF-8, left alone" }
    messages.append(
      "caldav-sync: \(plan.state.entries.count) todos; \(plan.writes.count) objects written, "
        + "\(plan.deletions.count) deleted, \(changed) lines of the list changed")
    return Outcome(status: 0, messages: messages, report: report)
  }

  /// `state` written to `path` (its folder made first), as JSON with sorted keys; whether
  /// it was.
  static func writeState(_ state: CalDAVSyncState, to path: String) -> Bool {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard
      (try? FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true))
        != nil,
      let data = try? encoder.encode(state)
    else { return false }
    return writeAtomically(data, to: path)
  }

  /// `data` written to a temporary file beside `path`, flushed, then renamed over it.
  static func writeAtomically(_ data: Data, to path: String) -> Bool {
    let temporary = (path as NSString).deletingLastPathComponent + "/.todo-caldav-\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// The UTC time `seconds` since 1970, as an iCalendar DATE-TIME: `20261126T190000Z`.
  public static func stamp(seconds: Int) -> String {
    let day = CalendarDate(dayNumber: seconds / 86_400 - (seconds % 86_400 < 0 ? 1 : 0))
    let second = ((seconds % 86_400) + 86_400) % 86_400
    func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return day.description.replacingOccurrences(of: "-", with: "") + "T" + padded(second / 3600)
      + padded(second / 60 % 60) + padded(second % 60) + "Z"
  }
}
