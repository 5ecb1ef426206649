import Testing

@testable import ToDoRuntime

/// The message of the sync's commit says what changed since `HEAD`, from the two versions.
@Suite("Sync commit message")
struct SyncCommitMessageTests {
  private func subject(
    _ before: String?, _ after: String?, done: (String?, String?) = (nil, nil)
  ) -> String {
    String(SyncCommitMessage.text(list: (before, after), done: done).prefix { $0 != "\n" })
  }

  @Test func addedAndCompletedAreCounted() {
    let message = SyncCommitMessage.text(
      list: ("Buy milk\nCall mom\n", "New one\nAnother\nx 2026-11-26 Buy milk\nCall mom\n"), done: (nil, nil))
    #expect(
      message
        == "todo: 2 added, 1 completed\n\nadded: New one\nadded: Another\ncompleted: x 2026-11-26 Buy milk\n")
  }

  @Test func aCompletionKeepsItsDatesAndPriorityApartFromTheText() {
    #expect(subject("(A) 2026-11-01 Pay rent\n", "x 2026-11-26 2026-11-01 Pay rent\n") == "todo: 1 completed")
    #expect(subject("x 2026-11-26 Pay rent\n", "Pay rent\n") == "todo: 1 reopened")
  }

  @Test func aPriorityOrAFewWordsChangedIsAnEdit() {
    #expect(subject("Pay rent\n", "(B) Pay rent\n") == "todo: 1 edited")
    #expect(subject("Call mom about the trip\n", "Call mom about the big trip\n") == "todo: 1 edited")
  }

  @Test func exactlyHalfTheWordsSharedIsStillAnEdit() {
    // Two of four words kept: half, not more than half.
    #expect(subject("Call mom about trip\n", "Call mom re: holiday\n") == "todo: 1 edited")
    #expect(subject("Call mom about trip\n", "Call dad re: holiday\n") == "todo: 1 added, 1 deleted")
  }

  @Test func anotherTodoInsteadIsADeleteAndAnAdd() {
    #expect(subject("Call mom\n", "Water plants\n") == "todo: 1 added, 1 deleted")
  }

  @Test func archivedToDosAreNotDeleted() {
    #expect(
      subject(
        "x 2026-11-26 Buy milk\nCall mom\n", "Call mom\n", done: ("x old\n", "x old\nx 2026-11-26 Buy milk\n")
      )
        == "todo: 1 archived")
  }

  @Test func aNewListIsAllAdded() {
    #expect(subject(nil, "One\nTwo\n\n") == "todo: 2 added")
  }

  @Test func aReorderOrANewLineEndingSaysTheListWasRewritten() {
    #expect(subject("One\nTwo\n", "Two\r\nOne\r\n") == "todo: list rewritten (order or format)")
  }

  @Test func theBodyNamesTwentyTodosAtMost() {
    let after = (1...25).map { "Todo \($0)\n" }.joined()
    let message = SyncCommitMessage.text(list: ("", after), done: (nil, nil))
    #expect(message.hasPrefix("todo: 25 added\n\nadded: Todo 1\n"))
    #expect(message.hasSuffix("added: Todo 20\n… and 5 more\n"))
  }
}
