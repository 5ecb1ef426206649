import Testing
import ToDoCore

@testable import ToDoRuntime

/// `todo merge-driver`'s merge, on bytes: each case git can bring.
@Suite("The git merge driver")
struct MergeDriverTests {
  private func merge(
    _ ancestor: String, _ ours: String, _ theirs: String, kind: MergeDriver.FileKind = .list
  ) -> (text: String?, messages: [String], status: Int32) {
    let outcome = MergeDriver.merge(
      ancestor: Array(ancestor.utf8), ours: Array(ours.utf8), theirs: Array(theirs.utf8), kind: kind,
      path: "todo.txt")
    return (outcome.bytes.map { String(decoding: $0, as: UTF8.self) }, outcome.messages, outcome.status)
  }

  private let base = "(A) call mom\nbuy milk\npay rent +home\nwater plants\n"

  @Test func bothSidesAdditionsAtTheTopAreKeptOursFirst() {
    let result = merge(base, "mine\n" + base, "yours\n" + base)
    #expect(result.text == "mine\nyours\n" + base)
    #expect(result.messages.isEmpty)
    #expect(result.status == 0)
  }

  @Test func theOrderOfBothAdditionsIsStableWhicheverSideIsMerged() {
    let ours = "mine\n" + base
    let theirs = "yours\n" + base
    #expect(merge(base, ours, theirs).text == merge(base, ours, theirs).text)
    #expect(merge(base, theirs, ours).text == "yours\nmine\n" + base)
  }

  @Test func differentTodosCompletedOnEachSideAreBothCompleted() {
    let ours = "(A) call mom\nx 2026-11-26 buy milk\npay rent +home\nwater plants\n"
    let theirs = "(A) call mom\nbuy milk\npay rent +home\nx 2026-11-26 water plants\n"
    let result = merge(base, ours, theirs)
    #expect(result.text == "(A) call mom\nx 2026-11-26 buy milk\npay rent +home\nx 2026-11-26 water plants\n")
    #expect(result.status == 0)
  }

