import Testing
import ToDoTestSupport

@testable import ToDoCore

/// The one alignment every sync asks "is this the same todo?" (decision 0295): equal lines
/// in order, identical lines each their own, then the merge's change rules.
@Suite("Line alignment")
struct LineAlignmentTests {
  @Test func anEditBelowAnAddedLineIsPairedWithTheLineItChangedNotWithTheNewOne() {
    let alignment = LineAlignment(base: ["Task a", "Task b"], side: ["New one", "Task a edited", "Task b"])
    #expect(alignment.sideIndex == [1, 2])
    #expect(alignment.baseIndex == [nil, 0, 1])
  }

  @Test func identicalLinesAreDistinctAndEachKeepsItsPlace() {
    let first = LineAlignment(base: ["Dup", "Dup"], side: ["x 2026-12-01 Dup", "Dup"])
    #expect(first.sideIndex == [0, 1])
    let second = LineAlignment(base: ["Dup", "Dup"], side: ["Dup", "x 2026-12-01 Dup"])
    #expect(second.sideIndex == [0, 1])
    let one = LineAlignment(base: ["a", "Dup", "Dup", "b"], side: ["a", "Dup", "b"])
    #expect(one.sideIndex.compactMap { $0 }.count == 3, "one Dup gone, not both, not none")
  }

  @Test func aCompletionAPriorityAndWordsAddedAtTheEndAreTheSameTodo() {
    let alignment = LineAlignment(
      base: ["Call mom", "Pay rent", "Buy milk"],
      side: ["Buy milk +shop", "x 2026-12-02 Call mom", "(A) Pay rent"])
    #expect(alignment.sideIndex == [1, 2, 0])
  }

  @Test func anEditInPlaceThatKeepsHalfItsWordsIsTheSameTodoButALineInAnotherGapIsNot() {
    let inPlace = LineAlignment(
      base: ["a", "Pay rent", "Call mom", "c"], side: ["a", "Pay the rent", "New one", "Call mom today", "c"])
    #expect(inPlace.sideIndex == [0, 1, 3, 4])
    // Exactly half the words kept is still the same todo; fewer is another.
    let half = LineAlignment(base: ["a", "Pay rent", "c"], side: ["a", "Pay bill", "New one", "c"])
    #expect(half.sideIndex == [0, 1, 3])
    let less = LineAlignment(base: ["a", "Pay the rent", "c"], side: ["a", "Pay bill", "New one", "c"])
    #expect(less.sideIndex == [0, nil, 3])
    // A line written where another was deleted, with no word in common, is another todo.
    let replaced = LineAlignment(base: ["a", "b", "c"], side: ["a", "B2", "c"])
    #expect(replaced.sideIndex == [0, nil, 2])
    let elsewhere = LineAlignment(base: ["a", "b", "c"], side: ["a", "c", "other"])
    #expect(elsewhere.sideIndex == [0, nil, 1])
    #expect(elsewhere.baseIndex == [0, 2, nil])
  }

  @Test func pastTheBoundEqualLinesAreMatchedByOccurrence() {
    let base = ["a", "b", "c", "d"]
    let side = ["a", "c", "b", "d"]
    let bounded = LineAlignment(base: base, side: side, maximumCells: 1)
    #expect(bounded.sideIndex == [0, 2, 1, 3])
    let whole = LineAlignment(base: base, side: side)
    #expect(whole.sideIndex[0] == 0 && whole.sideIndex[3] == 3)
    #expect(Set(whole.sideIndex.compactMap { $0 }) == [0, 1, 2, 3], "a moved line is the same todo")
  }
}

/// Identical todos in the merge: distinct, each side's change its own (decision 0295).
@Suite("Merge of identical todos")
struct IdenticalToDosMergeTests {
  @Test func twoIdenticalTodosEachCompletedOnOneSideAreBothCompleted() {
    let outcome = LineMerge.mergeReporting(
      base: ["Dup", "Dup"], ours: ["x 2026-12-01 Dup", "Dup"], theirs: ["Dup", "x 2026-12-01 Dup"])
    #expect(outcome.lines == ["x 2026-12-01 Dup", "x 2026-12-01 Dup"])
    #expect(outcome.conflicts.isEmpty)
  }

