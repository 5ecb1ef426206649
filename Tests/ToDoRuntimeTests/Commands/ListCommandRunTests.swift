import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The commands for scripts decide what to print, what to write, what to journal and the
/// status without a disk: the list is a file in memory, read and written by the app's own
/// store, the journal an array.
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
    interfering: String? = nil, journal: JournalBox = JournalBox()
  ) -> (ListCommandRun.Outcome, String?, FakeFileSystem) {
    let disk = FakeFileSystem()
    if let text { disk.set(Self.path, text) }
    if let interfering { disk.files.withLock { $0.writeJustBeforeReplace = interfering } }
    var files = ListFiles(
      store: FileToDoStore(path: Self.path, fileSystem: disk),
      withJournal: { _, body in journal.entries.withLock { $0 += body($0) } })
    files.archive = { lines in
      journal.archived.withLock { $0 += lines }
      return .success("/lists/done.txt")
    }
    let outcome = ListCommandRun.perform(
      call, files: files, listPath: Self.path, today: Self.today, preferences: preferences, now: 1_796_000_000
    )
    return (outcome, disk.text(Self.path), disk)
  }

  private func ls(_ query: String = "", format: ListRequest.Format = .lines) -> CommandCall {
    .list(ListRequest(query: query, format: format))
  }

  private func standardOutput(_ outcome: ListCommandRun.Outcome) -> String {
    outcome.output.compactMap { if case .standardOutput(let text) = $0 { text } else { nil } }.joined()
  }

  private func standardError(_ outcome: ListCommandRun.Outcome) -> String {
    outcome.output.compactMap { if case .standardError(let text) = $0 { text } else { nil } }.joined()
  }

  // MARK: ls

  /// A large list's listing is handed on in pieces as it is made, never held whole: the
  /// pieces make the same output, each ends after a whole todo, none is much larger than
  /// `ListingOutput.pieceSize`.
  @Test(arguments: [ListRequest.Format.lines, .porcelain, .json])
  func lsHandsALargeListingOnInPiecesOfWholeTodos(format: ListRequest.Format) {
    let text = (1...3_000).map { "(B) Todo number \($0) +p\($0 % 7) @c due:2026-12-01\n" }.joined()
    let whole = standardOutput(run(ls(format: format), on: text).0)
    let disk = FakeFileSystem()
    disk.set(Self.path, text)
    var pieces: [[UInt8]] = []
    let outcome = ListCommandRun.perform(
      ls(format: format), files: ListFiles(store: FileToDoStore(path: Self.path, fileSystem: disk)),
      listPath: Self.path, today: Self.today, preferences: Preferences(),
      standardOutput: { pieces.append($0) })
    #expect(outcome.status == 0)
    #expect(standardOutput(outcome).isEmpty, "nothing left for the outcome to print")
    #expect(String(decoding: pieces.joined(), as: UTF8.self) == whole)
    #expect(pieces.count > 1, "handed on as it was made")
    for piece in pieces.dropLast() {
      #expect(piece.last == (format == .json ? UInt8(ascii: "}") : 0x0A))
      #expect(piece.count < ListingOutput.pieceSize + 256)
    }
  }

  @Test func lsNumbersTheTodosByTheirLinesInTheFileAsTodoShDoes() {
    let (outcome, after, _) = run(ls(), on: Self.fiveLines)
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
    let ready = standardOutput(run(ls("is:ready"), on: text).0)
    #expect(ready == "1 Buy the paint id:paint\n5 Oil the floor needs:sand\n7 Pack the books p:1\n")
    let blocked = standardOutput(run(ls("is:blocked"), on: text).0)
    #expect(blocked == "3 Paint the walls after:paint\n6 Move house id:1\n")
    let (done, after, _) = run(.change(.done, .query("is:blocked walls")), on: text)
    #expect(done.status == 0)
    #expect(after?.contains("x 2026-11-26 Paint the walls after:paint") == true)
  }

  @Test func lsPadsTheNumbersWithZerosToTheDigitsOfTheLineCount() {
    let text = (1...10).map { "Todo number \($0)" }.joined(separator: "\n") + "\n"
    let lines = standardOutput(run(ls(), on: text).0).split(separator: "\n")
    #expect(lines.first == "01 Todo number 1")
    #expect(lines.last == "10 Todo number 10")
  }

  @Test func lsShowsWhatTheSearchShowsInTheAppDoneTodosTooHiddenOnesOnlyWithAll() {
    let text = "Buy milk\nx 2026-11-20 Buy bread\nBuy paint t:2026-12-24\nBuy secret h:1\nCall Bob\n"
    let (outcome, _, _) = run(ls("buy"), on: text)
    #expect(standardOutput(outcome) == "1 Buy milk\n2 x 2026-11-20 Buy bread\n")
    let all = run(.list(ListRequest(query: "buy", showsHidden: true)), on: text).0
    #expect(
      standardOutput(all)
        == "1 Buy milk\n2 x 2026-11-20 Buy bread\n3 Buy paint t:2026-12-24\n4 Buy secret h:1\n")
    let projects = run(ls("+family"), on: Self.fiveLines).0
    #expect(standardOutput(projects) == "1 (A) Call mom +family\n")
  }

  @Test func lsSortsAsTheAppSortsTiesInFileOrder() {
    let text = "Pay due:2026-12-01\n(B) Call\nFile due:2026-11-28\n(A) Write\n"
    let due = run(.list(ListRequest(sort: .dueDate)), on: text).0
    #expect(standardOutput(due) == "3 File due:2026-11-28\n1 Pay due:2026-12-01\n2 (B) Call\n4 (A) Write\n")
    let priority = run(.list(ListRequest(sort: .priority)), on: text).0
    #expect(
      standardOutput(priority) == "4 (A) Write\n2 (B) Call\n1 Pay due:2026-12-01\n3 File due:2026-11-28\n")
  }

  @Test func lsPorcelainIsTheLineATabAndTheTextUnpadded() {
    let text = (1...10).map { "Todo\tnumber \($0)" }.joined(separator: "\n") + "\n"
    let lines = standardOutput(run(ls(format: .porcelain), on: text).0).split(separator: "\n")
    #expect(lines.first == "1\tTodo number 1")
    #expect(lines.last == "10\tTodo number 10")
  }

  @Test func lsWithNothingShownPrintsNothingAndExits1AsGrepDoes() {
    let (outcome, _, _) = run(ls("nothing matches"), on: Self.fiveLines)
    #expect(outcome == ListCommandRun.Outcome(status: 1, output: []))
    let missing = run(ls(), on: nil)
    #expect(missing.0 == ListCommandRun.Outcome(status: 1, output: []))
    #expect(missing.1 == nil)
  }

  @Test func lsJsonGivesEachTodoItsVersionedFieldsDueNotAmongTheTags() {
    let text =
      "\n(B) 2026-11-01 Call mom +family @phone due:2026-11-27 due:2026-12-01 rec:1w id:a\n"
      + "x 2026-11-20 2026-11-02 Pay \"rent\" pri:C\nLater t:2026-12-24 after:a\n"
    let (outcome, _, _) = run(ls(format: .json), on: text)
    #expect(
      standardOutput(outcome)
        == #"[{"v":1,"line":2,"text":"(B) 2026-11-01 Call mom +family @phone due:2026-11-27 due:2026-12-01 rec:1w id:a","#
        + #""done":false,"priority":"B","created":"2026-11-01","completed":null,"due":"2026-11-27","threshold":null,"#
        + #""recurrence":"1w","note":null,"projects":["family"],"contexts":["phone"],"tags":{"id":"a"},"#
        + #""hidden":false,"blocked":false,"ready":true},"#
        + #"{"v":1,"line":3,"text":"x 2026-11-20 2026-11-02 Pay \"rent\" pri:C","done":true,"priority":"C","#
        + #""created":"2026-11-02","completed":"2026-11-20","due":null,"threshold":null,"recurrence":null,"note":null,"#
        + #""projects":[],"contexts":[],"tags":{},"hidden":false,"blocked":false,"ready":false}]"# + "\n")
    let all = standardOutput(run(.list(ListRequest(format: .json, showsHidden: true)), on: text).0)
    #expect(
      all.contains(
        #""threshold":"2026-12-24","recurrence":null,"note":null,"projects":[],"contexts":[],"tags":{"after":"a"},"#
          + #""hidden":true,"blocked":true,"ready":false}"#))
    #expect(standardOutput(run(ls("zzz", format: .json), on: text).0) == "[]\n")
  }

  @Test func lsJsonEscapesEveryControlCharacter() {
    let (outcome, _, _) = run(ls(format: .json), on: "Bell \u{7}\u{1B}]2;title\u{7} \u{9B}31m DEL\u{7F}\n")
    #expect(
      standardOutput(outcome).contains(#""text":"Bell \u0007\u001b]2;title\u0007 \u009b31m DEL\u007f""#))
  }

  // MARK: add

  @Test func addPutsTheTodoAtTheEndWritesDatesAsTheAppDoesAndPrintsItsLine() {
    let file = "\u{FEFF}(A) Call mom\r\n\r\nx 2026-11-20 Pay rent\r\n"
    let (outcome, after, _) = run(.add(text: "Buy milk due:tomorrow"), on: file)
    #expect(
      outcome == ListCommandRun.Outcome(status: 0, output: [.standardOutput("4 Buy milk due:2026-11-27\n")]))
    #expect(after == "\u{FEFF}(A) Call mom\r\n\r\nx 2026-11-20 Pay rent\r\nBuy milk due:2026-11-27\r\n")
  }

  @Test func addWritesDatePhrasesAsDates() {
    // The 26th is a Thursday.
    let (outcome, after, _) = run(.add(text: "Pay rent due:eom t:next fri"), on: "One\n")
    #expect(
      outcome
        == ListCommandRun.Outcome(
          status: 0, output: [.standardOutput("2 Pay rent due:2026-11-30 t:2026-12-04\n")]))
    #expect(after == "One\nPay rent due:2026-11-30 t:2026-12-04\n")
  }

  @Test func addKeepsADateThatDoesNotReadAsTypedAndWarnsOnStandardError() {
    let (outcome, after, _) = run(.add(text: "Fix the sink due:nextwek t:tomorrow"), on: "One\n")
    #expect(outcome.status == 0)
    #expect(standardOutput(outcome) == "2 Fix the sink due:nextwek t:2026-11-27\n")
    #expect(
      standardError(outcome)
        == "todo: warning: “due:nextwek” is not a date (did you mean due:next week?); added as typed.\n"
        + "To fix: write a date word (man todo, DATES) or an ISO date in the app (e edits it); "
        + "todo add --strict refuses such a todo.\n")
    #expect(after == "One\nFix the sink due:nextwek t:2026-11-27\n")
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
    #expect(standardOutput(dated.0) == "2 Fix the sink due:2026-11-30\n")
  }

  @Test func addDatesTheTodoAsThePreferencesSayAndNeverPutsItOnTop() {
    let preferences = Preferences(newToDos: .top, addsCreationDates: true)
    let (outcome, after, _) = run(.add(text: "(B) Call Bob"), on: "One\nTwo\n", preferences: preferences)
    #expect(standardOutput(outcome) == "3 (B) 2026-11-26 Call Bob\n")
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
    #expect(after == "One\nBuy milk\nTwo\n")
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

  @Test func aFileThatCannotBeWrittenIsAFailureWithStatus4AndNothingJournaled() {
    let disk = FakeFileSystem()
    disk.set(Self.path, "One\n")
    disk.files.withLock { $0.failWrites = ToDoStoreError("permission denied; check its permissions") }
    let journal = JournalBox()
    let files = ListFiles(
      store: FileToDoStore(path: Self.path, fileSystem: disk),
      withJournal: { _, body in journal.entries.withLock { $0 += body($0) } })
    let outcome = ListCommandRun.perform(
      .add(text: "Buy milk"), files: files, listPath: Self.path, today: Self.today, preferences: Preferences()
    )
    #expect(outcome.status == 4)
    #expect(
      standardError(outcome)
        == "todo: '/lists/todo.txt' cannot be written: permission denied.\nTo fix: check its permissions.\n")
    #expect(journal.entries.withLock { $0 }.isEmpty)
  }

  // MARK: done and the other verbs

  @Test func doneNMarksTheTodosOnTheLinesDoneAsXDoes() {
    let (outcome, after, _) = run(.change(.done, .lines([5, 1])), on: Self.fiveLines)
    #expect(
      outcome
        == ListCommandRun.Outcome(
          status: 0,
          output: [
            .standardOutput(
              "Done: 5 x 2026-11-26 Write report @work\nDone: 1 x 2026-11-26 Call mom +family pri:A\n")
          ]))
    #expect(
      after
        == "x 2026-11-26 Call mom +family pri:A\nx 2026-11-20 Pay rent\n\nBuy milk due:2026-11-27\nx 2026-11-26 Write report @work\n"
    )
  }

  @Test func doneOfARecurringTodoAddsTheNextOneAtTheEndSoNoLineMoves() {
    let (outcome, after, _) = run(
      .change(.done, .lines([2])), on: "One\nWater plants due:2026-11-26 rec:1w\nThree\n")
    #expect(
      standardOutput(outcome)
        == "Done: 2 x 2026-11-26 Water plants due:2026-11-26 rec:1w\nNext: 4 Water plants due:2026-12-03 rec:1w\n"
    )
    #expect(
      after
        == "One\nx 2026-11-26 Water plants due:2026-11-26 rec:1w\nThree\nWater plants due:2026-12-03 rec:1w\n"
    )
    // Done twice: the second is refused, and no third occurrence is made.
    let again = run(.change(.done, .lines([2])), on: after)
    #expect(again.0.status == 3)
    #expect(again.1 == after)
  }

  @Test func aTodoDoneAlreadyIsSaidLeftAndTheOthersDoneWithStatus3() {
    let (outcome, after, _) = run(.change(.done, .lines([2, 4])), on: Self.fiveLines)
    #expect(outcome.status == 3)
    #expect(standardOutput(outcome) == "Done: 4 x 2026-11-26 Buy milk due:2026-11-27\n")
    #expect(
      standardError(outcome)
        == "todo: line 2 is done already (todo reopen opens it again); left as it was: x 2026-11-20 Pay rent\n"
    )
    #expect(after?.contains("x 2026-11-26 Buy milk due:2026-11-27") == true)
  }

  @Test func doneOfASearchFindingSeveralListsThemAndChangesNothing() {
    let (outcome, after, _) = run(.change(.done, .query("o")), on: Self.fiveLines)
    #expect(outcome.status == 3)
    #expect(standardOutput(outcome) == "1 (A) Call mom +family\n5 Write report @work\n")
    #expect(standardError(outcome).hasPrefix("todo: 2 open todos match 'o'; none is changed.\n"))
    #expect(after == Self.fiveLines)
  }

  @Test(arguments: [
    (LineTargets.query("zebra"), "todo: no open todo matches 'zebra'; nothing changed.\nTo fix: "),
    (.query("rent"), "todo: no open todo matches 'rent'; nothing changed.\nTo fix: "),
    (.lines([3]), "todo: there is no todo on line 3 of '/lists/todo.txt'.\n"),
    (.lines([9]), "todo: there is no todo on line 9 of '/lists/todo.txt'.\n"),
  ])
  func doneOfNoTodoSaysSoWithStatus1(targets: LineTargets, error: String) {
    let (outcome, after, _) = run(.change(.done, targets), on: Self.fiveLines)
    #expect(outcome.status == 1)
    #expect(standardError(outcome).hasPrefix(error))
    #expect(after == Self.fiveLines)
  }

  @Test(arguments: [
    (ShellVerb.priority("C"), "Priority C: 4 (C) Buy milk due:2026-11-27\n", "(C) Buy milk due:2026-11-27"),
    (.depriority, "", "Buy milk due:2026-11-27"),
    (
      .replace("Buy oat milk due:tomorrow"), "Replaced: 4 Buy oat milk due:2026-11-27\n",
      "Buy oat milk due:2026-11-27"
    ),
    (.append("@shop"), "Appended: 4 Buy milk due:2026-11-27 @shop\n", "Buy milk due:2026-11-27 @shop"),
    (.prepend("Go and"), "Prepended: 4 Go and Buy milk due:2026-11-27\n", "Go and Buy milk due:2026-11-27"),
    (.postpone(days: 7), "Postponed: 4 Buy milk due:2026-12-04\n", "Buy milk due:2026-12-04"),
  ])
  func everyVerbChangesTheTodoOnItsLineInPlace(verb: ShellVerb, said: String, line: String) {
    let (outcome, after, _) = run(.change(verb, .lines([4])), on: Self.fiveLines)
    let lines = after?.split(separator: "\n", omittingEmptySubsequences: false)
    if verb == .depriority {
      #expect(outcome.status == 3)
      #expect(standardError(outcome).hasPrefix("todo: line 4 would not change"))
    } else {
      #expect(outcome.status == 0)
      #expect(standardOutput(outcome) == said)
    }
    #expect(lines?[3] == Substring(line))
    #expect(lines?.count == 6)
  }

  @Test func prependGoesAfterThePriorityAndTheDates() {
    let (_, after, _) = run(.change(.prepend("Urgent:"), .lines([1])), on: "(A) 2026-11-01 Call mom\n")
    #expect(after == "(A) 2026-11-01 Urgent: Call mom\n")
  }

  @Test func delDeletesTheTodosFromTheLastUpAndReopenOpensADoneOne() {
    let (outcome, after, _) = run(.change(.delete, .lines([1, 4])), on: Self.fiveLines)
    #expect(
      standardOutput(outcome) == "Deleted: 1 (A) Call mom +family\nDeleted: 4 Buy milk due:2026-11-27\n")
    #expect(after == "x 2026-11-20 Pay rent\n\nWrite report @work\n")
    let reopened = run(.change(.reopen, .lines([2])), on: Self.fiveLines)
    #expect(standardOutput(reopened.0) == "Reopened: 2 Pay rent\n")
    #expect(run(.change(.reopen, .lines([1])), on: Self.fiveLines).0.status == 3)
  }

  // MARK: the journal and undo

  @Test func aChangeIsJournaledAsOneStepByTodoAndUndoTakesItBack() {
    let journal = JournalBox()
    let (_, after, _) = run(.change(.done, .lines([1, 4])), on: Self.fiveLines, journal: journal)
    let entries = journal.entries.withLock { $0 }
    #expect(entries.map(\.by) == ["todo", "todo"])
    #expect(entries.map(\.op) == ["do", "do"])
    #expect(entries.map(\.step) == [1, 1])
    #expect(
      entries.map(\.after) == ["x 2026-11-26 Call mom +family pri:A", "x 2026-11-26 Buy milk due:2026-11-27"])
    let (undone, restored, _) = run(.undo, on: after, journal: journal)
    #expect(undone.status == 0)
    #expect(restored == Self.fiveLines)
    #expect(journal.entries.withLock { $0 }.last?.op == "undo")
    // The step is undone: a second undo finds nothing before it.
    let (nothing, _, _) = run(.undo, on: restored, journal: journal)
    #expect(nothing.status == 1)
  }

  @Test func archiveMovesTheDoneTodosToTheDoneFile() {
    let journal = JournalBox()
    let (outcome, after, _) = run(.archive, on: Self.fiveLines, journal: journal)
    #expect(standardOutput(outcome) == "Archived 1 done todo to done.txt.\n")
    #expect(after == "(A) Call mom +family\n\nBuy milk due:2026-11-27\nWrite report @work\n")
    #expect(journal.archived.withLock { $0 } == ["x 2026-11-20 Pay rent"])
    #expect(journal.entries.withLock { $0 }.map(\.kind) == ["archived"])
    #expect(run(.archive, on: after).0.status == 1)
  }
}

/// The journal of a run in memory: the entries the command appended; and the lines it
/// handed to the done file.
final class JournalBox: Sendable {
  let entries = Mutex<[JournalEntry]>([])
  let archived = Mutex<[String]>([])
}
