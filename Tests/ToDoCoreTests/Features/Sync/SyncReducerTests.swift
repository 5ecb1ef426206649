import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Syncing through git: a sync starts only once the list's changes are in the file, one at
/// a time, and its outcome is the title's word.
@Suite("Reducer: syncing through git")
struct SyncReducerTests {
  /// A loaded list with the sync turned on and its start's sync come back `synced`.
  private func on() -> State {
    var state = State.loaded(["Buy milk", "Call mom"]).synced
    _ = state.reduce(.sync(.turnedOn))
    #expect(state.sync.isRunning, "the pull at the start")
    _ = state.reduce(.sync(.finished(.synced)))
    return state
  }

  /// Types `title` in the input line and adds it; the command of the add.
  private func add(_ title: String, to state: inout State) -> Command? {
    state.focus = .input
    _ = state.reduce(.lineEdit(.insert(title)))
    return state.reduce(.list(.addInput))
  }

  @Test func turningOnSyncsOnceLoadedAndEveryFewMinutes() {
    var state = State(todos: [], loadStatus: .loading(spinnerFrame: 0))
    let command = state.reduce(.sync(.turnedOn))
    #expect(
      command
        == .batch([
          .schedule(id: .syncPeriodic, after: .seconds(300), send: .sync(.periodicDue)),
          .schedule(id: .syncFetch, after: .seconds(40), send: .sync(.fetchDue)),
        ]))
    #expect(!state.sync.isRunning, "not before the list has loaded")
    #expect(titleText(state).hasSuffix("TODO - (0)"))
    let loaded = state.reduce(.persistence(.toDosLoaded(TitleList(["Buy milk"]))))
    #expect(loaded?.contains(.sync(.run)) == true)
    #expect(state.sync.isRunning)
    #expect(titleText(state) == "TODO - (1) · syncing…")
  }

  @Test func anIdleFetchStartsASyncOnlyWhenTheUpstreamMoved() {
    var state = on()
    #expect(state.reduce(.sync(.fetchDue)) == .batch([.sync(.fetch), Command.fetchPeriodically]))
    #expect(titleText(state).hasSuffix(" · synced"), "a fetch is not a sync in the title")
    #expect(state.reduce(.sync(.fetchDue)) == Command.fetchPeriodically, "one fetch at a time")
    #expect(state.reduce(.sync(.fetched(moved: false))) == nil)
    #expect(!state.sync.isRunning)
    _ = state.reduce(.sync(.fetchDue))
    #expect(state.reduce(.sync(.fetched(moved: true))) == .sync(.run))
    #expect(state.reduce(.sync(.fetchDue)) == Command.fetchPeriodically, "no fetch while a sync runs")
  }

  @Test func aSaveStartsTheQuietMomentAndTheSyncWaitsForIt() {
    var state = on()
    #expect(add("Pay rent", to: &state)?.contains(.sync(.run)) != true)
    _ = state.reduce(.persistence(.saveDue))
    let saved = state.reduce(.persistence(.saved))
    #expect(saved == Command.syncAfterQuietMoment)
    #expect(!state.sync.isRunning, "no sync before the quiet moment")
    #expect(state.reduce(.sync(.quietMomentPassed)) == .sync(.run))
    #expect(state.sync.isRunning)
  }

  @Test func aSyncDueWaitsWhileChangesAreUnsavedOrASaveRuns() {
    var state = on()
    _ = add("Pay rent", to: &state)
    #expect(state.reduce(.sync(.periodicDue)) == Command.syncPeriodically, "unsaved: no sync")
    #expect(state.sync.isDue)
    _ = state.reduce(.persistence(.saveDue))
    #expect(!state.sync.isRunning, "a save runs: no sync")
    let saved = state.reduce(.persistence(.saved))
    #expect(saved == .batch([Command.syncAfterQuietMoment, .sync(.run)]))
  }

  @Test func aSyncWaitsForChangesWhoseSaveFailedEvenWithNoSaveScheduled() {
    var state = on()
    // A save that failed leaves its changes unsaved, with its retry not yet scheduled.
    state.saving.hasUnsavedChanges = true
    #expect(state.reduce(.sync(.periodicDue)) == Command.syncPeriodically)
    #expect(!state.sync.isRunning && state.sync.isDue)
    state.saving.hasUnsavedChanges = false
    #expect(state.reduce(.sync(.now))?.contains(.sync(.run)) == true)
  }

  @Test func oneSyncAtATimeAndTheKeyAsksForAnotherAfterIt() {
    var state = on()
    _ = state.reduce(.sync(.now))
    #expect(state.sync.isRunning)
    #expect(state.reduce(.sync(.now)) == nil, "one runs already")
    #expect(state.status?.text == "A sync runs; another follows it.")
    #expect(state.reduce(.sync(.finished(.synced))) == .sync(.run))
    _ = state.reduce(.sync(.finished(.ahead(1))))
    #expect(state.status?.text == "Synced, but 1 commit not pushed yet.")
    #expect(titleText(state).hasSuffix(" · 1 ahead"))
  }

  @Test func eachOutcomeIsTheTitlesWord() {
    let words: [(SyncOutcome, String)] = [
      (.synced, "synced"), (.noUpstream, "committed"), (.ahead(2), "2 ahead"),
      (.offline(ahead: 1), "offline"),
      (.waiting(reason: "merge in progress", fix: "finish it"), "merge in progress"),
      (.failed(SyncFailure(short: "auth", reason: "r", fix: "f")), "sync failed: auth"),
    ]
    for (outcome, word) in words {
      var state = on()
      _ = state.reduce(.sync(.now))
      _ = state.reduce(.sync(.finished(outcome)))
      #expect(titleText(state) == "TODO - (2) · " + word)
      #expect(!state.sync.isRunning)
    }
  }

  @Test func theTitleStaysWithin80ColumnsWithTheListName() {
    var state = on()
    state.listName = "~/notes/todo.txt"
    _ = state.reduce(.sync(.now))
    _ = state.reduce(.sync(.finished(.failed(SyncFailure(short: "no repository", reason: "r", fix: "f")))))
    let row = compose(state).lines[0]
    #expect(row.contains("sync failed: no repository"))
    #expect(row.hasSuffix("todo.txt"))
  }

  @Test func theTitleRowIsDrawnAgainWhenTheSyncEnds() {
    var state = on()
    _ = state.reduce(.sync(.periodicDue))
    state.status = nil
    var renderer = Renderer()
    _ = renderer.render(state)
    _ = state.reduce(.sync(.finished(.offline(ahead: 0))))
    state.status = nil
    let ops = renderer.render(state)
    #expect(ops.contains { if case .text(let at, _, _) = $0 { at.row == 0 } else { false } }, "\(ops)")
  }

  /// Issue 44: "1 commit wait to be pushed". The verb agrees with the count.
  @Test func oneCommitWaitsTwoCommitsWait() {
    var state = on()
    _ = state.reduce(.sync(.periodicDue))
    _ = state.reduce(.sync(.finished(.offline(ahead: 1))))
    #expect(
      state.status?.text
        == "Offline: the remote cannot be reached; 1 commit waits to be pushed. The next sync tries again.")
  }

  @Test func offlineIsSaidOnceAndRetriedAtTheNextTimer() {
    var state = on()
    _ = state.reduce(.sync(.periodicDue))
    _ = state.reduce(.sync(.finished(.offline(ahead: 2))))
    #expect(
      state.status?.text
        == "Offline: the remote cannot be reached; 2 commits wait to be pushed. The next sync tries again.")
    state.status = nil
    #expect(state.reduce(.sync(.periodicDue)) == .batch([Command.syncPeriodically, .sync(.run)]))
    _ = state.reduce(.sync(.finished(.offline(ahead: 2))))
    #expect(state.status == nil, "said once, not at every timer")
    _ = state.reduce(.sync(.periodicDue))
    _ = state.reduce(.sync(.finished(.synced)))
    #expect(titleText(state).hasSuffix(" · synced"), "caught up")
  }

  @Test func aMergeInProgressIsSaidWithItsFix() {
    var state = on()
    _ = state.reduce(.sync(.now))
    _ = state.reduce(
      .sync(
        .finished(.waiting(reason: "merge in progress", fix: "finish it (git commit) or git merge --abort"))))
    #expect(
      state.status?.text
        == "Not synced: merge in progress. To fix: finish it (git commit) or git merge --abort")
  }

  @Test func aFailureNamesItsFix() {
    var state = on()
    _ = state.reduce(.sync(.periodicDue))
    let failure = SyncFailure(short: "auth", reason: "the remote refused the login", fix: "set up an ssh key")
    _ = state.reduce(.sync(.finished(.failed(failure))))
    #expect(state.status?.text == "Sync failed: the remote refused the login. To fix: set up an ssh key")
    #expect(state.status?.kind == .warning)
  }

  @Test func offTheKeySaysHowToTurnItOnAndNoTimerRuns() {
    var state = State.loaded(["Buy milk"]).synced.selecting(0)
    #expect(state.reduce(.sync(.now)) == nil)
    #expect(state.status?.text.hasPrefix("Sync is off: start todo with --sync git") == true)
    #expect(state.reduce(.sync(.periodicDue)) == nil)
    _ = add("Pay rent", to: &state)
    _ = state.reduce(.persistence(.saveDue))
    #expect(state.reduce(.persistence(.saved)) == nil, "no quiet moment when off")
    #expect(titleText(state) == "TODO - (2)")
  }

  @Test func noSyncStartsWhileTheAppLeaves() {
    var state = on()
    state.quitting.request = .ending(exitStatus: 0)
    _ = state.reduce(.sync(.periodicDue))
    #expect(!state.sync.isRunning)
  }

  @Test func sInTheListSyncs() {
    let state = State.loaded(["Buy milk"]).synced.selecting(0)
    #expect(state.keymap.action(for: .character("S"), in: state) == .sync(.now))
  }
}

extension Command {
  /// Whether the command is `command` or a batch holding it.
  fileprivate func contains(_ command: Command) -> Bool {
    if self == command { return true }
    if case .batch(let commands) = self { return commands.contains { $0.contains(command) } }
    return false
  }
}
