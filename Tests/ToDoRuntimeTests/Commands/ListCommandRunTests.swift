import Testing
import ToDoCore

@testable import ToDoRuntime

/// `todo add`, `todo ls` and `todo done` decide what to print, what to write and the status
/// without a disk: the list is a file in memory, read and written by the app's own store.
@Suite("Commands for scripts")
struct ListCommandRunTests {
  static let path = "/lists/todo.txt"
  static let today = CalendarDate(iso: "2026-11-26")!
  /// The five-line file of the issue: a blank line among the todos, a done one.
  static let fiveLines =
    "(A) Call mom +family\nx 2026-11-20 Pay rent\n\nBuy milk due:2026-11-27\nWrite report @work\n"

  /// Runs `call` on a file holding `text`: what it printed and its status, and the file after.
  private func run(
    _ call: CommandCall, on text: String?, preferences: Preferences = Preferences(),
    interfering: String? = nil
  ) -> (ListCommandRun.Outcome, String?, FakeFileSystem) {
    let disk = FakeFileSystem()
    if let text { disk.set(Self.path, text) }
    if let interfering { disk.files.withLock { $0.writeJustBeforeReplace = interfering } }
    let files = ListFiles(store: FileToDoStore(path: Self.path, fileSystem: disk))
    let outcome = ListCommandRun.perform(
      call, files: files, listPath: Self.path, today: Self.today, preferences: preferences)
    return (outcome, disk.text(Self.path), disk)
  }

  private func standardOutput(_ outcome: ListCommandRun.Outcome) -> String {
    outcome.output.compactMap { if case .standardOutput(let text) = $0 { text } else { nil } }.joined()
  }

  private func standardError(_ outcome: ListCommandRun.Outcome) -> String {
    outcome.output.compactMap { if case .standardError(let text) = $0 { text } else { nil } }.joined()
  }

  // MARK: ls

