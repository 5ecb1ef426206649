import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("What another program did, as a merged list shows it")
struct OutsideChangesTests {
  @Test func addedChangedAndDeletedLinesAreEachAPart() {
    let list = ToDoList([
      ToDo(id: 1, title: "Buy milk"), ToDo(id: 2, title: "Call mom"), ToDo(id: 3, title: "Pay rent"),
    ])
    let merged = MergedList(
      titles: ["New from the phone", "x 2026-11-26 Buy milk", "Pay rent"], ids: [nil, 1, 3])
    #expect(
      merged.outsideChanges(from: list) == [
        .inserted(ToDo(id: 0, title: "New from the phone"), at: 0),
        .changed(ToDo(id: 1, title: "Buy milk"), to: ToDo(id: 1, title: "x 2026-11-26 Buy milk"), at: 1),
        .removed(ToDo(id: 2, title: "Call mom"), at: 1),
      ])
  }

  @Test func anUnchangedListHasNoChanges() {
    let list = ToDoList([ToDo(id: 1, title: "Buy milk")])
    #expect(MergedList(titles: ["Buy milk"], ids: [1]).outsideChanges(from: list).isEmpty)
  }
}
