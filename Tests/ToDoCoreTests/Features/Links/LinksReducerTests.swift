import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `o` and `Y`: the selected todo's first link opened, its text copied, and what the
/// opening came back with.
@Suite("Reducer: links")
struct LinksReducerTests {
  private func start(_ titles: [String], selecting index: Int = 0) -> State {
    State.loaded(titles).synced.selecting(index)
  }

  @Test func oAsksToOpenTheSelectedToDosFirstLink() {
    let state = start(["Call mom", "Read https://a.org/x, then http://b.org"], selecting: 1)
    let (next, command) = reducer(state, .links(.openFirst))
    #expect(command == .links(.open("https://a.org/x")))
    #expect(next.todos == state.todos)
  }

  @Test func oOnAToDoWithoutALinkSaysSoAndRunsNothing() {
    let (next, command) = reducer(start(["Call mom"]), .links(.openFirst))
    #expect(command == nil)
    #expect(next.status?.text.hasPrefix("No link in this todo") == true)
  }

  @Test func oWithoutASelectionDoesNothing() {
    var state = State.loaded(["Read https://a.org"]).synced
    state.focus = .input
    let (next, command) = reducer(state, .links(.openFirst))
    #expect(command == nil)
    #expect(next.status == state.status)
  }

  @Test func aStartedBrowserIsSaid() {
    let (next, command) = reducer(
      start(["Read https://a.org"]), .links(.opened(.started(program: "firefox", link: "https://a.org"))))
    #expect(command == nil)
    #expect(next.status == StatusMessage("Opened https://a.org with firefox.", kind: .info))
  }

  @Test func aMissingLauncherIsSaidWithItsFix() {
    let opening = LinkOpening.failed(
      reason: "BROWSER is not set and xdg-open is not installed", fix: "export BROWSER=firefox")
    let (next, _) = reducer(start(["Read https://a.org"]), .links(.opened(opening)))
    #expect(
      next.status
        == StatusMessage(
          "Not opened: BROWSER is not set and xdg-open is not installed. To fix: export BROWSER=firefox",
          kind: .warning))
  }

  @Test func yCopiesTheSelectedToDosTextThroughTheTerminal() {
    let state = start(["Call mom", "(A) Pay rent due:2026-02-01"], selecting: 1)
    let (next, command) = reducer(state, .links(.copyText))
    #expect(command == .links(.copyToClipboard("(A) Pay rent due:2026-02-01")))
    #expect(next.status?.text.contains("OSC 52") == true)
  }

  @Test func theKeysAreBoundInTheList() {
    let state = start(["Read https://a.org"])
    let (_, open) = pressingReporting(["o"], from: state)
    #expect(open == [.links(.open("https://a.org"))])
    let (_, copy) = pressingReporting(["Y"], from: state)
    #expect(copy == [.links(.copyToClipboard("Read https://a.org"))])
  }

  @Test("a link in a row is underlined, the words around it are not")
  func aLinkInARowIsUnderlined() {
    let frame = compose(.loaded(["Read https://a.org/x. now"]))
    // Row 3 is the first todo's; its text starts at column 2.
    #expect(frame.lines[3].hasPrefix("  Read https://a.org/x. now"))
    #expect(frame[3, 7].style == .link && frame[3, 21].style == .link)
    #expect(frame[3, 6].style == .item && frame[3, 22].style == .item)
  }
}
