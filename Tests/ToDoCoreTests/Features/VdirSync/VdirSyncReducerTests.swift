import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Syncing with a CalDAV vdir from the app: a sync starts once the list is loaded and its
/// changes are in the file, after a quiet moment following saves or the folder's writes,
/// one at a time; the status line says what it brought in, and a problem once.
@Suite("Reducer: syncing with the vdir")
struct VdirSyncReducerTests {
  /// A loaded list with the vdir sync turned on and its first sync come back with nothing.
  private func on() -> State {
    var state = State.loaded(["Buy milk", "Call mom"]).synced
    #expect(state.reduce(.vdirSync(.turnedOn)) == .vdirSync(.run), "the first sync, once loaded")
    #expect(state.vdirSync.isRunning)
    #expect(state.reduce(.vdirSync(.finished(VdirSyncReport()))) == nil)
    return state
  }

  @Test func turningOnSyncsOnceLoaded() {
    var state = State(todos: [], loadStatus: .loading(spinnerFrame: 0))
    #expect(state.reduce(.vdirSync(.turnedOn)) == nil)
    #expect(!state.vdirSync.isRunning, "not before the list has loaded")
    let loaded = state.reduce(.persistence(.toDosLoaded(TitleList(["Buy milk"]))))
    #expect(loaded?.holds(.vdirSync(.run)) == true)
    #expect(state.vdirSync.isRunning)
  }

  @Test func aSaveStartsTheQuietMomentAndTheSyncFollowsIt() {
    var state = on()
    state.focus = .input
    _ = state.reduce(.lineEdit(.insert("Pay rent")))
    #expect(state.reduce(.list(.addInput))?.holds(.vdirSync(.run)) != true, "never per key")
    _ = state.reduce(.persistence(.saveDue))
    #expect(state.reduce(.persistence(.saved)) == Command.vdirSyncAfterQuietMoment)
    #expect(!state.vdirSync.isRunning, "no sync before the quiet moment")
    #expect(state.reduce(.vdirSync(.quietMomentPassed)) == .vdirSync(.run))
  }

  @Test func theFolderChangingSyncsOnceItsWritesPause() {
    var state = on()
    #expect(state.reduce(.vdirSync(.folderChanged)) == Command.vdirSyncAfterFolderChange)
    #expect(state.reduce(.vdirSync(.folderChanged)) == Command.vdirSyncAfterFolderChange)
    #expect(!state.vdirSync.isRunning)
    #expect(state.reduce(.vdirSync(.quietMomentPassed)) == .vdirSync(.run))
  }

  @Test func aSyncDueWaitsForTheUnsavedChangesAndForTheOneThatRuns() {
    var state = on()
    state.focus = .input
    _ = state.reduce(.lineEdit(.insert("Pay rent")))
    _ = state.reduce(.list(.addInput))
    #expect(state.reduce(.vdirSync(.quietMomentPassed)) == nil, "unsaved: no sync")
    _ = state.reduce(.persistence(.saveDue))
    #expect(!state.vdirSync.isRunning, "a save runs: no sync")
    #expect(
      state.reduce(.persistence(.saved)) == .batch([Command.vdirSyncAfterQuietMoment, .vdirSync(.run)]))
    #expect(state.reduce(.vdirSync(.quietMomentPassed)) == nil, "one runs already")
    #expect(state.reduce(.vdirSync(.finished(VdirSyncReport()))) == .vdirSync(.run), "then the one due")
  }

  @Test func theStatusSaysWhatTheSyncBroughtIn() {
    var state = on()
    _ = state.reduce(.vdirSync(.quietMomentPassed))
    _ = state.reduce(.vdirSync(.finished(VdirSyncReport(added: 2, completed: 1))))
    #expect(state.status?.text == "CalDAV: 2 added, 1 completed from the vdir.")
    state.status = nil
    _ = state.reduce(.vdirSync(.quietMomentPassed))
    _ = state.reduce(.vdirSync(.finished(VdirSyncReport())))
    #expect(state.status == nil, "nothing brought in, nothing said")
  }

  @Test func aProblemIsSaidOnceAndAgainWhenItChanges() {
    var state = on()
    let broken = VdirSyncReport(problems: ["broken.ics: no VTODO with a UID, left alone"])
    _ = state.reduce(.vdirSync(.quietMomentPassed))
    _ = state.reduce(.vdirSync(.finished(broken)))
    #expect(state.status?.text == "CalDAV: broken.ics: no VTODO with a UID, left alone")
    #expect(state.status?.kind == .warning)
    state.status = nil
    _ = state.reduce(.vdirSync(.quietMomentPassed))
    _ = state.reduce(.vdirSync(.finished(broken)))
    #expect(state.status == nil, "the same problem is not said again")
    _ = state.reduce(.vdirSync(.quietMomentPassed))
    _ = state.reduce(.vdirSync(.finished(VdirSyncReport(problems: ["cannot make the folder /v"]))))
    #expect(state.status?.text == "CalDAV: cannot make the folder /v")
  }

  @Test func aSyncThatStoppedIsSaidAgainEachTimeAFileLeftAloneOnce() {
    var state = State.loaded(["Buy milk"]).synced
    _ = state.reduce(.vdirSync(.turnedOn))
    var stopped = VdirSyncReport(problems: ["the vdir /v is missing"])
    stopped.failed = true
    state.vdirSync.isRunning = true
    _ = state.reduce(.vdirSync(.finished(stopped)))
    #expect(state.status?.text == "CalDAV: the vdir /v is missing")
    state.status = nil
    _ = state.reduce(.vdirSync(.finished(stopped)))
    #expect(state.status?.text == "CalDAV: the vdir /v is missing", "said again: nothing syncs")
    let leftAlone = VdirSyncReport(problems: ["bad.ics: no VTODO, left alone"])
    _ = state.reduce(.vdirSync(.finished(leftAlone)))
    state.status = nil
    _ = state.reduce(.vdirSync(.finished(leftAlone)))
    #expect(state.status == nil, "a file left alone is named once")
  }

  @Test func offItDoesNothing() {
    var state = State.loaded(["Buy milk"]).synced
    #expect(state.reduce(.vdirSync(.folderChanged)) == nil)
    #expect(state.reduce(.vdirSync(.quietMomentPassed)) == nil)
    #expect(!state.vdirSync.isRunning)
  }

  @Test func theListChangesAreCountedByKind() {
    let report = CalDAVSyncPlan.listChanges(
      before: ["Buy milk", "Call mom", "Pay rent"],
      after: ["Buy milk", "x 2026-11-26 Call mom", "Pay the rent", "Water the plants"])
    #expect(report == VdirSyncReport(added: 1, completed: 1, changed: 1))
    let deleted = CalDAVSyncPlan.listChanges(before: ["a", "b"], after: ["b"])
    #expect(deleted == VdirSyncReport(deleted: 1))
  }
}

extension Command {
  /// Whether the command is `command` or a batch holding it.
  fileprivate func holds(_ command: Command) -> Bool {
    if self == command { return true }
    if case .batch(let commands) = self { return commands.contains { $0.holds(command) } }
    return false
  }
}
