import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A paste becomes one line the user can edit (`ToDoText.sanitized`), never many todos
/// added by surprise.
@Suite("Pasted text")
struct PastedTextTests {
  @Test(arguments: [
    ("one\ntwo", "one two"),
    ("one\r\ntwo\r\n", "one two "),
    ("a\tb", "a b"),
    ("title\u{1B}]0;pwned\u{7}", "title]0;pwned"),
    ("\u{1B}[2Jclear", "[2Jclear"),
    ("c1\u{9B}31m", "c131m"),
    ("买牛奶 👍🏽", "买牛奶 👍🏽"),
    ("\n\n\n", " "),
  ])
  func pastedTextBecomesOneSafeLine(pasted: String, line: String) {
    #expect(ToDoText.sanitized(pasted) == line)
  }

  @Test func aPasteNeverSubmits() {
    let state = State.loaded()
    let action = Keymap.standard.action(for: .paste("Buy bread\nBuy eggs\n"), in: state)
    #expect(action == .lineEdit(.insert("Buy bread Buy eggs ")))
    #expect(Keymap.standard.action(for: .paste("\u{7}"), in: state) == nil)
  }

  @Test func aMegabytePasteIsCutToTheLimitWithAMessage() {
    let pasted = String(repeating: "paste me ", count: 120_000)  // ~1 MB
    let line = ToDoText.sanitized(pasted)
    let (state, _) = reducer(.loaded(), .lineEdit(.insert(line)))
    #expect(state.input.text.count == InputLine.maximumLength)
    #expect(state.status?.kind == .warning)
    #expect(state.todos.count == 3)
  }
}
