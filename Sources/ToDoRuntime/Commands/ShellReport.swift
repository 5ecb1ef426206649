import ToDoCore

/// What the changing commands for scripts do to the list as loaded, and what they say:
/// each calls the core's pure step (`NewToDo`, `ShellEdit`, `ShellUndo`) and words its
/// outcome, one line a todo, each after its line number (`Done: 3 x 2026-12-07 Buy
/// milk`), refusals on standard error. The list is written by `ListCommandRun`. Pure.
enum ShellReport {
  /// A command's changed document (nil: nothing to save), the lines for the done file (an
  /// archive), and what to print with its status.
  struct Run {
    var document: ToDoDocument?
    var archived: [String]? = nil
    var outcome: ListCommandRun.Outcome
  }

  /// `todo add`: the todo at the end of the list, so that no line number read before moves.
  /// A `due:` or `t:` value that is no date is added as typed and warned of on standard
  /// error, or, `strict`, refuses the todo (decision 0335).
  static func add(
    _ text: String, strict: Bool, to document: ToDoDocument, _ numbered: NumberedToDos,
    today: CalendarDate, preferences: Preferences
  ) -> Run {
    let made: NewToDo.Text
    switch NewToDo.make(text, today: today, preferences: preferences, keepingUnreadDates: !strict) {
    case .success(let text): made = text
    case .failure(let refusal):
      return Run(
        document: nil,
        outcome: .init(
          status: ShellStatus.usage,
          output: [
            .standardError("todo: \(refusal.commandLineProblem).\nTo fix: \(refusal.commandLineFix).\n")
          ]))
    }
    var document = document
    var bottom = preferences
    bottom.newToDos = .bottom
    let (index, _) = document.addNew(made.line, preferences: bottom)
    let number = numbered.lineNumber(ofAddedAt: index)
    let line = NumberedToDos.line(number, document.todos[index].title, lineCount: number)
    var output = [LaunchOutput.standardOutput(line + "\n")]
    if let problem = NewToDo.unreadDate(in: ToDoTxtLine(made.line), today: today) {
      output.append(
        .standardError(
          "todo: warning: \(problem); added as typed.\nTo fix: write a date word (man todo, DATES) or an "
            + "ISO date in the app (e edits it); todo add --strict refuses such a todo.\n"))
    }
    return Run(document: document, outcome: .init(status: ShellStatus.success, output: output))
  }

  /// A verb on the todos `targets` names: each line's outcome, the lines that are no todo
  /// and the refusals said, the status the worst of them.
  static func change(
    _ verb: ShellVerb, _ targets: LineTargets, _ document: ToDoDocument, _ numbered: NumberedToDos,
    today: CalendarDate, listPath: String
  ) -> Run {
    var indices: [Int] = []
    var errors = ""
    var status = ShellStatus.success
    switch targets {
    case .lines(let lines):
      for number in lines {
        guard let index = numbered.index(ofLine: number) else {
          errors += "todo: there is no todo on line \(number) of '\(listPath)'.\n"
          status = max(status, ShellStatus.nothingMatched)
          continue
        }
        indices.append(index)
      }
    case .query(let query):
      let found = ListCommandRun.shownIndices(
        of: numbered.todos, settings: ListSettings(query: query), today: today
      )
      .filter { index in
        let done = numbered.todos[index].line.isCompleted
        switch verb {
        case .done, .postpone: return !done
        case .reopen: return done
        default: return true
        }
      }
      let what = verb == .done ? "open todo" : verb == .reopen ? "done todo" : "todo"
      guard let first = found.first else {
        return Run(
          document: nil,
          outcome: .init(
            status: ShellStatus.nothingMatched,
            output: [
              .standardError(
                "todo: no \(what) matches '\(query)'; nothing changed.\nTo fix: see the todos: todo ls \(query)\n"
              )
            ]))
      }
      guard found.count == 1 else {
        return Run(
          document: nil,
          outcome: .init(
            status: ShellStatus.refused,
            output: [
              .standardOutput(found.map { numbered.line(at: $0) + "\n" }.joined()),
              .standardError(
                "todo: \(found.count) \(what)s match '\(query)'; none is changed.\n"
                  + "To fix: name them by their line numbers, for example: todo \(verb.command.name) \(numbered.lineNumbers[first])\n"
              ),
            ]))
      }
      indices = found
    }
    let (changed, outcomes) = ShellEdit.perform(verb, at: indices, in: document, today: today)
    var said = ""
    for outcome in outcomes {
      let number = numbered.lineNumbers[outcome.index]
      switch outcome {
      case .refused(_, let text, let reason):
        errors += "todo: line \(number) \(refusal(reason)): \(text)\n"
        status = max(status, ShellStatus.refused)
      case .completed(_, _, let after, let next, let nextIndex, let outOfRange):
        said += "Done: \(number) \(after)\n"
        if let next, let nextIndex { said += "Next: \(numbered.lineNumber(ofAddedAt: nextIndex)) \(next)\n" }
        if outOfRange { said += "No next occurrence: its date would leave the years 0001–9999.\n" }
      case .reopened(_, _, let after, let tookBack):
        said += "Reopened: \(number) \(after)\n"
        if tookBack { said += "Its next occurrence, added when it was done, is deleted.\n" }
      case .deleted(_, let text):
        said += "Deleted: \(number) \(text)\n"
      case .changed(_, _, let after):
        said += "\(label(verb)): \(number) \(after)\n"
      }
    }
    var output: [LaunchOutput] = said.isEmpty ? [] : [.standardOutput(said)]
    if !errors.isEmpty { output.append(.standardError(errors)) }
    let anyChanged = outcomes.contains { !$0.isRefused }
    return Run(document: anyChanged ? changed : nil, outcome: .init(status: status, output: output))
  }

