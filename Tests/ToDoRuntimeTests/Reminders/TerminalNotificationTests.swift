import Testing

@testable import ToDoCore
@testable import ToDoRuntime

@Suite("Asking the terminal to notify")
struct TerminalNotificationTests {
  @Test(arguments: [
    (["TERM": "xterm-kitty"], TerminalNotification.kitty), (["TERM_PROGRAM": "iTerm.app"], .osc9),
    (["TERM_PROGRAM": "WezTerm"], .osc9), (["TERM": "xterm-ghostty"], .osc9), (["TERM": "foot"], .osc777),
    (["VTE_VERSION": "7600", "TERM": "xterm-256color"], .osc777), (["TERM": "xterm-256color"], .bell),
    (["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"], .tmux(.kitty)),
    (["TERM": "screen", "TMUX": "/tmp/tmux-0/default,1,0"], .tmux(.bell)),
  ])
  func theWayIsChosenByWhatTheTerminalSaysItIs(environment: [String: String], way: TerminalNotification) {
    #expect(TerminalNotification.chosen(by: environment) == way)
  }

  @Test func eachWayWritesItsSequenceWithoutTheTextsControlCharacters() {
    #expect(
      TerminalNotification.osc9.sequence(title: "Reminder 09:00", body: "Call\u{7} mum")
        == "\u{1B}]9;Reminder 09:00: Call mum\u{7}")
    #expect(TerminalNotification.kitty.sequence(title: "R", body: "x\u{1B}y") == "\u{1B}]99;;R: xy\u{1B}\\")
    #expect(
      TerminalNotification.osc777.sequence(title: "R;1", body: "b;c") == "\u{1B}]777;notify;R,1;b;c\u{1B}\\")
    #expect(TerminalNotification.bell.sequence(title: "R", body: "b") == "\u{7}")
    #expect(
      TerminalNotification.tmux(.osc9).sequence(title: "R", body: "b")
        == "\u{1B}Ptmux;\u{1B}\u{1B}]9;R: b\u{7}\u{1B}\\\u{7}")
    #expect(TerminalNotification.tmux(.bell).sequence(title: "R", body: "b") == "\u{7}")
  }
}
