import ToDoCore

/// Runs `todo add`, `todo ls` and `todo done` on a list: reads it through `files`, changes
/// it with the core's own steps (`NewToDo`, `ToDoDocument.addNew`, `ToDoDocument.complete`,
/// the search's `ListRule`), writes it back through `files`, and says what to print and the
/// status to exit with: 0 done, 1 when the file fails or the list has no such todo (or
/// several), 2 for a todo that cannot be added as typed. Pure when `files` is.
public enum ListCommandRun {
  /// What a command did: the status to exit with, and what to write.
  public struct Outcome: Equatable, Sendable {
    public var status: Int32
    public var output: [LaunchOutput]
  }

  /// Runs `call` on the list in `files` on `today`, new todos placed and dated as
  /// `preferences` say. `listPath`: how errors name the file.
  public static func perform(
    _ call: CommandCall, files: ListFiles, listPath: String, today: CalendarDate, preferences: Preferences
  ) -> Outcome {
    if case .mergeDriver = call { return notOnTheList(call) }
    if case .gitSetup = call { return notOnTheList(call) }
    if case .caldavSync = call { return notOnTheList(call) }
    if case .caldavResolve = call { return notOnTheList(call) }
    if case .log = call { return notOnTheList(call) }
    let document: ToDoTxtDocument
    switch files.load() {
    case .success(let loaded): document = loaded
    case .failure(let error): return fileFailure(error, path: listPath, doing: "read")
    }
    let numbered = NumberedToDos(document)
    switch call {
    case .add(let text, let strict):
      return add(
        text, strict: strict, to: numbered, files: files, listPath: listPath, today: today,
        preferences: preferences)
    case .list(let query, let json):
      let shown = shownIndices(of: numbered.todos, query: query, today: today)
      let text =
        json
        ? numbered.json(at: shown) + "\n" : shown.map { numbered.line(at: $0) + "\n" }.joined()
      return Outcome(status: 0, output: text.isEmpty ? [] : [.standardOutput(text)])
    case .done(let target):
      return done(target, in: numbered, files: files, listPath: listPath, today: today)
    case .mergeDriver, .gitSetup, .caldavSync, .caldavResolve, .log, .remind:
      return notOnTheList(call)
    }
  }

  /// The git commands work on git's files and repository, not on the list: the executable
  /// runs them (`MergeDriver`, `GitSetup`). Pure.
  private static func notOnTheList(_ call: CommandCall) -> Outcome {
    Outcome(
      status: 2, output: [.standardError("todo: \(call) is run by git's own runner, not on the list.\n")])
  }

  /// The indices of the todos the app shows for `query` (its search), under its default
  /// rules: done todos show, todos hidden by `t:` or `h:1` do not, in file order. The
  /// dependency index is made only for a query that asks (`is:ready`, `is:blocked`). Pure.
  static func shownIndices(of todos: ToDoList, query: String, today: CalendarDate) -> [Int] {
    let rule = ListRule(ListSettings(query: query), today: today)
    let dependencies = rule.query.readsDependencies ? DependencyIndex(todos) : DependencyIndex()
    guard let order = ListProjection.order(of: todos, under: rule, dependencies: dependencies) else {
      return Array(todos.indices)
    }
    return order.map { Int($0) }
  }

  /// Adds `text` as the app adds a typed todo. A `due:` or `t:` value that is no date is
  /// added as typed and warned of on standard error, or, `strict`, refuses the todo
  /// (decision 0335).
  private static func add(
    _ text: String, strict: Bool, to numbered: NumberedToDos, files: ListFiles, listPath: String,
    today: CalendarDate, preferences: Preferences
  ) -> Outcome {
    let made: NewToDo.Text
    switch NewToDo.make(text, today: today, preferences: preferences, keepingUnreadDates: !strict) {
    case .success(let text): made = text
    case .failure(let refusal): return usage(refusal.commandLineProblem, fix: refusal.commandLineFix)
    }
    var document = ToDoDocument(Array(numbered.todos))
    _ = document.addNew(made.line, preferences: preferences)
    if case .failure(let error) = files.save(document.todos, numbered.todos) {
      return fileFailure(error, path: listPath, doing: "written")
    }
    var output = [LaunchOutput.standardOutput(made.line + "\n")]
    if let problem = NewToDo.unreadDate(in: ToDoTxtLine(made.line), today: today) {
      output.append(
        .standardError(
          "todo: warning: \(problem); added as typed.\nTo fix: write a date word (man todo, DATES) or an "
            + "ISO date in the app (e edits it); todo add --strict refuses such a todo.\n"))
    }
    return Outcome(status: 0, output: output)
  }

