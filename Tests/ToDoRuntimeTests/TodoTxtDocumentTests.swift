import Testing

@testable import ToDoRuntime

@Suite("todo.txt documents")
struct TodoTxtDocumentTests {
  private func parse(_ text: String) throws -> TodoTxtDocument {
    try TodoTxtDocument.parse(Array(text.utf8))
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
      try TodoTxtDocument.parse([0x61, 0x00, 0x62])
    }
    #expect(throws: ToDoStoreError("the file is not UTF-8 text")) {
      try TodoTxtDocument.parse([0x61, 0xFF, 0xFE])
    }
    #expect(throws: ToDoStoreError.self) {
      try TodoTxtDocument.parse([UInt8](repeating: 0x61, count: TodoTxtDocument.maximumSize + 1))
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

  @Test func aRestoredTodoGoesBackAfterItsPredecessor() throws {
    let file = try parse("A\nC\n\nD\n")
    #expect(
      file.merging(ours: ["A", "B", "C", "D"], base: ["A", "C", "D"]).lines == ["A", "B", "C", "", "D"])
  }

  @Test func duplicatesAreCountedNotCollapsed() throws {
    let file = try parse("X\nX\nY\n")
    #expect(file.merging(ours: ["X", "Y"], base: ["X", "X", "Y"]).lines == ["X", "Y"])
    #expect(file.merging(ours: ["X", "X", "X", "Y"], base: ["X", "X", "Y"]).lines == ["X", "X", "X", "Y"])
  }
}
