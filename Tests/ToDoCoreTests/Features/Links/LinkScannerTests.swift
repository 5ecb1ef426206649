import Testing

@testable import ToDoCore

/// What counts as a link: the schemes, and the punctuation around it that is the
/// sentence's, not the link's.
@Suite("Links found in a todo's text")
struct LinkScannerTests {
  @Test(
    "the first link of a line, without the sentence's punctuation around it",
    arguments: [
      ("Read https://example.org/a?b=1#c today", "https://example.org/a?b=1#c"),
      ("see http://x.org.", "http://x.org"),
      ("(see https://x.org/a), then", "https://x.org/a"),
      ("wiki https://en.wikipedia.org/wiki/A_(b)", "https://en.wikipedia.org/wiki/A_(b)"),
      ("<https://x.org/>", "https://x.org/"),
      ("Mail mailto:bob@example.org about it", "mailto:bob@example.org"),
      ("Spec file:///home/me/spec.pdf +work", "file:///home/me/spec.pdf"),
      ("Get ftp://mirror.org/f.iso", "ftp://mirror.org/f.iso"),
      ("HTTPS://EXAMPLE.ORG first", "HTTPS://EXAMPLE.ORG"),
      ("two http://a.org http://b.org", "http://a.org"),
      ("\"https://quoted.org\"", "https://quoted.org"),
    ])
  func theFirstLink(line: String, link: String) {
    #expect(LinkScanner.firstLink(in: line) == link)
  }

  @Test(
    "no link in words that only look like one",
    arguments: [
      "Call mom", "due:2026-01-01 t:2026-01-02", "http:// alone", "https://", "mailto:", "ratio 3:1",
      "myhttp://x.org", "www.example.org", "javascript:alert(1)", "(http://).",
    ])
  func noLink(line: String) {
    #expect(LinkScanner.firstLink(in: line) == nil)
  }

  @Test("a word's link is a range of the word, found without the line")
  func aWordsLink() {
    let line = "x (https://a.org/b)."
    let word = line[line.firstIndex(of: "(")!...]
    let range = LinkScanner.link(inWord: word)
    #expect(range.map { String(line[$0]) } == "https://a.org/b")
  }
}
