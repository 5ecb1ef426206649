import Testing
import ToDoCore

@testable import ToDoRuntime

@Suite("Saves of a long list with blank lines")
struct BlankLineMergeTests {
  /// One blank line near the top used to stop the setting aside of the lines the file, the
  /// base and the list share: every save of a long list hashed and merged all of it.
  @Test func anUnchangedFileWithABlankLineIsMergedByComparisonsOnly() {
    let long = (1...300_000).map { TextLine("Todo number \($0) +project @context") }
    let file = ToDoTxtDocument(lines: [long[0], ""] + long.dropFirst())
    var mine = long
    mine.insert("One more", at: 150_000)
    let clock = ContinuousClock()
    var merged = ToDoTxtDocument()
    let took = clock.measure { merged = file.merging(ours: mine, base: long) }
    #expect(merged.lines == [mine[0], ""] + mine.dropFirst())
    print("merge of 300,000 lines with one blank line: \(took)")
  }
}
