import Testing

@testable import ToDoCore

/// The dependency words of a line and the index over a list: who waits for whom, cycles,
/// missing ids, and what a change of one todo touches.
@Suite("Dependencies: the words read and the index")
struct DependencyIndexTests {
  static func index(_ titles: [String]) -> (DependencyIndex, ToDoList) {
    let list = ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
    return (DependencyIndex(list), list)
  }

  @Test func everySpellingIsReadAndSeveralOnOneLine() {
    let links = DependencyLinks.read(
      TextLine("Paint the walls id:walls after:paint dep:plan,tape needs:brush p:house due:2026-03-01"))
    #expect(links?.names == ["walls"])
    #expect(links?.waitsFor == ["paint", "plan", "tape", "brush"])
    #expect(links?.awaitedBy == ["house"])
    #expect(DependencyLinks.read(TextLine("Buy milk due:2026-03-01 +home")) == nil)
    #expect(DependencyLinks.read(TextLine("See http://x.org/id:3")) == nil)
  }

  @Test func aToDoWaitingForAnOpenOneIsBlockedUntilItIsDone() {
    var (index, _) = Self.index(["Buy paint id:paint", "Paint after:paint", "Clean needs:paint dep:none"])
    #expect(!index.isBlocked(1) && index.isBlocked(2) && index.isBlocked(3))
    #expect(index.blockers(of: 2) == [1])
    #expect(index.danglingNames(of: 3) == ["none"])
    let affected = index.update(1, line: TextLine("x 2026-03-01 Buy paint id:paint"))
    #expect(Set(affected) == [2, 3])
    #expect(!index.isBlocked(2) && !index.isBlocked(3))
    // Reopened: blocked again.
    index.update(1, line: TextLine("Buy paint id:paint"))
    #expect(index.isBlocked(2))
  }

  @Test func aDoneToDoIsNeverBlockedEvenWhenWhatItWaitedForIsOpen() {
    let (index, _) = Self.index(["Buy paint id:paint", "x 2026-03-01 Paint after:paint"])
    #expect(!index.isBlocked(2))
    #expect(index.blockers(of: 2) == [1], "it still names what it waited for")
  }

  @Test func topydoPairsMakeTheParentWaitForItsChildren() {
    let (index, _) = Self.index(["Move house id:1", "Pack the books p:1", "x Sell the sofa p:1"])
    #expect(index.isBlocked(1) && !index.isBlocked(2))
    #expect(index.blockers(of: 1) == [2])
    #expect(index.dependents(of: 2) == [1])
  }

  @Test func waitingForSeveralIsBlockedUntilTheLastIsDone() {
    var (index, _) = Self.index(["A id:a", "B id:b", "C after:a after:b"])
    index.update(1, line: TextLine("x A id:a"))
    #expect(index.isBlocked(3))
    index.update(2, line: TextLine("x B id:b"))
    #expect(!index.isBlocked(3))
  }