  @Test func lsNumbersTheTodosByTheirLinesInTheFileAsTodoShDoes() {
    let (outcome, after, _) = run(.list(query: "", json: false), on: Self.fiveLines)
    #expect(outcome.status == 0)
    #expect(
      standardOutput(outcome)
        == "1 (A) Call mom +family\n2 x 2026-11-20 Pay rent\n4 Buy milk due:2026-11-27\n5 Write report @work\n"
    )
    #expect(after == Self.fiveLines)
  }

  @Test func lsIsReadyAndIsBlockedReadTheDependenciesNumberedByTheirLines() {
    let text =
      "Buy the paint id:paint\n\nPaint the walls after:paint\nx 2026-11-20 Sand id:sand\n"
      + "Oil the floor needs:sand\nMove house id:1\nPack the books p:1\n"
    let ready = standardOutput(run(.list(query: "is:ready", json: false), on: text).0)
    #expect(ready == "1 Buy the paint id:paint\n5 Oil the floor needs:sand\n7 Pack the books p:1\n")
    let blocked = standardOutput(run(.list(query: "is:blocked", json: false), on: text).0)
    #expect(blocked == "3 Paint the walls after:paint\n6 Move house id:1\n")
    let (done, after, _) = run(.done(.query("is:blocked walls")), on: text)
    #expect(done.status == 0)
    #expect(after?.contains("x 2026-11-26 Paint the walls after:paint") == true)
  }

  @Test func lsPadsTheNumbersWithZerosToTheDigitsOfTheLineCount() {
    let text = (1...10).map { "Todo number \($0)" }.joined(separator: "\n") + "\n"
    let lines = standardOutput(run(.list(query: "", json: false), on: text).0).split(separator: "\n")
    #expect(lines.first == "01 Todo number 1")
    #expect(lines.last == "10 Todo number 10")
  }

  @Test func lsShowsWhatTheSearchShowsInTheAppDoneTodosTooHiddenOnesNot() {
    let text = "Buy milk\nx 2026-11-20 Buy bread\nBuy paint t:2026-12-24\nBuy secret h:1\nCall Bob\n"
    let (outcome, _, _) = run(.list(query: "buy", json: false), on: text)
    #expect(standardOutput(outcome) == "1 Buy milk\n2 x 2026-11-20 Buy bread\n")
    let projects = run(.list(query: "+family", json: false), on: Self.fiveLines).0
    #expect(standardOutput(projects) == "1 (A) Call mom +family\n")
  }

  @Test func lsWithNothingShownPrintsNothingAndExits0AsTodoShDoes() {
    let (outcome, _, _) = run(.list(query: "nothing matches", json: false), on: Self.fiveLines)
    #expect(outcome == ListCommandRun.Outcome(status: 0, output: []))
    let missing = run(.list(query: "", json: false), on: nil)
    #expect(missing.0 == ListCommandRun.Outcome(status: 0, output: []))
    #expect(missing.1 == nil)
  }

  @Test func lsJsonGivesEachTodoItsLineTextAndFields() {
    let text =
      "\n(B) 2026-11-01 Call mom +family @phone due:2026-11-27 due:2026-12-01\nx 2026-11-20 2026-11-02 Pay\n"
    let (outcome, _, _) = run(.list(query: "", json: true), on: text)
    #expect(
      standardOutput(outcome)
        == #"[{"completed":null,"contexts":["phone"],"created":"2026-11-01","done":false,"line":2,"#
        + #""priority":"B","projects":["family"],"tags":{"due":"2026-11-27"},"#
        + #""text":"(B) 2026-11-01 Call mom +family @phone due:2026-11-27 due:2026-12-01"},"#
        + #"{"completed":"2026-11-20","contexts":[],"created":"2026-11-02","done":true,"line":3,"#
        + #""priority":null,"projects":[],"tags":{},"text":"x 2026-11-20 2026-11-02 Pay"}]"# + "\n")
    #expect(standardOutput(run(.list(query: "zzz", json: true), on: text).0) == "[]\n")
  }

  // MARK: add

  @Test func addWritesDatesAsTheAppDoesPrintsTheLineAndKeepsTheRestByteForByte() {
    let file = "\u{FEFF}(A) Call mom\r\n\r\nx 2026-11-20 Pay rent\r\n"
    let (outcome, after, _) = run(.add(text: "Buy milk due:tomorrow"), on: file)
    #expect(
      outcome == ListCommandRun.Outcome(status: 0, output: [.standardOutput("Buy milk due:2026-11-27\n")]))
    #expect(after == "\u{FEFF}Buy milk due:2026-11-27\r\n(A) Call mom\r\n\r\nx 2026-11-20 Pay rent\r\n")
  }

  @Test func addWritesDatePhrasesAsDates() {
    // The 26th is a Thursday.
    let (outcome, after, _) = run(.add(text: "Pay rent due:eom t:next fri"), on: "One\n")
    #expect(
      outcome
        == ListCommandRun.Outcome(
          status: 0, output: [.standardOutput("Pay rent due:2026-11-30 t:2026-12-04\n")]))
    #expect(after == "Pay rent due:2026-11-30 t:2026-12-04\nOne\n")
  }

  @Test func addKeepsADateThatDoesNotReadAsTypedAndWarnsOnStandardError() {
    let (outcome, after, _) = run(.add(text: "Fix the sink due:nextwek t:tomorrow"), on: "One\n")
    #expect(outcome.status == 0)
    #expect(standardOutput(outcome) == "Fix the sink due:nextwek t:2026-11-27\n")
    #expect(
      standardError(outcome)
        == "todo: warning: “due:nextwek” is not a date (did you mean due:next week?); added as typed.\n"
        + "To fix: write a date word (man todo, DATES) or an ISO date in the app (e edits it); "
        + "todo add --strict refuses such a todo.\n")
    #expect(after == "Fix the sink due:nextwek t:2026-11-27\nOne\n")
  }

  @Test func addStrictRefusesADateThatDoesNotReadWithStatus2() {
    let (outcome, after, _) = run(.add(text: "Fix the sink due:nextwek", strict: true), on: "One\n")
    #expect(outcome.status == 2)
    #expect(standardOutput(outcome).isEmpty)
    #expect(
      standardError(outcome)
        == "todo: not added: “due:nextwek” is not a date (did you mean due:next week?).\n"
        + "To fix: write a date word (man todo, DATES) or an ISO date (due:2026-12-24).\n")
    #expect(after == "One\n")
    let dated = run(.add(text: "Fix the sink due:next week", strict: true), on: "One\n")
    #expect(standardOutput(dated.0) == "Fix the sink due:2026-11-30\n")
  }

  @Test func addPlacesAndDatesTheTodoAsThePreferencesSay() {
    let preferences = Preferences(newToDos: .bottom, addsCreationDates: true)
    let (outcome, after, _) = run(.add(text: "(B) Call Bob"), on: "One\nTwo\n", preferences: preferences)
    #expect(standardOutput(outcome) == "(B) 2026-11-26 Call Bob\n")
    #expect(after == "One\nTwo\n(B) 2026-11-26 Call Bob\n")
  }

  @Test func addCreatesAMissingFile() {
    let (outcome, after, _) = run(.add(text: "First todo"), on: nil)
    #expect(outcome.status == 0)
    #expect(after == "First todo\n")
  }

  @Test func addIsMergedWithAnotherProgramsWriteInBetween() {
    let (outcome, after, _) = run(.add(text: "Buy milk"), on: "One\n", interfering: "Two\n")
    #expect(outcome.status == 0)
    #expect(after == "Buy milk\nOne\nTwo\n")
  }

  @Test(arguments: [
    ("ab", "todo: too short: a todo needs at least 3 characters; 'ab' has 2."),
    ("Trip due:9999y", "todo: not added: “due:9999y” falls outside the years 0001–9999"),
  ])
  func addRefusesWhatTheAppRefusesWithStatus2(text: String, error: String) {
    let (outcome, after, _) = run(.add(text: text), on: "One\n")
    #expect(outcome.status == 2)
    #expect(standardError(outcome).hasPrefix(error))
    #expect(standardError(outcome).contains("\nTo fix: "))
    #expect(after == "One\n")
  }

  @Test func aFileThatCannotBeWrittenIsAFailureWithStatus1() {
    let disk = FakeFileSystem()
    disk.set(Self.path, "One\n")
    disk.files.withLock { $0.failWrites = ToDoStoreError("permission denied; check its permissions") }
    let files = ListFiles(store: FileToDoStore(path: Self.path, fileSystem: disk))
    let outcome = ListCommandRun.perform(
      .add(text: "Buy milk"), files: files, listPath: Self.path, today: Self.today, preferences: Preferences()
    )
    #expect(outcome.status == 1)
    #expect(
      standardError(outcome)
        == "todo: '/lists/todo.txt' cannot be written: permission denied.\nTo fix: check its permissions.\n")
  }

  // MARK: done

  @Test func doneNMarksTheTodoOnLineNDoneAsXDoes() {
    let (outcome, after, _) = run(.done(.line(5)), on: Self.fiveLines)
    #expect(
      outcome
        == ListCommandRun.Outcome(
          status: 0, output: [.standardOutput("Done: x 2026-11-26 Write report @work\n")]))
    #expect(
      after
        == "(A) Call mom +family\nx 2026-11-20 Pay rent\n\nBuy milk due:2026-11-27\nx 2026-11-26 Write report @work\n"
    )
    let priority = run(.done(.line(1)), on: Self.fiveLines).1
    #expect(priority?.hasPrefix("x 2026-11-26 Call mom +family pri:A\n") == true)
  }

  @Test func doneOfARecurringTodoAddsTheNextOneAboveItAsXDoes() {
    let (outcome, after, _) = run(.done(.query("plants")), on: "One\nWater plants due:2026-11-26 rec:1w\n")
    #expect(
      standardOutput(outcome)
        == "Done: x 2026-11-26 Water plants due:2026-11-26 rec:1w\nNext: Water plants due:2026-12-03 rec:1w\n"
    )
    #expect(
      after == "One\nWater plants due:2026-12-03 rec:1w\nx 2026-11-26 Water plants due:2026-11-26 rec:1w\n")
  }

  @Test func doneOfASearchFindingSeveralListsThemAndChangesNothing() {
    let (outcome, after, _) = run(.done(.query("o")), on: Self.fiveLines)
    #expect(outcome.status == 1)
    #expect(standardOutput(outcome) == "1 (A) Call mom +family\n5 Write report @work\n")
    #expect(standardError(outcome).hasPrefix("todo: 2 open todos match 'o'; none is marked done.\n"))
    #expect(after == Self.fiveLines)
  }

  @Test(arguments: [
    (CommandCall.DoneTarget.query("zebra"), "todo: no open todo matches 'zebra'; nothing changed."),
    (.query("rent"), "todo: no open todo matches 'rent'; nothing changed."),
    (.line(3), "todo: there is no todo on line 3 of '/lists/todo.txt'; nothing changed."),
    (.line(9), "todo: there is no todo on line 9 of '/lists/todo.txt'; nothing changed."),
    (.line(2), "todo: the todo on line 2 is done already: 2 x 2026-11-20 Pay rent; nothing changed."),
  ])
  func doneOfNoOpenTodoSaysSoWithStatus1(target: CommandCall.DoneTarget, error: String) {
    let (outcome, after, _) = run(.done(target), on: Self.fiveLines)
    #expect(outcome.status == 1)
    #expect(standardError(outcome).hasPrefix(error + "\nTo fix: "))
    #expect(after == Self.fiveLines)
  }
}