  /// `todo archive`: the done todos to the done file, then out of the list.
  static func archive(_ document: ToDoDocument, _ numbered: NumberedToDos) -> Run {
    let (changed, lines) = ShellEdit.archive(document)
    guard !lines.isEmpty else {
      return Run(
        document: nil,
        outcome: .init(
          status: ShellStatus.nothingMatched,
          output: [.standardError("todo: nothing to archive: no todo is done.\n")]))
    }
    let said = "Archived \(lines.count.counted("done todo")) to done.txt.\n"
    return Run(
      document: changed, archived: lines,
      outcome: .init(status: ShellStatus.success, output: [.standardOutput(said)]))
  }

  /// `todo undo`: the journal's last step by todo taken back.
  static func undo(
    undoable: [ListEdit], redoable: [ListEdit], _ document: ToDoDocument, _ numbered: NumberedToDos
  )
    -> Run
  {
    let (changed, outcome) = ShellUndo.perform(undoable: undoable, redoable: redoable, in: document)
    switch outcome {
    case .nothing:
      return Run(
        document: nil,
        outcome: .init(
          status: ShellStatus.nothingMatched,
          output: [
            .standardError("todo: nothing to undo: the journal holds no step of todo's to take back.\n")
          ]))
    case .changedSince(let edit):
      // Journaled as a dropped undo, as Ctrl-Z drops it: the next undo takes the step before.
      return Run(
        document: changed,
        outcome: .init(
          status: ShellStatus.refused,
          output: [
            .standardError(
              "todo: not undone: another program changed its todo since (\(edit.subject)); the step is "
                + "forgotten, and the next undo takes back the one before.\n")
          ]))
    case .undone(let edit):
      var said = ""
      for part in edit.parts {
        switch (part.before, part.after) {
        case (nil, let after?): said += "Undone: deleted again: \(after)\n"
        case (let before?, nil): said += "Undone: back: \(before)\n"
        case (let before?, let after?): said += "Undone: \(after) → \(before)\n"
        case (nil, nil): continue
        }
      }
      return Run(
        document: changed, outcome: .init(status: ShellStatus.success, output: [.standardOutput(said)]))
    }
  }

  /// How a change is said, before the line.
  private static func label(_ verb: ShellVerb) -> String {
    switch verb {
    case .priority(let letter): "Priority \(letter)"
    case .depriority: "No priority"
    case .replace: "Replaced"
    case .append: "Appended"
    case .prepend: "Prepended"
    case .postpone: "Postponed"
    case .done: "Done"
    case .reopen: "Reopened"
    case .delete: "Deleted"
    }
  }

  /// Why a todo was left as it was, after "line N".
  private static func refusal(_ reason: ShellEdit.Refusal) -> String {
    switch reason {
    case .alreadyDone: "is done already (todo reopen opens it again); left as it was"
    case .notDone: "is not done; left as it was"
    case .unchanged: "would not change; left as it was"
    case .notPostponed(.done): "is done and keeps the dates it was done with; not postponed"
    case .notPostponed(.notADate(let key, let value)):
      "has \(key):\(value), which is no date (YYYY-MM-DD); not postponed"
    case .notPostponed(.outOfRange): "would leave the years 0001–9999; not postponed"
    case .notPostponed(.dayUnknown): "has no due: and the day is not known; not postponed"
    case .tooShort(let text):
      "would be too short ('\(text)': at least \(State.minimumTitleLength) characters); left as it was"
    case .dateOutOfRange(let problem): "not changed: \(problem)"
    }
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

extension ShellVerb {
  /// The command that runs it, whose name messages write (`todo del`). Pure.
  var command: LaunchCommand {
    switch self {
    case .done: .done
    case .reopen: .reopen
    case .delete: .delete
    case .priority: .priority
    case .depriority: .depriority
    case .replace: .replace
    case .append: .append
    case .prepend: .prepend
    case .postpone: .postpone
    }
  }
}
