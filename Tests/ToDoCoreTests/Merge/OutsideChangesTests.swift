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

  @Test func endsMatchedAgainstAnotherListOfTheSameCountAreNotTrusted() {
    let matched = ToDoList([
      ToDo(id: 1, title: "Buy milk"), ToDo(id: 2, title: "Call mom"), ToDo(id: 3, title: "Pay rent"),
    ])
    let (merged, _) = MergedList.reloaded(
      ["Buy milk", "Call mom", "Pay rent", "Water plants"].map { TextLine($0) }, matching: matched)
    let other = ToDoList([
      ToDo(id: 7, title: "Old a"), ToDo(id: 8, title: "Old b"), ToDo(id: 9, title: "Old c"),
    ])
    let changes = merged.outsideChanges(from: other)
    #expect(changes.filter { if case .removed = $0 { true } else { false } }.count == 3)
    #expect(changes.filter { if case .inserted = $0 { true } else { false } }.count == 4)
  }

  /// Random lists and random outside edits: what the reload's matching makes (the unchanged
  /// ends known) tells the same changes as the same lines and ids looked at whole.
  @Test func theEndsTheMatchingSetAsideTellTheSameChanges() {
    var random = SplitMix64(seed: 32)
    let words = ["Buy milk", "Call mom", "Pay rent", "Water plants", "x Buy milk"]
    for round in 0..<400 {
      let count = Int.random(in: 0...12, using: &random)
      let list = ToDoList(
        (0..<count).map { ToDo(id: $0 + 1, title: words.randomElement(using: &random)!) })
      var lines = list.map(\.title)
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let word = words.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: lines.insert(word, at: Int.random(in: 0...lines.count, using: &random))
        case 1 where !lines.isEmpty: lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
        default: if !lines.isEmpty { lines[Int.random(in: 0..<lines.count, using: &random)] = word }
        }
      }
      let (merged, _) = MergedList.reloaded(lines.map { TextLine($0) }, matching: list)
      let whole = MergedList(titles: merged.titles, ids: merged.ids)
      #expect(whole.matchedEnds == nil)
      #expect(
        merged.outsideChanges(from: list) == whole.outsideChanges(from: list), "round \(round): \(lines)")
    }
  }

  /// The lines the matching found unchanged at the ends are not looked at again (the work
  /// is the changed part's): told ends that cover a changed line, it is not found.
  @Test func onlyTheLinesBetweenTheEndsAreLookedAt() {
    let list = ToDoList([
      ToDo(id: 1, title: "Buy milk"), ToDo(id: 2, title: "Call mom"), ToDo(id: 3, title: "Pay rent"),
    ])
    var merged = MergedList.reloaded(
      ["Buy milk", "Call mom", "Pay rent", "Water plants"].map { TextLine($0) }, matching: list
    ).0
    #expect(merged.matchedEnds == MatchedEnds(prefix: 3, suffix: 0, savedCount: 3, mergedCount: 4))
    #expect(merged.outsideChanges(from: list) == [.inserted(ToDo(id: 0, title: "Water plants"), at: 3)])
    merged.titles = ["Buy milk", "Call dad", "Pay rent", "Water plants"]
    #expect(merged.outsideChanges(from: list) == [.inserted(ToDo(id: 0, title: "Water plants"), at: 3)])
    // Ends made against another list are not used.
    let longer = ToDoList(list.map { $0 } + [ToDo(id: 4, title: "Sleep")])
    #expect(merged.outsideChanges(from: longer).count == 3)
  }
}
