import Foundation
import Testing

/// Links in a real terminal: `o` starts the browser on the selected todo's first link,
/// detached; without one it says how to get one; `Y` copies the todo through OSC 52 into
/// tmux's buffer; links are underlined.
@Suite("Links")
struct LinksTests {
  static let lines = "Call mom\nRead https://example.org/a?b=1, then reply +work\n"

  /// A browser that writes its argument to the file `opened` beside the list.
  static func recordingBrowser(in folder: TemporaryFolder) throws -> [String: String] {
    try folder.write("browser.sh", "#!/bin/sh\nprintf '%s' \"$1\" > \(shellQuoted(folder.file("opened")))\n")
    chmod(folder.file("browser.sh"), 0o755)
    return ["BROWSER": folder.file("browser.sh"), "XDG_CONFIG_HOME": folder.path]
  }

  @Test("o starts $BROWSER on the selected todo's first link, and the status says so")
  func oOpensTheFirstLink() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.lines, environment: Self.recordingBrowser, waitingFor: "the list"
    ) { $0.contains("Read https://example.org") }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "j", "o")
    try await waitUntil("the browser given the link", timeout: .seconds(5)) {
      folder.read("opened") == "https://example.org/a?b=1"
    }
    try await app.waitFor("the status") { $0.contains("Opened https://example.org/a?b=1 with browser.sh.") }
  }

  @Test("without BROWSER and xdg-open, o runs nothing and says how to fix it")
  func oWithoutABrowserSaysSo() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.lines,
      environment: { ["BROWSER": "", "PATH": $0.file("no-programs-here"), "XDG_CONFIG_HOME": $0.path] },
      waitingFor: "the list"
    ) { $0.contains("Read https://example.org") }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "j", "o")
    try await app.waitFor("the reason and the fix") { screen in
      screen.contains("Not opened: BROWSER is not set and xdg-open is not installed.")
    }
  }

  @Test("Y puts the selected todo's text in tmux's buffer through OSC 52")
  func yCopiesThroughTheTerminal() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.lines, environment: { ["XDG_CONFIG_HOME": $0.path] }, waitingFor: "the list"
    ) { $0.contains("Read https://example.org") }
    defer {
      app.kill()
      folder.remove()
    }
    let tmux = ["tmux", "-L", app.socket, "-f", "/dev/null"]
    _ = try await runProcess(tmux + ["set-option", "-s", "set-clipboard", "on"])
    try await app.press("Down", "j", "Y")
    try await waitUntil("the todo in tmux's buffer", timeout: .seconds(5)) {
      try await runProcess(tmux + ["show-buffer"]).stdout
        == "Read https://example.org/a?b=1, then reply +work"
    }
    // Nothing of the sequence shows on the screen.
    let screen = try await app.waitFor("the status") { $0.contains("Sent to the clipboard") }
    #expect(!screen.contains("52;"))
  }

  @Test("a link in a row is underlined, the comma after it is not")
  func linksAreUnderlined() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.lines, environment: { ["XDG_CONFIG_HOME": $0.path] }, waitingFor: "the list"
    ) { $0.contains("Read https://example.org") }
    defer {
      app.kill()
      folder.remove()
    }
    let colored = try await app.screenWithColors()
    let row = colored.split(separator: "\n").first { $0.contains("Read ") }.map(String.init) ?? ""
    #expect(row.contains("\u{1B}[4mhttps://example.org/a?b=1\u{1B}["), "underlined: \(row.debugDescription)")
  }
}
