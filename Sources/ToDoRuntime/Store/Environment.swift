import ToDoCore

/// What commands act on: injected, so tests run the same interpreter on a virtual clock.
public struct Environment: Sendable {
  public var toDoStore: any ToDoStore
  /// Where results and timers are delivered: the main thread's event loop when live. Work
  /// it runs is treated as main-actor work.
  public var mainScheduler: any Scheduler
  /// Which day it is.
  public var dayClock: any DayClock
  /// Edits a todo's text outside the app (`E`): the user's editor when live.
  public var editText: @Sendable (String) -> ExternalEditOutcome
  /// Runs its argument with the terminal handed over to another program, and takes the
  /// terminal back after it (the app's terminal when live; in tests, just runs it).
  /// Main-actor only.
  public var withTerminalHandedOver: @Sendable @MainActor (() -> Void) -> Void
  /// Gives the terminal back to the shell and stops the process (SIGTSTP's job); returns
  /// once continued (the app's event loop when live; in tests, nothing). Main-actor only.
  public var stop: @Sendable @MainActor () -> Void
  /// Asks to be woken (any action) when the wall clock reaches these seconds since the
  /// epoch: the end of the day just read, also across a suspend (the app's wall-clock alarm
  /// when live; in tests, nothing). Main-actor only.
  public var wakeAtWallClock: @Sendable @MainActor (Int64) -> Void
  /// Where work that must not hold up the main thread runs (the list's projection):
  /// Dispatch's background queue when live, the virtual clock in tests.
  public var worker: any Scheduler
  /// Writes the saved views to their file; returns why it could not, or nil. Called on
  /// `worker`.
  public var writeViews: @Sendable (SavedViews) -> String?
  /// Syncs the list through git (`GitSync.report`), with what the merge driver named in the
  /// pulls: blocks for as long as git runs, so it is
  /// called on `syncWorker`, never on the main thread. Without a list file, says so.
  public var syncWithGit: @Sendable () -> (outcome: SyncOutcome, mergeNotes: [String]) = {
    let outcome = SyncOutcome.failed(
      SyncFailure(
        short: "no file", reason: "the demo list has no file to commit",
        fix: "start todo with a file in a git repository"))
    return (outcome, [])
  }
  /// Fetches the list's upstream (`GitSync.upstreamMoved`): whether it has commits the
  /// branch lacks. Blocks for as long as git runs (within its bound): called on
  /// `syncWorker`. Without a list file, or without an upstream, false.
  public var fetchWithGit: @Sendable () -> Bool = { false }
  /// Where the sync runs: a serial background queue when live (one sync at a time, off the
  /// main thread), the virtual clock in tests.
  public var syncWorker: any Scheduler = DispatchScheduler.background
  /// Syncs the list with the vdir (`CalDAVBridge.sync`): blocks while it reads and writes
  /// the files, so it is called on `vdirSyncWorker`, never on the main thread. Without a
  /// list file, says so.
  public var syncWithVdir: @Sendable () -> VdirSyncReport = {
    VdirSyncReport(problems: ["the demo list has no file to sync"])
  }
  /// Where the vdir sync runs: a serial background queue when live, the virtual clock in
  /// tests.
  public var vdirSyncWorker: any Scheduler = DispatchScheduler.background
  /// The todos' notes (`N`, the detail area): the list's folder when live; nil for the
  /// demo list, which has no folder (the notes then say so).
  public var notes: NoteFolder?
  /// Starts the browser on a link, detached (`LinkOpener.open`): blocks only while the
  /// shell that starts it runs, so it is called on `worker`. Without a browser here, says so.
  public var openLink: @Sendable (String) -> LinkOpening = { _ in
    .failed(reason: "no browser here", fix: "start todo in a terminal")
  }
  /// Writes a control string (OSC 52) to the terminal between two screen updates, past
  /// the screen's cells (the terminal's `Terminal.writeControl` when live; in tests,
  /// nothing). Main-actor only.
  public var writeToTerminal: @Sendable @MainActor (String) -> Void = { _ in }
  /// Keeps a line to print on the standard error once the terminal is restored, when the
  /// app leaves (where an unsaved list went). Main-actor only.
  public var noteAtExit: @Sendable @MainActor (String) -> Void = { _ in }
  /// Writes the demo list's todos into the default list (`y` on quitting the demo; see
  /// `DemoKeeper`); answers, on any thread, with the line to print on the way out, or why
  /// not. Without a default list it says so.
  public var keepDemo:
    @Sendable (ToDoList, @escaping @Sendable (Result<String, ToDoStoreError>) -> Void) -> Void = {
      _, completion in
      completion(.failure(ToDoStoreError("there is no default list to keep them in (HOME is not set)")))
    }

