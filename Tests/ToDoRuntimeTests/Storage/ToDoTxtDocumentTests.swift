import Testing
import ToDoCore

@testable import ToDoRuntime

@Suite("todo.txt documents")
struct ToDoTxtDocumentTests {
  private func parse(_ text: String) throws -> ToDoTxtDocument {
    try ToDoTxtDocument.parse(Array(text.utf8))
  }

  @Test func everyLineSurvivesByteForByte() throws {
    let text =
      "(A) 2026-11-01 Call mom +family @phone\nx 2026-11-02 2026-10-30 Done thing\n\n  \n@home  spaces  kept \t\n"
    let document = try parse(text)
    #expect(
      document.todoLines == [
        "(A) 2026-11-01 Call mom +family @phone", "x 2026-11-02 2026-10-30 Done thing",
        "@home  spaces  kept \t",
      ])
    #expect(document.bytes == Array(text.utf8))
  }

  @Test func lineEndingsAndTheMissingFinalNewlineAreKept() throws {
    for text in ["a\r\nb\r\n", "a\r\nb", "a\nb", "single", ""] {
      #expect(try parse(text).bytes == Array(text.utf8), "\(text.debugDescription)")
    }
    #expect(try parse("a\r\nb").lineEnding == "\r\n")
  }

  @Test func binaryNonUTF8AndHugeFilesAreRefusedSayingWhich() {
    #expect(throws: ToDoStoreError("the file looks binary (it contains NUL bytes), not a todo.txt list")) {
      try ToDoTxtDocument.parse([0x61, 0x00, 0x62])
    }
    #expect(throws: ToDoStoreError("the file is not UTF-8 text")) {
      try ToDoTxtDocument.parse([0x61, 0xFF, 0xFE])
    }
    #expect(throws: ToDoStoreError.self) {
      try ToDoTxtDocument.parse([UInt8](repeating: 0x61, count: ToDoTxtDocument.maximumSize + 1))
    }
  }

  @Test func mergingWithAnUnchangedFileGivesOurList() throws {
    let file = try parse("A\nB\n\nC\n")
    let merged = file.merging(ours: ["New", "A", "C", "D"], base: ["A", "B", "C"])
    #expect(merged.lines == ["New", "A", "", "C", "D"])
  }

  @Test func mergingKeepsBothSidesChanges() throws {
    // Base A B C; the app deleted B and added N on top; an editor added E and deleted C.
    let theirs = try parse("A\nB\nE\n")
    let merged = theirs.merging(ours: ["N", "A", "C"], base: ["A", "B", "C"])
    #expect(merged.lines == ["N", "A", "E"])
  }

  @Test func aRestoredToDoGoesBackAfterItsPredecessor() throws {
    let file = try parse("A\nC\n\nD\n")
    #expect(
      file.merging(ours: ["A", "B", "C", "D"], base: ["A", "C", "D"]).lines == ["A", "B", "C", "", "D"])
  }

  @Test func duplicatesAreCountedNotCollapsed() throws {
    let file = try parse("X\nX\nY\n")
    #expect(file.merging(ours: ["X", "Y"], base: ["X", "X", "Y"]).lines == ["X", "Y"])
    #expect(file.merging(ours: ["X", "X", "X", "Y"], base: ["X", "X", "Y"]).lines == ["X", "X", "X", "Y"])
  }

  // MARK: Byte order marks and line endings

  private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// Adds `todo` on top through a merge, then deletes it again the same way.
  private func addedAndDeleted(_ document: ToDoTxtDocument, _ todo: String) -> (
    added: ToDoTxtDocument, back: ToDoTxtDocument
  ) {
    let added = document.merging(ours: [TextLine(todo)] + document.todoLines, base: document.todoLines)
    return (added, added.merging(ours: document.todoLines, base: added.todoLines))
  }

  @Test func aByteOrderMarkStaysAtTheStartAndIsNeverPartOfAToDo() throws {
    let document = try ToDoTxtDocument.parse([0xEF, 0xBB, 0xBF] + bytes("First\nSecond\n"))
    #expect(document.todoLines == ["First", "Second"])
    let (added, back) = addedAndDeleted(document, "New")
    #expect(added.bytes == [0xEF, 0xBB, 0xBF] + bytes("New\nFirst\nSecond\n"))
    #expect(back.bytes == [0xEF, 0xBB, 0xBF] + bytes("First\nSecond\n"))
    // Deleting the first todo keeps the mark where it was.
    #expect(
      document.merging(ours: ["Second"], base: ["First", "Second"]).bytes == [0xEF, 0xBB, 0xBF]
        + bytes("Second\n"))
  }

  @Test func aCROnlyFileIsSplitOnCRAndWrittenBackWithCR() throws {
    let document = try parse("one task\rtwo tasks\rthree tasks\r")
    #expect(document.todoLines == ["one task", "two tasks", "three tasks"])
    let (added, back) = addedAndDeleted(document, "New")
    #expect(added.bytes == bytes("New\rone task\rtwo tasks\rthree tasks\r"))
    #expect(back.bytes == bytes("one task\rtwo tasks\rthree tasks\r"))
  }

  @Test func eachLineKeepsItsOwnEndingAndNewLinesTakeTheDominantOne() throws {
    let text = "a\r\nb\nc\r\nd\re\r\n"
    let document = try parse(text)
    #expect(document.todoLines == ["a", "b", "c", "d", "e"])
    #expect(document.bytes == bytes(text))
    #expect(document.lineEnding == "\r\n")
    let (added, back) = addedAndDeleted(document, "New")
    #expect(added.bytes == bytes("New\r\na\r\nb\nc\r\nd\re\r\n"))
    #expect(back.bytes == bytes(text))
    // Lines around a merge's insertion or deletion keep their own endings.
    let theirs = try parse("a\nb\r\nc\r\n")
    #expect(
      theirs.merging(ours: ["a", "x", "b", "c"], base: ["a", "b", "c"]).bytes == bytes("a\nx\r\nb\r\nc\r\n"))
    #expect(theirs.merging(ours: ["a", "c"], base: ["a", "b", "c"]).bytes == bytes("a\nc\r\n"))
  }

  @Test(arguments: [
    // Two equal lines with different endings: whichever is deleted, the other keeps its own.
    ("A\r\nB\nA\n", ["A", "B"], "A\r\nB\n"),
    ("A\r\nB\nA\n", ["B", "A"], "B\nA\n"),
    ("A\nB\r\nA\r\nC\n", ["A", "B", "C"], "A\nB\r\nC\n"),
    ("A\nB\r\nA\r\nC\n", ["B", "A", "C"], "B\r\nA\r\nC\n"),
    ("x\rA\nB\nA\r\nA\r\n", ["x", "A", "A", "A"], "x\rA\nA\r\nA\r\n"),
  ])
  func deletingOneOfTwoEqualLinesLeavesTheOtherItsOwnEnding(text: String, after: [TextLine], expected: String)
    throws
  {
    var document = try parse(text)
    document.lines = after
    #expect(document.bytes == bytes(expected), "\(text.debugDescription) → \(after)")
  }

  @Test func emptyLinesBetweenUnusualEndingsSurvive() throws {
    for text in ["x\r\rLast", "x\r\r\nLast", "x\n\rLast", "x\n\n\rLast", "\r\nLast", "\n", "\r", "\r\n"] {
      let document = try parse(text)
      #expect(document.bytes == bytes(text), "\(text.debugDescription)")
      #expect(addedAndDeleted(document, "New").back.bytes == bytes(text), "\(text.debugDescription)")
    }
  }

  @Test func aMissingFinalNewlineStaysMissingAfterAnAddAndADelete() throws {
    for text in ["single", "a\nb", "a\r\nb", "a\rb", "a\nb\r\nc"] {
      let (added, back) = addedAndDeleted(try parse(text), "New")
      #expect(added.bytes.last != 0x0A && added.bytes.last != 0x0D, "\(text.debugDescription)")
      #expect(back.bytes == bytes(text), "\(text.debugDescription)")
    }
  }

  /// Our own small files with the edge cases of other clients' test files: each survives
  /// an add and a delete byte for byte.
  @Test(arguments: [
    "  \n\t\n(A) blank and whitespace-only lines around\n\n",
    "tab\tinside\t\nTrailing blanks   \n   leading blanks\n",
    "A task with \u{1B}[0;31m actual colour \u{1B}[0;30m\n",
    "x 2017-06-31 invalid date\n(a) lower-case priority\n(B)->Submit\nX 2012-01-01 capital x\n",
    "# a comment line\nfoo:bar due:2013-11-31 t:2000-01-01\n",
    String(repeating: "long ", count: 21_000) + "\nshort\n",
    "caf\u{E9} \u{4F60}\u{597D} \u{1F600}\n",
  ])
  func fixturesOfOtherClientsSurviveAnAddAndADelete(text: String) throws {
    let document = try parse(text)
    #expect(document.bytes == bytes(text))
    #expect(addedAndDeleted(document, "New todo").back.bytes == bytes(text))
  }

  @Test func aUTF16FileIsNamedAsSuch() {
    #expect(
      throws: ToDoStoreError("the file is UTF-16 text, not UTF-8 (convert it: iconv -f UTF-16 -t UTF-8)")
    ) {
      try ToDoTxtDocument.parse([0xFF, 0xFE, 0x61, 0x00])
    }
  }

  /// UTF-8 is checked in blocks (no copy of a whole large file): a character across a
  /// block's end is still valid, and a broken sequence at a block's end still refused.
  @Test func utf8IsCheckedAcrossBlockBoundaries() {
    let text = Array("ab\u{E9}\u{4F60}\u{1F600}cd\u{E9}".utf8)
    for blockSize in 1...text.count {
      #expect(ToDoTxtDocument.isUTF8(text, blockSize: blockSize), "block \(blockSize)")
      #expect(!ToDoTxtDocument.isUTF8(Array(text.dropLast()), blockSize: blockSize), "block \(blockSize)")
      #expect(!ToDoTxtDocument.isUTF8(text + [0xE9, 0x61], blockSize: blockSize), "block \(blockSize)")
      #expect(!ToDoTxtDocument.isUTF8([0x61, 0x80] + text, blockSize: blockSize), "block \(blockSize)")
    }
  }

  /// The loaded todos are places in the file's bytes, not a string each: a large file
  /// costs about its own size.
  @Test func theToDosShareTheFilesBytes() throws {
    let document = try parse("(A) one\r\n\n  \ntwo\n")
    let titles = document.todoTitles
    #expect(titles == ["(A) one", "two"])
    let storage = try #require(document.lines.first?.storage)
    #expect(titles.lines.allSatisfy { $0.storage === storage })
  }
}