  private static func done(
    _ target: CommandCall.DoneTarget, in numbered: NumberedToDos, files: ListFiles, listPath: String,
    today: CalendarDate
  ) -> Outcome {
    let index: Int
    switch target {
    case .line(let number):
      guard let found = numbered.index(ofLine: number) else {
        return nothingDone(
          "there is no todo on line \(number) of '\(listPath)'", fix: "see the numbers: todo ls")
      }
      guard !numbered.todos[found].line.isCompleted else {
        return nothingDone(
          "the todo on line \(number) is done already: \(numbered.line(at: found))",
          fix: "to open it again, use x on it in the app")
      }
      index = found
    case .query(let query):
      let open = shownIndices(of: numbered.todos, query: query, today: today).filter {
        !numbered.todos[$0].line.isCompleted
      }
      guard let found = open.first else {
        return nothingDone("no open todo matches '\(query)'", fix: "see the todos: todo ls \(query)")
      }
      guard open.count == 1 else {
        let listed = open.map { numbered.line(at: $0) + "\n" }.joined()
        return Outcome(
          status: 1,
          output: [
            .standardOutput(listed),
            .standardError(
              "todo: \(open.count) open todos match '\(query)'; none is marked done.\n"
                + "To fix: name one by its line number, for example: todo done \(numbered.lineNumbers[found])\n"
            ),
          ])
      }
      index = found
    }
    var document = ToDoDocument(Array(numbered.todos))
    let (step, _) = document.complete(at: index, today: today)
    if case .failure(let error) = files.save(document.todos, numbered.todos) {
      return fileFailure(error, path: listPath, doing: "written")
    }
    let text: String
    switch step {
    case .done(let line): text = "Done: \(line)\n"
    case .doneWithNext(let line, let next): text = "Done: \(line)\nNext: \(next)\n"
    case .doneWithoutNext(let line):
      text = "Done: \(line)\nNo next occurrence: its date would leave the years 0001–9999.\n"
    }
    return Outcome(status: 0, output: [.standardOutput(text)])
  }

  /// A command line that cannot be run as typed: status 2.
  private static func usage(_ problem: String, fix: String) -> Outcome {
    Outcome(status: 2, output: [.standardError("todo: \(problem).\nTo fix: \(fix).\n")])
  }

  /// The list has no such todo (or several): nothing changed, status 1.
  private static func nothingDone(_ problem: String, fix: String) -> Outcome {
    Outcome(status: 1, output: [.standardError("todo: \(problem); nothing changed.\nTo fix: \(fix).\n")])
  }

  /// The file could not be read or written: status 1, the store's reason and advice.
  private static func fileFailure(_ error: ToDoStoreError, path: String, doing: String) -> Outcome {
    let (reason, fix) = error.description.reasonAndFix(otherwise: "check the file and its permissions")
    return Outcome(
      status: 1, output: [.standardError("todo: '\(path)' cannot be \(doing): \(reason).\nTo fix: \(fix).\n")]
    )
  }
}

extension NewToDo.Refusal {
  /// Why `todo add` refuses the text, for its error line.
  var commandLineProblem: String {
    switch self {
    case .empty: "'todo add' needs the todo's text"
    case .tooShort(let title):
      "too short: a todo needs at least \(State.minimumTitleLength) characters; '\(title)' has \(title.count)"
    case .dateOutOfRange(let problem), .unreadDate(let problem): "not added: \(problem)"
    }
  }

  /// How to fix it.
  var commandLineFix: String {
    switch self {
    case .empty, .tooShort: "write the todo in full, for example: todo add \"Buy milk\""
    case .dateOutOfRange: "write a nearer day, or an ISO date (due:2026-12-24)"
    case .unreadDate: "write a date word (man todo, DATES) or an ISO date (due:2026-12-24)"
    }
  }
}
