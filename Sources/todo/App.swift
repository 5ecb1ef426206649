import Glibc
import ToDoCore
import ToDoRuntime
import ToDoTerminal

/// Wires the parts together: terminal events → keymap → store → reducer → commands and
/// draw operations, all on the main thread's event loop. Holds no logic of its own.
/// Main-actor only.
@MainActor
final class App {
  private let terminal: Terminal
  private let eventLoop: EventLoop
  /// Where commands hand their results and timers back to the loop, from any thread.
  private let scheduler: LoopScheduler
  private let store: StateStore
  private let recorder: RecordingWriter?
  /// The watch on the list's file, if it is a file: inotify, or checks while the system
  /// grants no inotify instance.
  private let listWatch: WatchedList
  /// The watch on the vdir's `.ics` files, when the list syncs with one (decision 0263):
  /// a phone's change that vdirsyncer wrote there starts a sync.
  private let vdirWatch: FileWatch?
  /// The watch on the notes folder of the list shown, when it has one.
  private let notesWatch: WatchedNotes
  /// Rings when the day read ends on the wall clock.
  private let dayAlarm: WallClockAlarm
  /// Rings at the next reminder on the wall clock (decision 0341).
  private let reminderAlarm: WallClockAlarm
  /// What to tell the user once the terminal is restored (where an unsaved list went).
  private let notes = ExitNotes()
  /// The lists the session opens, when more than one (the title counts them).
  private let openedLists: [ListEntry]

  init(
    terminal: Terminal, wakeUp: WakeUp, scheduler: LoopScheduler, environment: Environment, listName: String?,
    listPath: String? = nil, vdirFolder: String? = nil, recorder: RecordingWriter? = nil,
    keymap: Keymap = .standard,
    preferences: Preferences = Preferences(), demo: DemoList? = nil
  ) {
    self.terminal = terminal
    self.eventLoop = EventLoop(terminal: terminal, wakeUp: wakeUp)
    self.scheduler = scheduler
    self.recorder = recorder
    openedLists = environment.lists?.opened ?? []
    // The editor (`E`) gets the terminal for as long as it runs; the screen is then drawn
    // whole, at the terminal's size then.
    let resumed = HandOverTarget()
    var environment = environment
    environment.noteAtExit = { [notes] note in notes.lines.append(note) }
    environment.withTerminalHandedOver = { [terminal] body in
      guard let size = terminal.handOver(body) else { return }
      resumed.store?.invalidateScreen()
      resumed.store?.handle([.resize(size)])
    }
    // OSC 52 (`Y`): written between two updates, when curses has nothing buffered.
    environment.writeToTerminal = { [terminal] control in terminal.writeControl(control) }
    // The day is read again at midnight on the wall clock, suspended or not.
    let alarm = WallClockAlarm()
    self.dayAlarm = alarm
    environment.wakeAtWallClock = { seconds in alarm.ring(atWallClockSeconds: seconds) }
    let reminderAlarm = WallClockAlarm()
    self.reminderAlarm = reminderAlarm
    // Zero takes the alarm back: no reminder is pending, nothing wakes the loop for one.
    environment.reminders.wake = { seconds in reminderAlarm.ring(atWallClockSeconds: seconds ?? 0) }
    // SIGTSTP stops the app once its saves are done (`SystemAction.stopRequested`).
    environment.stop = { [weak eventLoop] in eventLoop?.stop() }
    store = StateStore(
      initialState: State(
        size: terminal.size, listName: listName, keymap: keymap, preferences: preferences, demo: demo),
      environment: environment,
      draw: { [terminal] ops in terminal.apply(ops) },
      exit: { [notes] status in
        Self.exit(terminal: terminal, recorder: recorder, status: status, notes: notes)
      })
    resumed.store = store
    let store = self.store
    let makeWatch: @MainActor (String) -> ListWatch = { [weak store] path in
      ListWatch(
        path: path, scheduler: scheduler, makeWatch: { FileWatch(path: path) },
        send: { [weak store] action in
          // A recording that plays back has its own reloads in it.
          if let store, !store.isReplaying { store.send(action) }
        })
    }
    // One recorder a list, each with its own journal and count of the steps it wrote: the
    // history saved is the shown list's, and each list keeps its own history.
    let recorders = JournalRecorders(first: environment.journal) { [weak store] text in
      store?.send(.persistence(.fileNotice(text)))
    }
    if environment.journal != nil {
      store.willSave = { history in recorders.current?.record(history) }
    }
    let listWatch = WatchedList(current: listPath.map(makeWatch))
    self.listWatch = listWatch
    let notesWatch = WatchedNotes(current: environment.notes.flatMap { NotesWatch(folder: $0.path) })
    self.notesWatch = notesWatch
    // Several lists: the watches and the journal follow the list shown (`ListsCommand.show`).
    environment.lists?.watch = { [lists = environment.lists] path in
      listWatch.current = makeWatch(path)
      listWatch.current?.start()
      recorders.show(path)
      // One notes folder for all (the config's): the watch is kept.
      if let folder = lists?.notes(path)?.path, folder != notesWatch.current?.folder {
        notesWatch.current = NotesWatch(folder: folder)
      }
    }
    vdirWatch = vdirFolder.flatMap { folder in
      FileWatch(folder: folder) { $0.hasSuffix(".ics") && !$0.hasPrefix(".") }
    }
    if let recorder {
      store.willReduce = { action in recorder.record(action) }
    }
  }

