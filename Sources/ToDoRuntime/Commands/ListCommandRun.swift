import ToDoCore

/// Runs the commands for scripts on a list (`todo add`, `ls`, `done`, `del`, `pri`…,
/// `archive`, `undo`): reads it through `files`, changes it with the core's own steps
/// (`NewToDo`, `ShellEdit`, `ShellUndo`, the search's `ListRule`) as one step of its
/// history, writes it back through `files` and journals the step by "todo", all under the
/// journal's lock; says what to print and the status to exit with (`ShellStatus`). The
/// output's form is `ShellReport`'s. Pure when `files` is.
public enum ListCommandRun {
  /// What a command did: the status to exit with, and what to write.
  public struct Outcome: Equatable, Sendable {
    public var status: Int32
    public var output: [LaunchOutput]

    public init(status: Int32, output: [LaunchOutput]) {
      self.status = status
      self.output = output
    }
  }

  /// Runs `call` on the list in `files` on `today`, new todos dated as `preferences` say
  /// (they go at the end). `listPath`: how errors name the file; `now`: the journal's
  /// time, in seconds since 1970. `standardOutput`, when given, takes `todo ls`'s listing
  /// in pieces as it is made (then the outcome holds no standard output for it), so that a
  /// large list is never held whole.
  public static func perform(
    _ call: CommandCall, files: ListFiles, listPath: String, today: CalendarDate, preferences: Preferences,
    now: Int = JournalTime.now(), standardOutput: (([UInt8]) -> Void)? = nil
  ) -> Outcome {
    switch call {
    case .list(let request):
      let numbered: NumberedToDos
      switch files.load() {
      case .success(let loaded): numbered = NumberedToDos(loaded)
      case .failure(let error): return fileFailure(error, path: listPath, doing: "read")
      }
      guard let standardOutput else { return list(request, numbered, today: today) }
      return Outcome(status: list(request, numbered, today: today, writing: standardOutput), output: [])
    case .add, .change, .archive, .undo:
      var outcome = Outcome(status: ShellStatus.fileFailed, output: [])
      files.withJournal(call.isUndo ? .whole : .recent) { entries in
        let run = change(
          call, entries: entries, files: files, listPath: listPath, today: today, preferences: preferences)
        outcome = run.outcome
        guard let events = run.events else { return [] }
        let at = Journal.timestamp(now)
        let first = Journal.lastStep(of: entries) + 1
        return events.enumerated().flatMap { offset, event in
          JournalEntry.entries(of: event, step: first + offset, at: at)
        }
      }
      return outcome
    case .log, .mergeDriver, .gitSetup, .caldavSync, .caldavResolve, .remind:
      return Outcome(
        status: ShellStatus.usage,
        output: [.standardError("todo: \(call) is not run on the list by this runner.\n")])
    }
  }

  /// A changing command, the list loaded, changed, saved: its outcome and the history's
  /// events to journal (nil when nothing was saved). Under the journal's lock.
  private static func change(
    _ call: CommandCall, entries: [JournalEntry], files: ListFiles, listPath: String, today: CalendarDate,
    preferences: Preferences
  ) -> (outcome: Outcome, events: [JournalEvent]?) {
    let loaded: ToDoTxtDocument
    switch files.load() {
    case .success(let document): loaded = document
    case .failure(let error): return (fileFailure(error, path: listPath, doing: "read"), nil)
    }
    let numbered = NumberedToDos(loaded)
    // The ids are 1…n (`NumberedToDos`): new todos get the next ones.
    let document = ToDoDocument(list: numbered.todos, nextID: numbered.todos.count + 1)
    let result: ShellReport.Run
    switch call {
    case .add(let text, let strict):
      result = ShellReport.add(
        text, strict: strict, to: document, numbered, today: today, preferences: preferences)
    case .change(let verb, let targets):
      result = ShellReport.change(verb, targets, document, numbered, today: today, listPath: listPath)
    case .archive: result = ShellReport.archive(document, numbered)
    case .undo:
      let (undoable, redoable) = JournalReplay.stacks(of: entries)
      result = ShellReport.undo(undoable: undoable, redoable: redoable, document, numbered)
    default: return (Outcome(status: ShellStatus.usage, output: []), nil)
    }
    guard let changed = result.document else { return (result.outcome, nil) }
    if let archived = result.archived {
      // The done file first, as the app archives: a todo is never in neither file.
      if case .failure(let error) = files.archive(archived) {
        return (fileFailure(error, path: listPath, doing: "archived"), nil)
      }
    }
    if case .failure(let error) = files.save(changed.todos, numbered.todos) {
      return (fileFailure(error, path: listPath, doing: "written"), nil)
    }
    files.keepSeen(loaded, changed.todos)
    return (result.outcome, Array(changed.history.journalEvents(after: 0)))
  }

