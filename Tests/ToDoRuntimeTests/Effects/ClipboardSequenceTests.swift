import Testing

@testable import ToDoRuntime

/// OSC 52's bytes: the text in base64 between the command and BEL.
@Suite("The clipboard's control string")
struct ClipboardSequenceTests {
  @Test(
    "base64 as RFC 4648 spells it",
    arguments: [
      ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
      ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
  func base64(text: String, encoded: String) {
    #expect(ClipboardSequence.base64(Array(text.utf8)) == encoded)
  }

  @Test("the whole sequence, UTF-8 text included")
  func theSequence() {
    #expect(ClipboardSequence.copying("Buy milk") == "\u{1B}]52;c;QnV5IG1pbGs=\u{07}")
    // "café ✓": é and ✓ as their UTF-8 bytes.
    #expect(ClipboardSequence.copying("café ✓") == "\u{1B}]52;c;Y2Fmw6kg4pyT\u{07}")
  }
}
