import Testing

@testable import ToDoCore

/// The pure steps of the commands for scripts: which todos words name, what a verb does to
/// them as one step, the undo over journaled steps, and text made safe for a terminal.
@Suite("Shell: targets, verbs, undo")
struct ShellEditTests {
  static let today = CalendarDate(iso: "2026-11-26")!

  private func document(_ lines: [String]) -> ToDoDocument {
    ToDoDocument(lines.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  @Test(arguments: [
    (["3"], LineTargets.lines([3])),
    (["3", "4"], .lines([3, 4])),
    (["3,4", "3"], .lines([3, 4])),
    (["4,3,"], .lines([4, 3])),
    (["+1"], .query("+1")),
    (["buy", "milk"], .query("buy milk")),
    (["@2"], .query("@2")),
  ])
  func aNumberIsALineAndAnyOtherWordASearch(words: [String], targets: LineTargets) {
    #expect(LineTargets.parse(words) == .success(targets))
  }

  @Test func numbersAndWordsAreNeverMixedNorALineBelowOne() {
    #expect(LineTargets.parse(["3", "milk"]) == .failure(.mixed(number: "3", word: "milk")))
    #expect(LineTargets.parse(["milk", "3"]) == .failure(.mixed(number: "3", word: "milk")))
    #expect(LineTargets.parse(["0"]) == .failure(.notALine("0")))
    #expect(LineTargets.parse([]) == .failure(.empty))
    #expect(LineTargets.parse(["99999999999999999999999"]) == .success(.lines([Int.max])))
  }

  @Test func doneOfARecurringTodoPutsTheNextAtTheEndAndIsOneStep() {
    let before = document(["One", "Water due:2026-11-26 rec:1w", "Three"])
    let (after, outcomes) = ShellEdit.perform(.done, at: [1, 0], in: before, today: Self.today)
    #expect(
      after.todos.map(\.title) == [
        "x 2026-11-26 One", "x 2026-11-26 Water due:2026-11-26 rec:1w", "Three",
        "Water due:2026-12-03 rec:1w",
      ])
    #expect(
      outcomes == [
        .completed(
          index: 1, before: "Water due:2026-11-26 rec:1w", after: "x 2026-11-26 Water due:2026-11-26 rec:1w",
          next: "Water due:2026-12-03 rec:1w", nextIndex: 3, outOfRange: false),
        .completed(
          index: 0, before: "One", after: "x 2026-11-26 One", next: nil, nextIndex: nil, outOfRange: false),
      ])
    #expect(after.history.journalEvents(after: 0).count == 1)
    var undone = after
    _ = undone.undo()
    #expect(undone.todos.map(\.title) == before.todos.map(\.title))
  }

  @Test func aDoneTodoIsNotDoneAgainAndDeletionsKeepTheGivenOrder() {
    let before = document(["x 2026-11-20 Pay", "Call", "Write"])
    #expect(
      ShellEdit.perform(.done, at: [0], in: before, today: Self.today).outcomes == [
        .refused(index: 0, text: "x 2026-11-20 Pay", reason: .alreadyDone)
      ])
    let (after, outcomes) = ShellEdit.perform(.delete, at: [0, 2], in: before, today: Self.today)
    #expect(after.todos.map(\.title) == ["Call"])
    #expect(outcomes == [.deleted(index: 0, text: "x 2026-11-20 Pay"), .deleted(index: 2, text: "Write")])
  }

  @Test func reopenTakesBackTheOccurrenceItsCompletionAddedAtTheEnd() {
    let done = ShellEdit.perform(
      .done, at: [0], in: document(["Water due:2026-11-26 rec:1w", "Two"]), today: Self.today)
    let (after, outcomes) = ShellEdit.perform(.reopen, at: [0], in: done.document, today: Self.today)
    #expect(after.todos.map(\.title) == ["Water due:2026-11-26 rec:1w", "Two"])
    #expect(
      outcomes == [
        .reopened(
          index: 0, before: "x 2026-11-26 Water due:2026-11-26 rec:1w", after: "Water due:2026-11-26 rec:1w",
          tookBackNext: true)
      ])
  }

  @Test func undoTakesBackTheLastJournaledStepByItsTextAndPlace() {
    let step = ListEdit.changed(
      ToDo(id: 0, title: "Call"), to: ToDo(id: 0, title: "x 2026-11-26 Call"), at: 1)
    let (after, outcome) = ShellUndo.perform(
      undoable: [step], redoable: [], in: document(["One", "x 2026-11-26 Call"]))
    #expect(after.todos.map(\.title) == ["One", "Call"])
    if case .undone = outcome {} else { Issue.record("not undone: \(outcome)") }
    let (same, changed) = ShellUndo.perform(
      undoable: [step], redoable: [], in: document(["One", "Call later"]))
    #expect(same.todos.map(\.title) == ["One", "Call later"])
    if case .changedSince = changed {} else { Issue.record("not refused: \(changed)") }
    #expect(ShellUndo.perform(undoable: [], redoable: [], in: document(["One"])).outcome == .nothing)
  }

  @Test func aTerminalGetsControlCharactersWrittenVisibly() {
    #expect(TerminalText.escaped("Bell\u{7} \u{1B}]2;title\u{7}\tok\n") == "Bell^G ^[]2;title^G\tok\n")
    #expect(TerminalText.escaped("del\u{7F} csi\u{9B}31m café 买") == "del^? csi<U+009B>31m café 买")
    #expect(TerminalText.escaped("plain") == "plain")
  }
}