  /// Shows the app with the views saved (as the views file held them), syncing through git
  /// when `sync` says so, with the config's `problems` on screen (also written to standard
  /// error before the terminal was taken), and serves events until the user quits. Never
  /// returns.
  func run(savedViews: SavedViews, sync: Bool = false, problems: [String] = []) -> Never {
    if !problems.isEmpty { store.send(.system(.configProblemsFound(problems))) }
    store.send(.system(.started))
    if openedLists.count > 1 { store.send(.lists(.found(openedLists))) }
    if sync { store.send(.sync(.turnedOn)) }
    if vdirWatch != nil { store.send(.vdirSync(.turnedOn)) }
    store.send(.reminders(.clockDue))
    listWatch.current?.start()
    if savedViews != SavedViews() { store.send(.savedViews(.loaded(savedViews))) }
    serve()
  }

  /// Plays `recording` back on screen (at its pace with `realtime`), then goes on live.
  /// Never returns.
  func replay(_ recording: Recording, realtime: Bool) -> Never {
    store.renderIfNeeded()
    if terminal.size != recording.size { store.send(.system(.resized(recording.size))) }
    store.replay(
      recording, on: scheduler, realtime: realtime,
      finished: { [store, terminal] in store.send(.system(.resized(terminal.size))) })
    serve()
  }