  /// `todo ls`: the todos `request` shows, in its order and form; status 1 when none. Pure.
  static func list(_ request: ListRequest, _ numbered: NumberedToDos, today: CalendarDate) -> Outcome {
    var bytes: [UInt8] = []
    let status = list(request, numbered, today: today) { bytes.append(contentsOf: $0) }
    return Outcome(
      status: status, output: bytes.isEmpty ? [] : [.standardOutput(String(decoding: bytes, as: UTF8.self))])
  }

  /// `todo ls`, its output handed to `write` in pieces (`ListingOutput`), each ending
  /// after a whole todo: the status. Pure when `write` is; O(n) in the todos shown, with
  /// one buffer of about a piece.
  static func list(
    _ request: ListRequest, _ numbered: NumberedToDos, today: CalendarDate, writing write: ([UInt8]) -> Void
  ) -> Int32 {
    let shown = shownIndices(
      of: numbered.todos,
      settings: ListSettings(query: request.query, showsHidden: request.showsHidden, sort: request.sort),
      today: today)
    var out: [UInt8] = []
    out.reserveCapacity(ListingOutput.pieceSize + (1 << 12))
    switch request.format {
    case .json: numbered.writeJSON(at: shown, today: today, to: &out, flush: write)
    case .porcelain, .lines:
      for index in shown {
        if request.format == .porcelain {
          numbered.appendPorcelain(at: index, to: &out)
        } else {
          numbered.appendLine(at: index, to: &out)
        }
        out.append(0x0A)
        ListingOutput.flushIfFull(&out, write)
      }
    }
    if !out.isEmpty { write(out) }
    return shown.isEmpty ? ShellStatus.nothingMatched : ShellStatus.success
  }

  /// The indices of the todos the app shows under `settings` (its search; done todos show,
  /// todos hidden by `t:` or `h:1` unless `showsHidden`) in its order. The dependency
  /// index is made only for a query that asks (`is:ready`, `is:blocked`). Pure.
  static func shownIndices(of todos: ToDoList, settings: ListSettings, today: CalendarDate) -> [Int] {
    let rule = ListRule(settings, today: today)
    let dependencies = rule.query.readsDependencies ? DependencyIndex(todos) : DependencyIndex()
    guard let order = ListProjection.order(of: todos, under: rule, dependencies: dependencies) else {
      return Array(todos.indices)
    }
    return order.map { Int($0) }
  }

  /// The file could not be read or written: the store's reason and advice.
  static func fileFailure(_ error: ToDoStoreError, path: String, doing: String) -> Outcome {
    let (reason, fix) = error.description.reasonAndFix(otherwise: "check the file and its permissions")
    return Outcome(
      status: ShellStatus.fileFailed,
      output: [.standardError("todo: '\(path)' cannot be \(doing): \(reason).\nTo fix: \(fix).\n")])
  }
}

extension CommandCall {
  /// Whether it is `todo undo`, which reads the whole journal.
  fileprivate var isUndo: Bool {
    if case .undo = self { return true }
    return false
  }
}

/// The statuses the commands for scripts exit with (the manual's EXIT STATUS). Pure data.
public enum ShellStatus {
  /// Done as asked.
  public static let success: Int32 = 0
  /// Nothing matched: `ls` showed nothing, no todo on a line named, a search found none,
  /// nothing to undo or archive (as grep's 1).
  public static let nothingMatched: Int32 = 1
  /// The command line is wrong: an unknown option, a missing argument.
  public static let usage: Int32 = 2
  /// A todo named could not take the change (done already, open already, a search that
  /// finds several, a date out of range): said, and that todo left as it was.
  public static let refused: Int32 = 3
  /// The list could not be read or written (a lock not released, the disk).
  public static let fileFailed: Int32 = 4
}