  @Test func aTodoCompletedHereAndEditedThereKeepsBothAndStops() {
    let ours = "(A) call mom\nx 2026-11-26 buy milk\npay rent +home\nwater plants\n"
    let theirs = "(A) call mom\nbuy milk @shop\npay rent +home\nwater plants\n"
    let result = merge(base, ours, theirs)
    #expect(
      result.text == "(A) call mom\nx 2026-11-26 buy milk\nbuy milk @shop\npay rent +home\nwater plants\n")
    #expect(
      result.messages == [
        "Completed here, changed there to ‘buy milk @shop’: both kept, yours is ‘x 2026-11-26 buy milk’ (todo.txt)",
        "To fix: 1 todo was changed on both branches; both versions are in todo.txt: "
          + "keep one of each, then git add todo.txt && git commit",
      ])
    #expect(result.status == 1)
  }

  @Test func aTodoDeletedHereAndEditedThereIsKeptAndNamedWithoutStopping() {
    let ours = "(A) call mom\nbuy milk\nwater plants\n"
    let theirs = "(A) call mom\nbuy milk\npay rent +home @bank\nwater plants\n"
    let result = merge(base, ours, theirs)
    #expect(result.text == theirs)
    #expect(
      result.messages == [
        "Not deleted: ‘pay rent +home’ was changed on the other branch to ‘pay rent +home @bank’ (todo.txt)"
      ])
    #expect(result.status == 0)
  }

  @Test func aTodoEditedHereAndDeletedThereIsKeptAndNamedWithoutStopping() {
    let ours = "(A) call mom\nbuy milk\npay rent +home @bank\nwater plants\n"
    let theirs = "(A) call mom\nbuy milk\nwater plants\n"
    let result = merge(base, ours, theirs)
    #expect(result.text == ours)
    #expect(
      result.messages == [
        "Edited here, deleted there: ‘pay rent +home @bank’ (kept as edited here) (todo.txt)"
      ])
    #expect(result.status == 0)
  }

  @Test func theSameChangeOnBothSidesIsMadeOnce() {
    let changed = "new\n(A) call mom\nx 2026-11-26 buy milk\npay rent +home\n"
    let ours = changed + "water plants\nmine\n"
    let theirs = changed + "water plants\n"
    let result = merge(base, ours, theirs)
    #expect(result.text == ours)
    #expect(result.messages.isEmpty)
    #expect(result.status == 0)
  }

  @Test func untouchedLinesKeepTheirBytesSpacesAndEndings() {
    let ancestor = "a  two  spaces \t\r\nb\n\nc\r\n"
    let ours = "a  two  spaces \t\r\nb\n\nc\r\nmine\n"
    let theirs = "yours\na  two  spaces \t\r\nb\n\nc\r\n"
    #expect(merge(ancestor, ours, theirs).text == "yours\na  two  spaces \t\r\nb\n\nc\r\nmine\n")
  }

  @Test func aByteOrderMarkAndCRLFEndingsAreKept() {
    let mark = "\u{FEFF}"
    let ancestor = mark + "a\r\nb\r\n"
    let result = merge(ancestor, mark + "mine\r\na\r\nb\r\n", mark + "a\r\nb\r\nyours\r\n")
    #expect(result.text == mark + "mine\r\na\r\nb\r\nyours\r\n")
    #expect(merge("a\rb\r", "a\rb\rmine\r", "yours\ra\rb\r").text == "yours\ra\rb\rmine\r")
  }

  @Test func aSideThatConvertedTheFileKeepsItsConversion() {
    let converted = merge("a\nb\n", "\u{FEFF}a\r\nb\r\n", "a\nb\nyours\n")
    #expect(converted.text == "\u{FEFF}a\r\nb\r\nyours\r\n")
    let theirs = merge("a\nb\n", "mine\na\nb\n", "a\r\nb\r\n")
    #expect(theirs.text == "mine\r\na\r\nb\r\n")
  }

  @Test func aMissingFinalNewlineIsKept() {
    #expect(merge("a\nb", "mine\na\nb", "a\nb\nyours").text == "mine\na\nb\nyours")
  }

  @Test func oneSideUnchangedGivesTheOtherSideByteForByte() {
    let theirs = "\u{FEFF}x\r\ny \n"
    #expect(merge(base, base, theirs).text == theirs)
    #expect(merge(base, theirs, base).text == theirs)
    #expect(merge(base, theirs, theirs).text == theirs)
  }

  @Test func aListAddedOnBothBranchesHasEveryTodoOnce() {
    let result = merge("", "a\nshared\n", "shared\nb\n")
    #expect(result.text == "a\nshared\nb\n")
    #expect(result.status == 0)
  }

  @Test func anUnreadableVersionLeavesOursAndStops() {
    let result = MergeDriver.merge(
      ancestor: Array(base.utf8), ours: Array(("mine\n" + base).utf8), theirs: [0x61, 0x00, 0x0A],
      kind: .list, path: "todo.txt")
    #expect(result.bytes == nil)
    #expect(
      result.messages.first
        == "Not merged: theirs cannot be read: the file looks binary (it contains NUL bytes), "
        + "not a todo.txt list (todo.txt)")
    #expect(result.messages.last?.hasPrefix("To fix: ") == true)
    #expect(result.status == 2)
  }

  @Test func aDoneFileGetsBothSidesAppendedLinesOnce() {
    let ancestor = "x 2026-11-01 old\n"
    let ours = ancestor + "x 2026-11-26 buy milk\nx 2026-11-26 both\n"
    let theirs = ancestor + "x 2026-11-26 both\nx 2026-11-26 water plants\n"
    let result = merge(ancestor, ours, theirs, kind: .doneFile)
    #expect(result.text == ours + "x 2026-11-26 water plants\n")
    #expect(result.messages.isEmpty)
    #expect(result.status == 0)
  }

  @Test func aDoneFileKeepsItsEndingsAndWhatOneSideTookOutStaysOut() {
    let ancestor = "x old\r\nx older\r\n"
    let result = merge(ancestor, "x old\r\nx mine\r\n", ancestor + "x yours\n", kind: .doneFile)
    #expect(result.text == "x old\r\nx mine\r\nx yours\r\n")
    #expect(merge("", "x a", "x b\n", kind: .doneFile).text == "x a\nx b\n")
  }

  @Test func aDoneFileTakesARepeatedLineAppendedAgain() {
    let ancestor = "x same\n"
    #expect(
      merge(ancestor, ancestor + "x mine\n", ancestor + "x same\n", kind: .doneFile).text
        == ancestor + "x mine\nx same\n")
  }

  @Test func aDoneFileLineOursTookOneCopyOfStaysAtOursCount() {
    // The ancestor held the line twice; ours took one copy out, theirs kept both and
    // appended another line: the copy ours took out is not appended again.
    let ancestor = "x 2026-11-01 same\nx 2026-11-01 same\n"
    let ours = "x 2026-11-01 same\n"
    let theirs = ancestor + "x 2026-11-26 new\n"
    #expect(merge(ancestor, ours, theirs, kind: .doneFile).text == ours + "x 2026-11-26 new\n")
  }
}