  /// The list's journal (nil for the demo, which has no file): its last steps are read
  /// after the load (`PersistenceAction.historyRestored`), compacted to `journalBounds`.
  public var journal: Journal?
  public var journalBounds = JournalBounds()
  /// The lists of the session (several lists): the store of each by path, where to look
  /// for them, and the watch that follows the list shown. Nil: one list, no other.
  public var lists: SessionLists?
  /// The reminders' clock, record, terminal notification and wake-up.
  public var reminders = ReminderService()

  public init(
    toDoStore: any ToDoStore, mainScheduler: any Scheduler, dayClock: any DayClock = SystemDayClock(),
    editText: @escaping @Sendable (String) -> ExternalEditOutcome = { _ in
      .failed("no editor here: the text cannot be edited outside the app")
    },
    withTerminalHandedOver: @escaping @Sendable @MainActor (() -> Void) -> Void = { $0() },
    stop: @escaping @Sendable @MainActor () -> Void = {},
    wakeAtWallClock: @escaping @Sendable @MainActor (Int64) -> Void = { _ in },
    worker: any Scheduler = DispatchScheduler.background,
    writeViews: @escaping @Sendable (SavedViews) -> String? = { _ in
      "there is no config folder to keep them in (set HOME or XDG_CONFIG_HOME)"
    }
  ) {
    self.toDoStore = toDoStore
    self.mainScheduler = mainScheduler
    self.dayClock = dayClock
    self.editText = editText
    self.withTerminalHandedOver = withTerminalHandedOver
    self.stop = stop
    self.wakeAtWallClock = wakeAtWallClock
    self.worker = worker
    self.writeViews = writeViews
  }

  /// The todo.txt store for `filePath`, or the simulated store with its two-second load
  /// (see `SimulatedToDoStore.configured`), which keeps a list left unanswered in the state
  /// folder and the todos the user keeps with `demoKeeper`; loading on Dispatch, off the
  /// main thread, the results and timers delivered through `mainScheduler` (the event
  /// loop's).
  public static func live(
    filePath: String?, createsDirectory: Bool, demoKeeper: DemoKeeper? = nil,
    processEnvironment: [String: String], mainScheduler: any Scheduler
  ) -> Environment {
    let store: any ToDoStore
    if let filePath {
      store = FileToDoStore(
        path: filePath, createsDirectory: createsDirectory, seen: SeenRecord(listPath: filePath))
    } else {
      var demo = SimulatedToDoStore.configured(
        by: processEnvironment, scheduler: DispatchScheduler.background)
      demo.unsavedFolder = InPlaceWrite.defaultBackupFolder()
      store = demo
    }
    let editor = ExternalEditor.configured(by: processEnvironment)
    var environment = Environment(
      toDoStore: store, mainScheduler: mainScheduler,
      dayClock: SystemDayClock.configured(by: processEnvironment), editText: { editor.edit($0) })
    environment.notes = filePath.map { NoteFolder.beside(listPath: $0, editor: editor) }
    let opener = LinkOpener.configured(by: processEnvironment)
    environment.openLink = { opener.open($0) }
    environment.reminders = .configured(listPath: filePath, environment: processEnvironment)
    if let demoKeeper { environment.keepDemo = { demoKeeper.keep($0, completion: $1) } }
    return environment
  }
}