  private func serve() -> Never {
    let (scheduler, listWatch, notesWatch) = (self.scheduler, self.listWatch, self.notesWatch)
    eventLoop.run(
      work: EventLoop.Work(
        now: { scheduler.now },
        timeout: { now in scheduler.timeout(at: now) },
        runDue: { now in
          for work in scheduler.takeDue(at: now) { work() }
        }),
      watched: [
        EventLoop.Watched(descriptor: { [dayAlarm] in dayAlarm.descriptor }) { [store, dayAlarm] in
          dayAlarm.drain()
          // The store reads the day before any action once the wall clock has left it.
          if !store.isReplaying { store.send(.system(.dayEnded)) }
        },
        EventLoop.Watched(descriptor: { [reminderAlarm] in reminderAlarm.descriptor }) {
          [store, reminderAlarm] in
          reminderAlarm.drain()
          if !store.isReplaying { store.send(.reminders(.clockDue)) }
        },
      ]
        + (listWatch.current == nil
          ? []
          : [
            EventLoop.Watched(descriptor: { listWatch.current?.descriptor ?? -1 }) { [store] in
              guard let watch = listWatch.current?.watch else { return }
              // A recording that plays back has its own reloads in it.
              if watch.takeChanges(), !store.isReplaying { store.send(.reload(.fileChangedOutside)) }
              if watch.takeConflictCopyArrived(), !store.isReplaying {
                store.send(.conflictCopies(.arrived))
              }
            }
          ])
        + (vdirWatch.map { vdirWatch in
          [
            EventLoop.Watched(descriptor: { vdirWatch.descriptor }) { [store] in
              if vdirWatch.takeChanges(), !store.isReplaying { store.send(.vdirSync(.folderChanged)) }
            }
          ]
        } ?? [])
        + [
          EventLoop.Watched(descriptor: { notesWatch.current?.descriptor ?? -1 }) { [store] in
            // A recording that plays back has its own reads in it.
            guard let watch = notesWatch.current else { return }
            let changes = watch.takeChanges()
            if changes != [], !store.isReplaying { store.send(.note(.changedOutside(names: changes))) }
          }
        ],
      batch: { [store, listWatch, vdirWatch] body in
        store.batch(body)
        // A folder made by the first save (or made again) is watched from then on.
        listWatch.current?.watch?.watchFoldersThatAppeared()
        vdirWatch?.watchFoldersThatAppeared()
        notesWatch.current?.watchIfAppeared()
      },
      onEvents: { [store] events in store.handle(events) },
      // Ending from outside goes through the reducer: it saves what is pending (for two
      // seconds at most) and then asks for the exit.
      onTerminalGone: { [unowned self] in self.shutdown(exitStatus: 1) },
      onSignal: { [unowned self] signal in self.shutdown(exitStatus: 128 + signal) },
      onStopRequested: { [store, eventLoop] in
        // A recording that plays back performs no save: nothing to wait for.
        if store.isReplaying { eventLoop.stop() } else { store.send(.system(.stopRequested)) }
      },
      onResumed: { [store] size in
        // The terminal showed the shell meanwhile: redraw everything, at its size now.
        store.invalidateScreen()
        store.handle([.resize(size)])
      })
  }

  /// Ends the app from outside: through the store, so that pending saves are made first;
  /// at once while a recording plays back, since its commands are not performed.
  private func shutdown(exitStatus: Int32) {
    if store.isReplaying {
      Self.exit(terminal: terminal, recorder: recorder, status: exitStatus, notes: notes)
    }
    store.send(.system(.shutdown(exitStatus: exitStatus)))
  }

  private static func exit(terminal: Terminal, recorder: RecordingWriter?, status: Int32, notes: ExitNotes)
    -> Never
  {
    terminal.restore()
    // No fetch or push outlives the app (a sync still running is not waited for).
    GitProcess.stopAtExit()
    for line in notes.lines {
      let text = line + "\n"
      text.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
    }
    // A recording that stopped being written is not left looking complete.
    if let failure = recorder?.failure { fail(failure.description, status: status == 0 ? 1 : status) }
    Glibc.exit(status)
  }
}

/// The watch on the list shown, replaced when another list is shown. Main-actor only.
@MainActor
private final class WatchedList {
  var current: ListWatch?

  init(current: ListWatch?) { self.current = current }
}

/// The watch on the notes folder of the list shown, replaced when another list with another
/// folder is shown. Main-actor only.
@MainActor
private final class WatchedNotes {
  var current: NotesWatch?

  init(current: NotesWatch?) { self.current = current }
}

/// Lines to print once the terminal is restored. Main-actor only.
@MainActor
private final class ExitNotes {
  var lines: [String] = []
}

/// The store a terminal hand-over redraws once the terminal is back, set once the store
/// exists. Main-actor only.
@MainActor
private final class HandOverTarget {
  weak var store: StateStore?
}
