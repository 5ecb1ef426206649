import Testing
import ToDoTestSupport

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

  @Test func aTodoTheyShortenedIsTheirVersionInAClashEvenBesideALineTheyAdded() {
    // Words taken off the end pair the line with theirs, where the gap rule cannot.
    let outcome = LineMerge.mergeReporting(
      base: ["Call mom about the trip", "Pay rent"], ours: ["Call mom about the trip today", "Pay rent"],
      theirs: ["New first", "Call mom", "Pay rent"])
    #expect(outcome.conflicts.map(\.theirs) == ["Call mom"])
  }

  @Test func aGapThatLostOneLineAndGainedTwoPairsNoneByPlace() {
    let outcome = LineMerge.mergeReporting(
      base: ["a", "Call mom", "c"], ours: ["a", "Call mom today", "c"],
      theirs: ["a", "Water plants", "Feed the cat", "c"])
    #expect(outcome.conflicts.count == 1)
    #expect(outcome.conflicts.first?.theirs == nil, "deleted there, not replaced by an unrelated line")
  }

  @Test func duplicatesAreCountedNotCollapsed() {
    // We deleted one "dup" of three and added one more "new"; they appended a "dup".
    let merged = LineMerge.merge(
      base: ["dup", "dup", "dup", "new"], ours: ["dup", "dup", "new", "new"],
      theirs: ["dup", "dup", "dup", "new", "dup"])
    #expect(merged == ["dup", "dup", "new", "new", "dup"])
  }

  /// A todo added at the top and one changed here, a todo changed and a line appended
  /// there, far apart in a long list: the merge is each side's own run with the unchanged
  /// lines between, and the line they changed is still their version of its todo.
  @Test func editsFarApartAreEachSidesOwnRun() {
    let base = (0..<1000).map { TextLine("todo \($0)") }
    var ours = base
    ours.insert(TextLine("new here"), at: 0)
    ours[6] = TextLine("todo 5 +home")
    var theirs = base
    theirs[990] = TextLine("todo 990 due:2026-12-01")
    theirs.append(TextLine("appended there"))
    let outcome = LineMerge.mergeReporting(base: base, ours: ours, theirs: theirs)
    var expected = ours
    expected[991] = theirs[990]
    expected.append(TextLine("appended there"))
    #expect(outcome.lines == expected)
    #expect(outcome.counterparts == [991: 990])
    #expect(outcome.conflicts.isEmpty)
  }

  /// Runs apart that share a text are merged whole: a line both sides added, one at the
  /// top and one at the end, is there once, where they put it.
  @Test func aLineBothSidesAddedFarApartIsThereOnce() {
    let lines = { (texts: [String]) -> [TextLine] in texts.map { TextLine($0) } }
    let merged = LineMerge.mergeReporting(
      base: lines(["a", "b", "c", "d"]), ours: lines(["both", "a", "b", "c", "d"]),
      theirs: lines(["a", "b", "c", "d", "both"]))
    #expect(merged.lines == lines(["a", "b", "c", "d", "both"]))
  }

  /// The file store's merge sets aside the lines all three share at both ends; with no text
  /// repeated, that changes nothing: it gives what the merge of the whole lists gives.
  @Test(arguments: TestSeed.seeds([11, 12, 13, 14]))
  func settingAsideTheSharedEndsGivesTheWholeMerge(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var fresh = 0
    func edited(_ lines: [String]) -> [String] {
      var lines = lines
      for _ in 0..<Int(random.next() % 4) {
        let index = Int(random.next() % UInt64(lines.count + 1))
        switch random.next() % 3 {
        case 0:
          fresh += 1
          lines.insert("new \(seed) \(fresh)", at: index)
        case 1 where index < lines.count: lines.remove(at: index)
        default:
          fresh += 1
          if index < lines.count { lines[index] = "changed \(seed) \(fresh)" }
        }
      }
      return lines
    }
    for round in 0..<200 {
      let base = (0..<Int(random.next() % 30)).map { "line \(round) \($0)" }
      let (ours, theirs) = (edited(base), edited(base))
      let whole = LineMerge.mergeReporting(base: base, ours: ours, theirs: theirs)
      let lines = { (texts: [String]) -> [TextLine] in texts.map { TextLine($0) } }
      let trimmed = LineMerge.mergeReporting(base: lines(base), ours: lines(ours), theirs: lines(theirs))
      let trimmedTexts: [String] = trimmed.lines.map { $0.string }
      #expect(trimmedTexts == whole.lines, "round \(round): \(base) \(ours) \(theirs)")
      #expect(trimmed.conflicts == whole.conflicts)
      #expect(trimmed.counterparts == whole.counterparts)
    }
  }

  @Test func deletingTheLaterOfTwoEqualLinesRemovesThatOneWhereTheFileIsTheSameAround() {
    // Five equal lines at the start stay as they are; the one deleted is the later one.
    let lines = { (texts: [String]) -> [TextLine] in texts.map { TextLine($0) } }
    let merged = LineMerge.merge(
      base: lines(["same", "same", "same", "same", "same", "B", "same", "C"]),
      ours: lines(["same", "same", "same", "same", "same", "B", "C"]),
      theirs: lines(["same", "same", "same", "same", "same", "B", "same", "C", "D"]))
    let texts: [String] = merged.map { $0.string }
    #expect(texts == ["same", "same", "same", "same", "same", "B", "C", "D"])
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
  @Test func aDeleteOfALineTheyChangedKeepsTheirVersionAndIsReportedByName() {
    let outcome = LineMerge.mergeReporting(
      base: ["(C) Fix the bike", "Call Mum"], ours: ["Call Mum"], theirs: ["(A) Fix the bike", "Call Mum"])
    #expect(outcome.lines == ["(A) Fix the bike", "Call Mum"])
    #expect(
      outcome.conflicts.map(\.message) == [
        "Not deleted: ‘(C) Fix the bike’ was changed by another program to ‘(A) Fix the bike’"
      ])
    #expect(outcome.counterparts == [0: 0])
  }

  @Test func aCompletionOfALineTheyDeletedIsKeptAndReported() {
    let outcome = LineMerge.mergeReporting(
      base: ["Call Mum", "Fix the bike"], ours: ["Call Mum", "x 2026-11-23 Fix the bike"],
      theirs: ["Call Mum"])
    #expect(outcome.lines == ["Call Mum", "x 2026-11-23 Fix the bike"])
    #expect(
      outcome.conflicts.map(\.message) == [
        "Completed here, deleted there: ‘x 2026-11-23 Fix the bike’ (kept as completed)"
      ])
  }

  @Test func anEditAndAPriorityOfALineTheyDeletedAreKeptAndNamed() {
    let outcome = LineMerge.mergeReporting(
      base: ["A", "Fix the bike", "Call Mum"], ours: ["A", "(B) Fix the bike", "Call Dad"], theirs: ["A"])
    #expect(outcome.lines == ["A", "(B) Fix the bike", "Call Dad"])
    #expect(outcome.conflicts.map(\.here) == [.prioritized, .edited])
    #expect(outcome.conflicts.map(\.ours) == ["(B) Fix the bike", "Call Dad"])
  }

  @Test func aLineChangedOnBothSidesKeepsBothVersionsAndIsReported() {
    let outcome = LineMerge.mergeReporting(
      base: ["A", "(C) Fix the bike", "B"], ours: ["A", "x 2026-11-23 Fix the bike pri:C", "B"],
      theirs: ["A", "(A) Fix the bike", "B"])
    #expect(outcome.lines == ["A", "x 2026-11-23 Fix the bike pri:C", "(A) Fix the bike", "B"])
    #expect(
      outcome.conflicts.map(\.message) == [
        "Completed here, changed there to ‘(A) Fix the bike’: both kept, yours is ‘x 2026-11-23 Fix the bike pri:C’"
      ])
  }

  @Test func aLineTheyReplacedWithAnotherIsNotSaidToBeTheirChangeOfIt() {
    // The user edits "Fix the bike" here; in an editor it was deleted and "Call the bank"
    // written in its place. Only its place pairs them: the message says what was seen.
    let edited = LineMerge.mergeReporting(
      base: ["A", "Fix the bike", "B"], ours: ["A", "Fix the bike +home", "B"],
      theirs: ["A", "Call the bank", "B"])
    #expect(
      edited.conflicts.map(\.message) == [
        "Edited here, replaced there by ‘Call the bank’: both kept, yours is ‘Fix the bike +home’"
      ])
    let deleted = LineMerge.mergeReporting(
      base: ["A", "Fix the bike", "B"], ours: ["A", "B"], theirs: ["A", "Call the bank", "B"])
    #expect(
      deleted.conflicts.map(\.message) == [
        "Not deleted: ‘Fix the bike’ was replaced by another program with ‘Call the bank’"
      ])
    // A change of its words is still a change.
    let changed = LineMerge.mergeReporting(
      base: ["A", "Fix the bike", "B"], ours: ["A", "Fix the bike +home", "B"],
      theirs: ["A", "Fix the bike due:2026-12-01", "B"])
    #expect(changed.conflicts.map(\.message).first?.contains("changed there to") == true)
  }

  @Test func aLineEditedInPlaceIsPairedByItsPlaceBetweenUnchangedNeighbours() {
    let outcome = LineMerge.mergeReporting(
      base: ["A", "Fix the bike", "B"], ours: ["A", "B"], theirs: ["A", "Repair the bicycle", "B"])
    #expect(outcome.lines == ["A", "Repair the bicycle", "B"])
    #expect(outcome.conflicts.map(\.theirs) == ["Repair the bicycle"])
  }

  @Test func theSameChangeOrTheSameAdditionOnBothSidesIsOneLineAndNoConflict() {
    let outcome = LineMerge.mergeReporting(
      base: ["A", "Fix the bike"], ours: ["New", "A", "(A) Fix the bike"],
      theirs: ["New", "A", "(A) Fix the bike"])
    #expect(outcome.lines == ["New", "A", "(A) Fix the bike"])
    #expect(outcome.conflicts.isEmpty)
  }

  @Test func aDeleteOnBothSidesIsNoConflict() {
    let outcome = LineMerge.mergeReporting(
      base: ["A", "B", "C"], ours: ["A", "C"], theirs: ["A", "C", "D"])
    #expect(outcome.lines == ["A", "C", "D"])
    #expect(outcome.conflicts.isEmpty)
  }

  @Test func aLineGivenMoreWordsIsPairedWithItEvenWhenItMoved() {
    let outcome = LineMerge.mergeReporting(
      base: ["Fix the bike", "A", "B"], ours: ["A", "B"], theirs: ["A", "B", "Fix the bike +garage"])
    #expect(outcome.lines == ["A", "B", "Fix the bike +garage"])
    #expect(outcome.conflicts.map(\.theirs) == ["Fix the bike +garage"])
  }
}
