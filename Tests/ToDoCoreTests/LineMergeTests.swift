import Testing

@testable import ToDoCore

@Suite("Three-way line merge")
struct LineMergeTests {
  @Test func theirChangesStayAndOursAreApplied() {
    let merged = LineMerge.merge(
      base: ["A", "B", "C"], ours: ["New", "A", "C", "After C"], theirs: ["A", "B", "From them", "C"])
    #expect(merged == ["New", "A", "From them", "C", "After C"])
  }

  @Test func additionsInARowStayInOrderAfterTheirAnchor() {
    let merged = LineMerge.merge(base: ["A", "B"], ours: ["A", "X", "Y", "B"], theirs: ["Z", "A", "B"])
    #expect(merged == ["Z", "A", "X", "Y", "B"])
  }

  @Test func duplicatesAreCountedNotCollapsed() {
    // We deleted one "dup" of three and added one more "new"; they appended a "dup".
    let merged = LineMerge.merge(
      base: ["dup", "dup", "dup", "new"], ours: ["dup", "dup", "new", "new"],
      theirs: ["dup", "dup", "dup", "new", "dup"])
    #expect(merged == ["dup", "dup", "new", "new", "dup"])
  }

  @Test func anAdditionWhoseAnchorTheyDeletedGoesAfterTheLineBeforeIt() {
    let merged = LineMerge.merge(base: ["A", "B", "C"], ours: ["A", "B", "Mine", "C"], theirs: ["A", "C"])
    #expect(merged == ["A", "Mine", "C"])
  }

  @Test func aMillionLinesOfDuplicatesWithAHundredThousandAdditionsMergeInLinearTime() {
    // Inserting each addition by searching the merged array took O(n) per addition: here
    // 10^11 steps. Linear, it is a few passes over the lines.
    let base = (0..<1_000_000).map { $0 % 1_000 == 0 ? "unique \($0)" : "dup" }
    var ours: [String] = []
    ours.reserveCapacity(1_100_000)
    for (index, line) in base.enumerated() {
      ours.append(line)
      if index % 10 == 0 { ours.append("added \(index)") }
    }
    let theirs = base + ["From them"]
    let clock = ContinuousClock()
    let started = clock.now
    let merged = LineMerge.merge(base: base, ours: ours, theirs: theirs)
    let elapsed = clock.now - started
    #expect(merged == ours + ["From them"])
    #expect(elapsed < .seconds(30), "took \(elapsed)")
  }
}
