import ToDoCore

/// Performs the commands the reducer returns and sends their results back as actions.
/// Main-actor only.
@MainActor
public final class CommandInterpreter {
  /// What the commands act on; its store and notes follow the list shown (`showList`).
  var environment: Environment
  private let send: @MainActor (Action) -> Void
  /// The environment's main scheduler, which never changes: results are delivered through it.
  private let mainScheduler: any Scheduler
  private let exit: @MainActor (Int32) -> Void
  /// The timers running, by id: each holds the number of its scheduling, so that a timer
  /// replaced or cancelled before it fires sends nothing, and its work in the scheduler,
  /// taken out when it is replaced or cancelled so that it wakes nothing.
  private var timers: [TimerID: (number: Int, work: ScheduledWork)] = [:]
  private var timersScheduled = 0

  /// - Parameters:
  ///   - send: gives a result action to the store (called on the main actor).
  ///   - exit: restores the terminal and ends the process with this status.
  public init(
    environment: Environment,
    send: @escaping @MainActor (Action) -> Void,
    exit: @escaping @MainActor (Int32) -> Void
  ) {
    self.environment = environment
    self.mainScheduler = environment.mainScheduler
    self.send = send
    self.exit = exit
  }

  public func run(_ command: Command) {
    switch command {
    case .send(let action):
      // The store is reducing the action that asked: it queues this one and reduces it next.
      send(action)
    case .loadToDos:
      if let lists = environment.lists, let path = lists.shownPath {
        settleInterruptedMoves(of: path, in: lists)
      }
      let store = environment.toDoStore
      let (journal, bounds) = (environment.journal, environment.journalBounds)
      store.load { [deliver] result in
        switch result {
        case .success(let titles):
          deliver(.persistence(.toDosLoaded(titles)))
        case .failure(let error): deliver(.persistence(.loadFailed(error.description)))
        }
        for notice in store.takeNotices() { deliver(.persistence(.fileNotice(notice))) }
      }
      // Once the load was compared with what the app last saw: whether the journal's steps
      // left the list as it is, so that they bind to their todos by place.
      store.findLastSeen { [deliver] lastSeen in
        if let journal,
          let restored = JournalReplay.restored(from: journal, within: bounds, lastSeen: lastSeen)
        {
          deliver(.persistence(restored))
        }
      }
      store.findOutsideChanges { [deliver] changes in
        guard let changes else { return }
        // Journaled once: the record of what the app saw is replaced by what it loaded, so
        // the next start finds them no more. On the store's queue, off the main thread.
        journal?.appendClosed(changes.changes)
        deliver(.sinceLastLooked(.found(changes)))
      }
    case .schedule(let id, let delay, let action):
      schedule(id, after: delay, send: action)
    case .cancel(let id):
      timers.removeValue(forKey: id)?.work.cancel()
    case .save(let todos, let base):
      let (store, journal) = (environment.toDoStore, environment.journal)
      store.save(todos, base: base) { [deliver] result in
        // Another program's changes the merge brought, journaled off the main thread.
        if case .success(.merged(let merged)) = result { journal?.appendOutside(merged, from: todos) }
        switch result {
        case .success(.saved): deliver(.persistence(.saved))
        case .success(.merged(let merged)): deliver(.persistence(.toDosMerged(merged)))
        case .success(.savedOverDeleted): deliver(.persistence(.savedOverDeletedFile))
        case .failure(let error): deliver(.persistence(.saveFailed(error.description)))
        }
        for notice in store.takeNotices() { deliver(.persistence(.fileNotice(notice))) }
      }
    case .reload(let todos, let base):
      let (store, journal) = (environment.toDoStore, environment.journal)
      store.reload(todos, base: base) { [deliver] result in
        var shellSteps: [ListEdit] = []
        if case .success(.changed(let merged, _)) = result {
          shellSteps = journal?.appendOutside(merged, from: todos) ?? []
        }
        switch result {
        case .success(let outcome):
          deliver(.reload(.reloaded(outcome)))
          // todo's own step from the shell: Ctrl-Z undoes it (decision 0355).
          if !shellSteps.isEmpty { deliver(.reload(.shellSteps(shellSteps))) }
        case .failure(let error): deliver(.reload(.failed(error.description)))
        }
        for notice in store.takeNotices() { deliver(.persistence(.fileNotice(notice))) }
      }
    case .archive(let lines, let copies):
      if let lists = environment.lists, let source = lists.shownPath {
        return archive(lines, copies: copies, of: source, in: lists)
      }
      environment.toDoStore.archive(lines, leavingOutCopies: copies) { [deliver] result in
        switch result {
        case .success(let path): deliver(.archive(.archived(doneFileName: Paths.name(of: path))))
        case .failure(let error): deliver(.archive(.failed(error.description)))
        }
      }
    case .editExternally(let id, let text):
      // The editor owns the terminal until it ends: the loop neither draws nor reads
      // meanwhile, since this blocks it. Its result comes back as any other.
      var outcome = ExternalEditOutcome.failed("the editor did not run")
      let edit = environment.editText
      environment.withTerminalHandedOver { outcome = edit(text) }
      deliver(.externalEdit(.edited(id, outcome)))
    case .readNote(let id, let name):
      guard let notes = environment.notes else {
        deliver(.note(.read(id, name: name, .unreadable("the demo list has no notes folder"))))
        return
      }
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.note(.read(id, name: name, notes.read(name))))
      }
    case .readJournal:
      guard let journal = environment.journal else {
        deliver(.toDoHistory(.read([])))
        return
      }
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.toDoHistory(.read(journal.entries().map(\.record))))
      }
    case .editNote(let id, let name, let isNew):
      guard let notes = environment.notes else {
        deliver(.note(.edited(id, .failed("the demo list has no notes folder: start todo with a file"))))
        return
      }
      // As `editExternally`: the editor owns the terminal until it ends.
      var outcome = NoteEditOutcome.failed("the editor did not run")
      environment.withTerminalHandedOver { outcome = notes.edit(name, isNew: isNew) }
      deliver(.note(.edited(id, outcome)))
    case .stop:
      environment.stop()
    case .findConflictCopies:
      environment.toDoStore.findConflictCopies { [deliver] copies in
        deliver(.conflictCopies(.found(copies)))
      }
    case .moveConflictCopyAside(let name):
      environment.toDoStore.moveConflictCopyAside(name) { [deliver] result in
        switch result {
        case .success: deliver(.conflictCopies(.movedAside(name)))
        case .failure(let error):
          deliver(.conflictCopies(.notMoved(name, reason: error.description)))
        }
      }
    case .readToday:
      deliver(readToday())
    case .projectRows(let list, let rule, let candidates, let dependencies, let number):
      environment.worker.schedule(after: .zero) { [deliver] in
        let order = ListProjection.order(
          of: list, under: rule, among: candidates, dependencies: dependencies)
        deliver(.view(.rowsProjected(number: number, order: order)))
      }
    case .countTags(let list, let number):
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.picker(.tagsCounted(number: number, TagCount.counts(in: list))))
      }
    case .saveViews(let views):
      let write = environment.writeViews
      environment.worker.schedule(after: .zero) { [deliver] in
        if let reason = write(views) {
          deliver(.savedViews(.notSaved(reason: reason)))
        } else {
          deliver(.savedViews(.saved))
        }
      }
    case .keepUnsaved(let todos, let reason):
      if let note = environment.toDoStore.keepUnsaved(todos, reason: reason) { environment.noteAtExit(note) }
    case .keepDemo(let todos):
      let (scheduler, noteAtExit) = (environment.mainScheduler, environment.noteAtExit)
      environment.keepDemo(todos) { [deliver] result in
        switch result {
        case .success(let note):
          // The note first: the exit that follows the result prints it.
          scheduler.schedule(after: .zero) { MainActor.assumeIsolated { noteAtExit(note) } }
          deliver(.quitting(.demoKept))
        case .failure(let error):
          deliver(.quitting(.demoNotKept(reason: error.description)))
        }
      }
    case .syncWithGit:
      let sync = environment.syncWithGit
      environment.syncWorker.schedule(after: .zero) { [deliver] in
        let (outcome, notes) = sync()
        deliver(.sync(.finished(outcome, mergeNotes: notes)))
      }
    case .fetchWithGit:
      let fetch = environment.fetchWithGit
      // The sync's queue: a fetch never runs beside a sync.
      environment.syncWorker.schedule(after: .zero) { [deliver] in
        deliver(.sync(.fetched(moved: fetch())))
      }
    case .syncWithVdir:
      let sync = environment.syncWithVdir
      environment.vdirSyncWorker.schedule(after: .zero) { [deliver] in
        deliver(.vdirSync(.finished(sync())))
      }
    case .openLink(let link):
      let open = environment.openLink
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.links(.opened(open(link))))
      }
    case .copyToClipboard(let text):
      environment.writeToTerminal(ClipboardSequence.copying(text))
    case .findLists, .showList, .addToList, .removeFromList, .moveSaved, .archiveSaved:
      runListCommand(command)
    case .exit(let status):
      environment.toDoStore.finishRecords()
      exit(status)
    case .reminders(let reminders):
      runReminders(reminders)
    case .batch(let commands):
      commands.forEach(run)
    }
  }

  /// The wall-clock seconds in which the day last read is still today: from when it was
  /// read to when the next day begins (nil until it is read).
  private var dayLasts: Range<Int64>?

  /// Reads the day, and notes until when it lasts on the wall clock: its action.
  private func readToday() -> Action {
    let clock = environment.dayClock
    let now = clock.wallClockSeconds()
    let (day, nextDayIn) = clock.today()
    let dayLasts = now..<(now + max(nextDayIn.components.seconds, 1))
    self.dayLasts = dayLasts
    // A wake-up when the day ends on the wall clock, which counts the hours suspended.
    environment.wakeAtWallClock(dayLasts.upperBound)
    return .system(.dayBegan(day, nextDayIn: nextDayIn))
  }

  /// Sends the day at once when the wall clock has left the day last read: the next day's
  /// timer runs on the monotonic clock, which stops while the machine is suspended, so a
  /// laptop woken the next morning would keep yesterday (for completion dates, `due:today`,
  /// `rec:`) until the timer's remaining hours had passed. The store calls this before each
  /// action from outside (a key, a timer, a signal, a result): the action then sees the new
  /// day. A comparison of two integers when the day has not changed.
  public func noticeDayChange() {
    guard let dayLasts, !dayLasts.contains(environment.dayClock.wallClockSeconds()) else { return }
    send(readToday())
  }

  /// Sends `action` after `delay` as the timer `id`, replacing the timer `id` if it runs.
  private func schedule(_ id: TimerID, after delay: Duration, send action: Action) {
    timersScheduled += 1
    let number = timersScheduled
    let send = self.send
    let work = environment.mainScheduler.schedule(after: delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.timers[id]?.number == number else { return }
        self.timers[id] = nil
        send(action)
      }
    }
    timers.updateValue((number, work), forKey: id)?.work.cancel()
  }

  /// The store's own `send`, for results that must follow a write on the main actor.
  var sendAction: @MainActor (Action) -> Void { send }

  /// The ids of the timers that run now.
  public var runningTimers: Set<TimerID> { Set(timers.keys) }

  /// Sends `action` to the store through the main scheduler (live: the event loop's
  /// mailbox, which wakes the main thread). Callable from any thread.
  nonisolated var deliver: @Sendable (Action) -> Void {
    let scheduler = mainScheduler
    let send = self.send
    return { action in
      scheduler.schedule(after: .zero) {
        MainActor.assumeIsolated { send(action) }
      }
    }
  }
}
