import Testing
import ToDoTestSupport

@testable import ToDoCore

/// The reload's matching (equal ends by place, the rest by content and occurrence) against
/// the matching of the whole list by content and occurrence.
@Suite("Reload: matching the file's lines to the list")
struct ReloadMatchingTests {
  private func lines(_ titles: [String]) -> [TextLine] {
    TitleList(titles).lines
  }

  /// Another program's random edits of `titles`: lines inserted, deleted, changed, moved.
  private func edited(_ titles: [String], alphabet: [String], random: inout SplitMix64) -> [String] {
    var result = titles
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let kind = Int.random(in: 0..<4, using: &random)
      let index = result.isEmpty ? 0 : Int.random(in: 0..<result.count, using: &random)
      switch kind {
      case 0: result.insert(alphabet.randomElement(using: &random)!, at: min(index, result.count))
      case 1 where !result.isEmpty: result.remove(at: index)
      case 2 where !result.isEmpty: result[index] = alphabet.randomElement(using: &random)!
      case 3 where !result.isEmpty: result.append(result.remove(at: index))
      default: result.append(alphabet.randomElement(using: &random)!)
      }
    }
    return result
  }

  @Test(arguments: TestSeed.seeds(Array(0..<200)))
  func keepsAsManyToDosAsTheWholeMatchingEachWithItsOwnText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    // A small alphabet: many duplicated lines, where matching by occurrence matters.
    let alphabet =
      seed.isMultiple(of: 2)
      ? ["A", "B", "C", "A todo longer than eight bytes"]
      : (0..<40).map { "Todo of \($0 + 10) with a tail of more bytes" }
    let titles = (0..<Int.random(in: 0...30, using: &random)).map { _ in
      alphabet.randomElement(using: &random)!
    }
    let saved = ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 10, title: $0.element) })
    let file = edited(titles, alphabet: alphabet, random: &random)
    let (merged, summary) = MergedList.reloaded(lines(file), matching: saved)
    let whole = MergedList(matchingByText: lines(file), saved)
    #expect(merged.titles == whole.titles)
    #expect(merged.ids.compactMap { $0 }.count == whole.ids.compactMap { $0 }.count, "as many kept")
    let kept = merged.ids.compactMap { $0 }
    #expect(Set(kept).count == kept.count, "no todo matched twice")
    let titleByID = Dictionary(uniqueKeysWithValues: saved.map { ($0.id, $0.title) })
    for (id, title) in zip(merged.ids, file) {
      if let id { #expect(titleByID[id] == title, "a kept id keeps its own text") }
    }
    if Set(titles).count == titles.count, Set(file).count == file.count {
      #expect(merged.ids == whole.ids, "texts unique on both sides: the same ids as the whole matching")
    }
    let wholeSummary = ReloadSummary(before: saved, merged: whole)
    #expect(
      summary.changed + summary.added == wholeSummary.changed + wholeSummary.added
        && summary.changed + summary.removed == wholeSummary.changed + wholeSummary.removed)
  }

  @Test func anAppendedLineIsTheOnlyNewOne() {
    let saved = ToDoList((1...5).map { ToDo(id: $0, title: "Todo \($0)") })
    let (merged, summary) = MergedList.reloaded(
      lines((1...5).map { "Todo \($0)" } + ["New"]), matching: saved)
    #expect(merged.ids == [1, 2, 3, 4, 5, nil])
    #expect(summary == ReloadSummary(added: 1))
  }

  @Test func aMergeWithLocalChangesCountsTheOtherProgramsVersionsOfToDosAsChanges() {
    // In a merge with local changes the other program's version of a todo keeps the todo's
    // id: changed there counts as changed, and a todo deleted here but changed there (whose
    // id the list no longer has) as added, so that the reload is taken and shown.
    let before = ToDoList([ToDo(id: 1, title: "A"), ToDo(id: 2, title: "B")])
    let edited = MergedList(titles: ["A", "B, changed there", "C"], ids: [1, 2, nil])
    #expect(
      ReloadSummary(before: before, merged: edited, comparingText: true)
        == ReloadSummary(changed: 1, added: 1))
    let deletedHere = ToDoList([ToDo(id: 1, title: "A")])
    let keptThere = MergedList(titles: ["A", "(A) B"], ids: [1, 2])
    let summary = ReloadSummary(before: deletedHere, merged: keptThere, comparingText: true)
    #expect(summary == ReloadSummary(added: 1))
    #expect(summary.changesTheList)
  }
}
