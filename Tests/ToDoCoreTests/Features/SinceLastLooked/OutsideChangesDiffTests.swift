import Testing

@testable import ToDoCore

@Suite("Since you last looked: the changes between two versions of a list")
struct OutsideChangesDiffTests {
  private func diff(_ seen: [String], _ now: [String]) -> [OutsideChange] {
    OutsideChanges.between(seen: seen, now: now)
  }

  @Test func theSameListHasNoChanges() {
    #expect(diff(["Call Mum", "Pay rent"], ["Call Mum", "Pay rent"]).isEmpty)
    #expect(diff([], []).isEmpty)
  }

  @Test func aLineAppendedIsAdded() {
    #expect(diff(["Call Mum"], ["Call Mum", "Read a book"]) == [OutsideChange(.added, after: "Read a book")])
  }

  @Test func aLineRemovedIsDeleted() {
    #expect(diff(["Call Mum", "Pay rent"], ["Call Mum"]) == [OutsideChange(.deleted, before: "Pay rent")])
  }

  @Test func aLineMarkedDoneIsCompletedAndOneUnmarkedIsReopened() {
    #expect(
      diff(["Call Mum +family", "Pay rent"], ["x 2026-11-26 Call Mum +family", "Pay rent"])
        == [OutsideChange(.completed, before: "Call Mum +family", after: "x 2026-11-26 Call Mum +family")])
    // A client that keeps the priority in front and a pri: tag are the same todo.
    #expect(
      diff(["(A) Pay rent"], ["x 2026-11-26 (A) Pay rent"])
        == [OutsideChange(.completed, before: "(A) Pay rent", after: "x 2026-11-26 (A) Pay rent")])
    #expect(
      diff(["x 2026-11-20 Pay rent pri:B"], ["(B) Pay rent"])
        == [OutsideChange(.reopened, before: "x 2026-11-20 Pay rent pri:B", after: "(B) Pay rent")])
  }

  @Test func aLineEditedInPlaceIsChanged() {
    #expect(
      diff(["Call Mum", "Pay rent", "Water plants"], ["Call Mum", "Pay the rent today", "Water plants"])
        == [OutsideChange(.changed, before: "Pay rent", after: "Pay the rent today")])
    // Words added at the end: the same todo, wherever it went.
    #expect(
      diff(["Call Mum", "Pay rent"], ["Pay rent", "Call Mum +family"])
        == [OutsideChange(.changed, before: "Call Mum", after: "Call Mum +family")])
  }

  @Test func linesReorderedAreNoChange() {
    #expect(diff(["A one", "B two", "C three"], ["C three", "A one", "B two"]).isEmpty)
  }

  @Test func duplicatesAreCountedOneByOne() {
    #expect(diff(["Buy milk", "Buy milk"], ["Buy milk"]) == [OutsideChange(.deleted, before: "Buy milk")])
    #expect(
      diff(["Buy milk"], ["Buy milk", "Buy milk", "Buy milk"])
        == [OutsideChange(.added, after: "Buy milk"), OutsideChange(.added, after: "Buy milk")])
    #expect(diff(["Buy milk", "Buy milk"], ["Buy milk", "Buy milk"]).isEmpty)
  }

  @Test func blankLinesAndCarriageReturnsAreNoTodos() {
    #expect(diff(["Call Mum", "", "Pay rent", ""], ["", "Call Mum", "  ", "Pay rent"]).isEmpty)
    #expect(diff(["Call Mum\r", "Pay rent\r"], ["Call Mum", "Pay rent"]).isEmpty)
    #expect(
      diff(["Call Mum\r", "Pay rent\r", ""], ["Call Mum\r", "Pay rent\r", "Read a book\r", ""])
        == [OutsideChange(.added, after: "Read a book")])
  }

  @Test func theOrderIsTheListsThenTheDeletions() {
    let changes = diff(
      ["Call Mum", "Water plants", "Pay rent", "Fix the bike", "Buy milk"],
      ["New first", "x 2026-11-26 Call Mum", "Water plants", "Buy milk", "New last"])
    #expect(
      changes == [
        OutsideChange(.added, after: "New first"),
        OutsideChange(.completed, before: "Call Mum", after: "x 2026-11-26 Call Mum"),
        OutsideChange(.added, after: "New last"),
        OutsideChange(.deleted, before: "Pay rent"),
        OutsideChange(.deleted, before: "Fix the bike"),
      ])
  }

  @Test func aLineReplacedInItsPlaceIsChangedWhenTheyShareAWord() {
    // Nothing tells an edit in place from a line deleted and another written where it
    // was: the merge takes it as the same todo changed; the summary does when they share
    // a word, else it says one deleted (to bring back) and one added.
    #expect(
      diff(["Call Mum", "Pay rent", "Water plants"], ["Call Mum", "Pay the bills", "Water plants"])
        == [OutsideChange(.changed, before: "Pay rent", after: "Pay the bills")])
    #expect(
      diff(["Call Mum", "Pay rent", "Water plants"], ["Call Mum", "Bake bread", "Water plants"])
        == [OutsideChange(.added, after: "Bake bread"), OutsideChange(.deleted, before: "Pay rent")])
    #expect(
      diff(["Call Mum", "Pay rent"], ["Call Mum", "Read a book"])
        == [OutsideChange(.added, after: "Read a book"), OutsideChange(.deleted, before: "Pay rent")])
  }

  @Test func aListReplacedWholesaleIsEveryTodoDeletedAndEveryOneAdded() {
    let changes = diff(["Call Mum", "Pay rent"], ["Walk the dog", "Fix the bike", "Bake bread"])
    #expect(
      changes.filter { $0.kind == .added }.map(\.after) == ["Walk the dog", "Fix the bike", "Bake bread"])
    #expect(changes.filter { $0.kind == .deleted }.map(\.before) == ["Call Mum", "Pay rent"])
    #expect(changes.count == 5)
    // Emptied: everything deleted.
    #expect(diff(["Call Mum", "Pay rent"], []).map(\.kind) == [.deleted, .deleted])
  }

  @Test func theSummaryCountsEachKindInOrderAndSaysWhenInTheListsWords() {
    let today = CalendarDate(year: 2026, month: 11, day: 26)!  // A Thursday.
    let changes = OutsideChanges(
      since: SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 24)!, hour: 18, minute: 2),
      changes: [
        OutsideChange(.deleted, before: "a"), OutsideChange(.added, after: "b"),
        OutsideChange(.added, after: "c"),
        OutsideChange(.completed, before: "d", after: "x d"), OutsideChange(.added, after: "e"),
      ])
    #expect(
      changes.summary(today: today) == "Since Tue 18:02: 3 added, 1 completed, 1 deleted by other programs")
    #expect(SeenMoment(day: today, hour: 9, minute: 5).phrase(today: today) == "today 09:05")
    #expect(
      SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 25)!, hour: 23, minute: 59).phrase(
        today: today)
        == "yesterday 23:59")
    #expect(
      SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 2)!, hour: 7, minute: 30).phrase(today: today)
        == "2026-11-02 07:30")
    #expect(SeenMoment(day: today, hour: 7, minute: 30).phrase(today: nil) == "2026-11-26 07:30")
  }

  @Test func aMomentWithinTheWeekReadsAsItsWeekdayAndAWeekAgoAsItsDate() {
    let today = CalendarDate(year: 2026, month: 11, day: 26)!  // A Thursday.
    func phrase(_ day: Int) -> String {
      SeenMoment(day: CalendarDate(year: 2026, month: 11, day: day)!, hour: 10, minute: 0).phrase(
        today: today)
    }
    #expect(phrase(24) == "Tue 10:00", "two days before")
    #expect(phrase(20) == "Fri 10:00", "six days before: still this week's Friday")
    #expect(phrase(19) == "2026-11-19 10:00", "a week before: Thu would read as today's weekday")
  }
}
