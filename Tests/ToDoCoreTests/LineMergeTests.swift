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

  /// Additions among many equal lines land after their own line, not after the first
  /// equal one; the time limit is a hang guard, not a budget (the figures are in `make
  /// bench`): the earlier merge inserted into the array once per addition, quadratic, and
  /// took minutes on a million lines.
  @Test(.timeLimit(.minutes(1)))
  func manyDuplicatesWithManyAdditionsMergeInLinearTime() {
    let base = (0..<300_000).map { $0 % 1_000 == 0 ? "unique \($0)" : "dup" }
    var ours: [String] = []
    ours.reserveCapacity(330_000)
    for (index, line) in base.enumerated() {
      ours.append(line)
      if index % 10 == 0 { ours.append("added \(index)") }
    }
    let theirs = base + ["From them"]
    let merged = LineMerge.merge(base: base, ours: ours, theirs: theirs)
    #expect(merged == ours + ["From them"])
  }
}
