/// A verb of the commands for scripts applied to todos named by their places in the list,
/// as one undoable step of the document (its history records it, so that the journal and
/// `todo undo` know it as the app's own): the app's own steps (`complete`, `reopen`,
/// `withPriority`, `postponed`, `change`, `delete`). Nothing is added above a todo: the
/// next occurrence of a recurring todo goes to the end, so that the line numbers a script
/// read stay its todos'. What to print is left to the caller (`Outcome`). Pure.
public enum ShellEdit {
  /// What the verb did to one todo; `index` is its place in the list before the edit.
  public enum Outcome: Equatable, Sendable {
    /// Its text is now `after`.
    case changed(index: Int, before: String, after: String)
    /// Marked done; `next`: the next occurrence added at the end (`nextIndex` its place
    /// after the edit), nil when it does not recur; `noNextReason`: it recurs, but its
    /// next date would leave the years 0001–9999.
    case completed(
      index: Int, before: String, after: String, next: String?, nextIndex: Int?, outOfRange: Bool)
    /// Opened again; `tookBackNext`: the next occurrence its completion added was deleted.
    case reopened(index: Int, before: String, after: String, tookBackNext: Bool)
    /// Deleted.
    case deleted(index: Int, text: String)
    /// Left as it was, and why.
    case refused(index: Int, text: String, reason: Refusal)

    /// The todo's place in the list before the edit.
    public var index: Int {
      switch self {
      case .changed(let index, _, _), .completed(let index, _, _, _, _, _), .reopened(let index, _, _, _),
        .deleted(let index, _), .refused(let index, _, _):
        index
      }
    }

    /// Whether the todo was left as it was.
    public var isRefused: Bool {
      if case .refused = self { return true }
      return false
    }
  }

  /// Why a todo was left as it was.
  public enum Refusal: Error, Equatable, Sendable {
    /// `done` on a done todo.
    case alreadyDone
    /// `reopen` on an open todo.
    case notDone
    /// The change leaves its text as it was (the priority it has, no priority to take).
    case unchanged
    /// `postpone` refused, and why.
    case notPostponed(ToDoTxtLine.PostponeRefusal)
    /// The new text is shorter than a todo may be (`State.minimumTitleLength`).
    case tooShort(String)
    /// A relative date of the new text leaves the years 0001–9999.
    case dateOutOfRange(String)
  }

  /// `verb` applied to the todos at `indices` of `document` on `today`, as one step:
  /// the document after it and what happened to each todo, in the order given (each
  /// index once; indices outside the list are the caller's to refuse). Pure.
  public static func perform(
    _ verb: ShellVerb, at indices: [Int], in document: ToDoDocument, today: CalendarDate
  ) -> (document: ToDoDocument, outcomes: [Outcome]) {
    var document = document
    var unique: [Int] = []
    for index in indices where !unique.contains(index) && document.todos.indices.contains(index) {
      unique.append(index)
    }
    var outcomes: [Int: Outcome] = [:]
    document.beginStep()
    // Deletions from the last one up: each leaves the places before it as they were.
    let order = verb == .delete ? unique.sorted(by: >) : unique
    for index in order { outcomes[index] = apply(verb, at: index, in: &document, today: today) }
    document.endStep()
    return (document, unique.compactMap { outcomes[$0] })
  }

  private static func apply(
    _ verb: ShellVerb, at index: Int, in document: inout ToDoDocument, today: CalendarDate
  )
    -> Outcome
  {
    let before = document.todos[index].title
    let line = ToDoTxtLine(before)
    func change(to after: String) -> Outcome {
      guard document.change(at: index, to: after) != nil else {
        return .refused(index: index, text: before, reason: .unchanged)
      }
      return .changed(index: index, before: before, after: document.todos[index].title)
    }
    switch verb {
    case .done:
      guard !line.isCompleted else { return .refused(index: index, text: before, reason: .alreadyDone) }
      let count = document.todos.count
      let (step, _) = document.complete(at: index, today: today, nextAtEnd: true)
      switch step {
      case .done(let after):
        return .completed(
          index: index, before: before, after: after, next: nil, nextIndex: nil, outOfRange: false)
      case .doneWithNext(let after, let next):
        return .completed(
          index: index, before: before, after: after, next: next, nextIndex: count, outOfRange: false)
      case .doneWithoutNext(let after):
        return .completed(
          index: index, before: before, after: after, next: nil, nextIndex: nil, outOfRange: true)
      }
    case .reopen:
      guard line.isCompleted else { return .refused(index: index, text: before, reason: .notDone) }
      let (after, tookBack, _) = document.reopen(at: index)
      return .reopened(index: index, before: before, after: after, tookBackNext: tookBack)
    case .delete:
      _ = document.delete(at: index)
      return .deleted(index: index, text: before)
    case .priority(let letter):
      return change(to: line.withPriority(letter).raw)
    case .depriority:
      return change(to: line.withPriority(nil).raw)
    case .replace(let text):
      switch written(text, today: today) {
      case .success(let after): return change(to: after)
      case .failure(let reason): return .refused(index: index, text: before, reason: reason)
      }
    case .append(let text):
      switch written(text, today: today, shortest: 1) {
      case .success(let words): return change(to: before.isEmpty ? words : before + " " + words)
      case .failure(let reason): return .refused(index: index, text: before, reason: reason)
      }
    case .prepend(let text):
      switch written(text, today: today, shortest: 1) {
      case .success(let words):
        let rest = line.description
        let head = before[..<rest.startIndex]
        return change(to: head + words + (rest.isEmpty ? "" : " " + rest))
      case .failure(let reason): return .refused(index: index, text: before, reason: reason)
      }
    case .postpone(let days):
      switch line.postponed(by: days, today: today) {
      case .success(let after): return change(to: after.raw)
      case .failure(let refusal): return .refused(index: index, text: before, reason: .notPostponed(refusal))
      }
    }
  }

  /// `text` trimmed, its relative dates written as dates, as `NewToDo` makes a typed todo;
  /// refused when shorter than `shortest` characters. Pure.
  private static func written(_ text: String, today: CalendarDate, shortest: Int = State.minimumTitleLength)
    -> Result<String, Refusal>
  {
    let trimmed = ToDoText.sanitized(text).trimmingWhitespace()
    if let problem = NewToDo.outOfRangeDate(in: trimmed, today: today) {
      return .failure(.dateOutOfRange(problem))
    }
    let words = NewToDo.writingDates(trimmed, today: today)
    guard words.count >= shortest else { return .failure(.tooShort(words)) }
    return .success(words)
  }
}

extension ShellEdit {
  /// The archive (`todo archive`, `A` in the app): every done todo leaves the list as one
  /// step; the document after it and the lines for the done file, in file order (none:
  /// nothing to archive). Pure; O(n).
  public static func archive(_ document: ToDoDocument) -> (document: ToDoDocument, lines: [String]) {
    var document = document
    let done = document.todos.doneToDos()
    guard !done.isEmpty else { return (document, []) }
    _ = document.archive(done.map { ($0.todo, $0.index) })
    return (document, done.map(\.todo.title))
  }
}
