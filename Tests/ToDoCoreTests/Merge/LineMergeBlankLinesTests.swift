import Foundation
import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Blank lines of the file (theirs) do not stop the lines all three sides share from being
/// set aside before the merge: the result is the whole merge's, and a long list with a
/// blank line near the top is not merged whole on every save.
@Suite("Merges of files with blank lines")
struct LineMergeBlankLinesTests {
  /// The seeds run: `TODO_TEST_SEED` alone when set, else a fixed list.
  static let seeds: [UInt64] =
    ProcessInfo.processInfo.environment["TODO_TEST_SEED"].flatMap { UInt64($0) }.map { [$0] }
    ?? Array(1...300)

  @Test(arguments: seeds)
  func settingSharedEndsAsideGivesTheWholeMerge(seed: UInt64) {
    print("LineMergeBlankLinesTests seed \(seed) (TODO_TEST_SEED=\(seed) runs it alone)")
    var random = SplitMix64(seed: seed)
    var texts = 0
    func fresh() -> TextLine {
      texts += 1
      return TextLine("Todo \(texts)")
    }
    let base = (0..<Int(random.next() % 12)).map { _ in fresh() }
    func edited(_ lines: [TextLine], blanks: Bool) -> [TextLine] {
      var result: [TextLine] = []
      for line in lines {
        switch random.next() % 10 {
        case 0: continue  // deleted
        case 1: result.append(fresh())  // changed
        case 2: result += [line, fresh()]  // one added after it
        default: result.append(line)
        }
        if blanks, random.next() % 4 == 0 { result.append(TextLine(random.next() % 2 == 0 ? "" : "  ")) }
      }
      if random.next() % 3 == 0 { result.insert(fresh(), at: Int(random.next() % UInt64(result.count + 1))) }
      return result
    }
    let ours = edited(base, blanks: false)
    let theirs = edited(base, blanks: true)

    let trimmed = LineMerge.mergeReporting(base: base, ours: ours, theirs: theirs)
    let whole = LineMerge.mergeWhole(base: base, ours: ours, theirs: theirs, ourChanges: nil)
    #expect(trimmed.lines == whole.lines, "seed \(seed): base \(base) ours \(ours) theirs \(theirs)")
    #expect(trimmed.counterparts == whole.counterparts, "seed \(seed)")
    #expect(trimmed.conflicts == whole.conflicts, "seed \(seed)")
  }

  @Test func aBlankLineKeepsItsPlaceAndAnAdditionGoesRightAfterTheLineBeforeIt() {
    let base: [TextLine] = ["A", "B", "C", "D"]
    let ours: [TextLine] = ["A", "B", "New", "C", "D"]
    let theirs: [TextLine] = ["A", "", "B", "", "C", "", "D"]
    #expect(
      LineMerge.merge(base: base, ours: ours, theirs: theirs) == ["A", "", "B", "New", "", "C", "", "D"])
  }

  /// A changed line stays where it stood, after the blank line before it: completing a
  /// `rec:` todo below a blank line once moved the blank line to the end of the file.
  @Test func aChangedLineTakesThePlaceOfTheLineItReplaces() {
    let base: [TextLine] = ["A", "B rec:1d"]
    let ours: [TextLine] = ["A", "B rec:1d due:2026-11-27", "x 2026-11-26 B rec:1d"]
    let theirs: [TextLine] = ["A", "", "B rec:1d"]
    #expect(
      LineMerge.merge(base: base, ours: ours, theirs: theirs) == [
        "A", "", "B rec:1d due:2026-11-27", "x 2026-11-26 B rec:1d",
      ])
    #expect(
      LineMerge.merge(base: ["A", "B", "C"], ours: ["A", "B2", "C"], theirs: ["A", "", "  ", "B", "C"])
        == ["A", "", "  ", "B2", "C"])
    // A todo they added stays where any addition puts it: the order of todos is the merge's.
    #expect(
      LineMerge.merge(base: ["A", "B", "C"], ours: ["A", "B2", "C"], theirs: ["A", "T", "B", "C"])
        == ["A", "B2", "T", "C"])
  }
}