  @Test func aCycleIsNamedAndEveryWalkEnds() {
    let (index, _) = Self.index([
      "Walls id:walls after:paint", "Paint id:paint after:walls", "Self id:me after:me",
      "Outside after:walls",
    ])
    #expect(index.isBlocked(1) && index.isBlocked(2))
    #expect(index.cycle(through: 1) == [1, 2])
    #expect(index.cycle(through: 3) == [3])
    // Waiting for a todo on a cycle is no cycle of its own.
    #expect(index.cycle(through: 4) == nil)
    #expect(
      DependencyNotes.lines(of: 1, in: index) == [
        "⊘ waits for: Paint id:paint after:walls", "↻ cycle: walls → paint → walls",
      ])
  }

  @Test func theHeadOfALongChainIsOnNoCycleWithoutAWalk() {
    let titles = (0...20_000).map { "Step \($0) id:s\($0)" + ($0 < 20_000 ? " after:s\($0 + 1)" : "") }
    let (index, _) = Self.index(titles)
    #expect(index.cycle(through: 1) == nil)
    #expect(index.cycle(through: 20_001) == nil)
    // Closed into a ring longer than the walk goes: the head says so at once, and the
    // walk from a todo inside it still ends.
    let (ring, _) = Self.index(titles.dropLast() + ["Step 20000 id:s20000 after:s0"])
    #expect(ring.cycle(through: 2) == nil, "a walk of at most largestCycleWalk todos")
    let (small, _) = Self.index(["A id:a after:b", "B id:b after:a"])
    #expect(small.cycle(through: 1) == [1, 2])
  }

  @Test func aMissingIDIsDanglingNotBlocking() {
    let (index, _) = Self.index(["Paint after:nothing", "Child p:gone"])
    #expect(!index.isBlocked(1))
    #expect(index.danglingNames(of: 1) == ["nothing"] && index.danglingNames(of: 2) == ["gone"])
    #expect(DependencyNotes.lines(of: 1, in: index) == ["? no todo has id:nothing"])
  }

  @Test func removingABlockerLeavesItsWaitersDangling() {
    var (index, _) = Self.index(["Buy paint id:paint", "Paint after:paint"])
    #expect(index.remove(1) == [2])
    #expect(!index.isBlocked(2) && index.danglingNames(of: 2) == ["paint"])
  }

  @Test func followingChangesMatchesAnIndexMadeAgain() {
    var document = ToDoDocument([
      ToDo(id: 1, title: "Buy paint id:paint"), ToDo(id: 2, title: "Paint after:paint"),
      ToDo(id: 3, title: "Rest"),
    ])
    var index = DependencyIndex(document.todos)
    _ = index.follow([document.change(at: 0, to: "x Buy paint id:paint")!], in: document.todos)
    _ = index.follow([document.delete(at: 2).1], in: document.todos)
    _ = index.follow([document.add(ToDo(id: 9, title: "Tidy after:paint"), at: 0)], in: document.todos)
    #expect(index == DependencyIndex(document.todos))
    #expect(!index.isBlocked(2) && !index.isBlocked(9))
  }

  /// Thousands of changes: todos taken out (their places reused, their old links dropped
  /// once they are half the table), ids below and far above the first, a name given up and
  /// taken again. Every answer stays that of an index made from the list as it ends.
  @Test func manyChangesAnswerAsAnIndexMadeAgain() {
    let count = 3_000
    var titles = (0..<count).map { "Step \($0) id:s\($0) after:s\($0 + 1)" }
    var (index, _) = Self.index(titles)
    #expect(index.isBlocked(1) && !index.isBlocked(count))
    // Every other todo done, then taken out and put back under new ids: the chain is whole.
    for offset in stride(from: 0, to: count, by: 2) {
      index.update(offset + 1, line: TextLine("x " + titles[offset]))
      // The todo before it waited for it alone.
      #expect(offset == 0 || !index.isBlocked(offset))
      index.remove(offset + 1)
    }
    #expect(index.danglingNames(of: 2) == ["s2"])
    for offset in stride(from: 0, to: count, by: 2) {
      titles[offset] = "Again \(offset) id:s\(offset) after:s\(offset + 1)"
      // Ids both below the first one and far above the last.
      index.update(offset % 4 == 0 ? -offset : 100_000 + offset, line: TextLine(titles[offset]))
    }
    let ids = (0..<count).map { $0 % 2 == 1 ? $0 + 1 : ($0 % 4 == 0 ? -$0 : 100_000 + $0) }
    let list = ToDoList(zip(ids, titles).map { ToDo(id: $0, title: $1) })
    #expect(index == DependencyIndex(list))
    #expect(index.danglingNames(of: 2).isEmpty && index.isBlocked(2))
    #expect(index.blockers(of: 2) == [100_002] && index.dependents(of: 2) == [0])
    #expect(index.title(of: -4) == titles[4])
    #expect(index.isInUse("s0") && !index.isInUse("s\(count + 1)") && index.isInUse("s\(count)"))
    // The chain's end gives up its name: the todo waiting for it waits for a missing one.
    index.update(count, line: TextLine("The end"))
    #expect(index.danglingNames(of: ids[count - 2]) == ["s\(count - 1)"])
    #expect(index.cycle(through: 2) == nil)
    index.update(count, line: TextLine("The end id:s\(count - 1) after:s0"))
    #expect(index.cycle(through: 2)?.count == count)
  }
}