  @Test func theSameTodoCompletedOnBothSidesIsCompletedOnce() {
    let outcome = LineMerge.mergeReporting(
      base: ["Dup", "Dup"], ours: ["x 2026-12-01 Dup", "Dup"], theirs: ["x 2026-12-01 Dup", "Dup"])
    #expect(outcome.lines == ["x 2026-12-01 Dup", "Dup"])
  }

  @Test func aCopyBothSidesDeletedIsDeletedOnceAndTwoCopiesDeletedApartAreBothGone() {
    #expect(LineMerge.merge(base: ["Dup", "Dup"], ours: ["Dup"], theirs: ["Dup"]) == ["Dup"])
    let apart = LineMerge.merge(
      base: ["a", "Dup", "b", "Dup", "c"], ours: ["a", "b", "Dup", "c"], theirs: ["a", "Dup", "b", "c"])
    #expect(apart == ["a", "b", "c"])
  }

  @Test func eachSideEditingADifferentCopyIsNoClash() {
    let outcome = LineMerge.mergeReporting(
      base: ["Dup", "Dup"], ours: ["Dup at home", "Dup"], theirs: ["Dup", "Dup at work"])
    #expect(Set(outcome.lines) == ["Dup at home", "Dup at work"])
    #expect(outcome.lines.count == 2)
    #expect(outcome.conflicts.isEmpty)
    // The same copy edited two ways is still named.
    let clash = LineMerge.mergeReporting(
      base: ["Dup", "Dup"], ours: ["Dup at home", "Dup"], theirs: ["Dup at work", "Dup"])
    #expect(clash.conflicts.count == 1)
  }
}

/// Random lists of identical todos (never two side by side), each side changing at most one
/// copy of each text (completed, edited, or deleted: one deletion a side), merged as the git driver and the store
/// merge: the result is what the per-todo table says, counted exactly (decision 0295).
@Suite("Merge of identical todos, randomized")
struct IdenticalToDosMergePropertyTests {
  enum Change: CaseIterable { case keep, complete, edit, delete }

  @Test(arguments: TestSeed.seeds(Array(1...200)))
  func eachCopyIsItsOwnTodo(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let texts = ["Dup", "Call mom", "Pay rent"]
    // No two identical todos side by side: which of two such copies a side changed is not
    // in the text (any reading is the same list), so each copy here is known by its place.
    var base: [String] = []
    for _ in 0..<Int.random(in: 2...7, using: &random) {
      base.append(texts.filter { $0 != base.last }.randomElement(using: &random)!)
    }
    func side(_ tag: String) -> (lines: [String], changes: [Change]) {
      var changes = [Change](repeating: .keep, count: base.count)
      for text in texts {
        let copies = base.indices.filter { base[$0] == text }
        guard let copy = copies.randomElement(using: &random) else { continue }
        changes[copy] = Change.allCases.randomElement(using: &random)!
      }
      // One line deleted outright at most: with two gone, the copies between them can no
      // longer be told apart by their neighbours.
      for index in changes.indices.filter({ changes[$0] == .delete }).dropFirst() { changes[index] = .keep }
      let lines = base.indices.compactMap { index -> String? in
        switch changes[index] {
        case .keep: base[index]
        case .complete: "x 2026-12-02 " + base[index]
        case .edit: base[index] + " " + tag
        case .delete: nil
        }
      }
      return (lines, changes)
    }
    let (ours, mine) = side("here")
    let (theirs, other) = side("there")
    var expected: [String] = []
    for index in base.indices {
      let text = base[index]
      let here = Self.version(mine[index], text, "here")
      let there = Self.version(other[index], text, "there")
      switch (mine[index], other[index]) {
      case (.keep, _): expected += there.map { [$0] } ?? []
      case (_, .keep): expected += here.map { [$0] } ?? []
      case (.delete, .delete): break
      case (.delete, _): expected.append(there!)
      case (_, .delete): expected.append(here!)
      default: expected += here == there ? [here!] : [here!, there!]
      }
    }
    let merged = LineMerge.merge(base: base, ours: ours, theirs: theirs)
    #expect(merged.sorted() == expected.sorted(), "base \(base), ours \(ours), theirs \(theirs)")
  }

  private static func version(_ change: Change, _ text: String, _ tag: String) -> String? {
    switch change {
    case .keep: text
    case .complete: "x 2026-12-02 " + text
    case .edit: text + " " + tag
    case .delete: nil
    }
  }
}
