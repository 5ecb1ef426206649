import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Display text")
struct DisplayTextTests {
  private func shown(_ text: String) -> [String] {
    DisplayText.glyphs(text).map(\.text)
  }

  @Test func wideAndCombiningCharactersMakeGlyphsAsNcursesStoresThem() {
    #expect(DisplayText.glyphs("a买") == [Glyph("a", width: 1), Glyph("买", width: 2)])
    #expect(DisplayText.glyphs("e\u{301}x") == [Glyph("e\u{301}", width: 1), Glyph("x", width: 1)])
    #expect(DisplayText.glyphs("👍🏽") == [Glyph("👍", width: 2), Glyph("🏽", width: 2)])
    #expect(DisplayText.glyphs("👩‍💻") == [Glyph("👩\u{200D}", width: 2), Glyph("💻", width: 2)])
    #expect(DisplayText.width("买牛奶") == 6)
  }

  @Test func controlCharactersAreShownInCaretNotation() {
    #expect(shown("a\u{1B}[2Jb") == ["a", "^", "[", "[", "2", "J", "b"])
    #expect(shown("\u{7F}\u{0}\t") == ["^", "?", "^", "@", "^", "I"])
  }

  @Test func c1ControlsBidiOverridesAndUnprintablesBecomeReplacementCharacters() {
    #expect(shown("a\u{9B}b") == ["a", "\u{FFFD}", "b"])
    #expect(shown("\u{202E}abc\u{2066}") == ["\u{FFFD}", "a", "b", "c", "\u{FFFD}"])
    #expect(shown("\u{E01F0}") == ["\u{FFFD}"])  // unassigned
  }

  @Test func aLoneCombiningMarkSitsOnADottedCircle() {
    #expect(DisplayText.glyphs("\u{301}a") == [Glyph("◌\u{301}", width: 1), Glyph("a", width: 1)])
  }

  @Test func aWidthLimitStopsEarlyButKeepsMarksOnTheLastGlyph() {
    let glyphs = DisplayText.glyphs("abe\u{301}cdefgh", maximumWidth: 3)
    #expect(glyphs.map(\.text).prefix(3) == ["a", "b", "e\u{301}"])
    #expect(glyphs.reduce(0) { $0 + $1.width } > 3)
    #expect(glyphs.count < 8)
  }
}
