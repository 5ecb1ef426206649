import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// Which program opens a link, and that it is started detached, its output off the screen.
@Suite("The link opener")
struct LinkOpenerTests {
  @Test func browserIsPreferredAndItsWordsAndPercentSAreKept() throws {
    let opener = LinkOpener(browser: "/bin/echo --new %s:other", path: "/usr/bin:/bin")
    #expect(try opener.command(for: "https://a.org").get() == ["/bin/echo", "--new", "https://a.org"])
    let plain = LinkOpener(browser: "echo", path: "/nowhere:/bin")
    #expect(try plain.command(for: "https://a.org").get() == ["/bin/echo", "https://a.org"])
  }

  @Test func aBrowserNotFoundIsSaid() {
    let opener = LinkOpener(browser: "no-such-browser", path: "/bin")
    #expect(throws: LinkOpenerFailure.self) { try opener.command(for: "https://a.org").get() }
    if case .failed(let reason, _) = opener.open("https://a.org") {
      #expect(reason == "BROWSER names “no-such-browser”, which is not found")
    } else {
      Issue.record("started a browser that does not exist")
    }
  }

  @Test func withoutBrowserNorXdgOpenNothingRunsAndTheFixIsSaid() {
    let opener = LinkOpener(browser: "", path: "/nowhere")
    #expect(
      opener.open("https://a.org")
        == .failed(
          reason: "BROWSER is not set and xdg-open is not installed",
          fix: "export BROWSER=firefox (or your browser), or install xdg-utils"))
  }

  @Test func theBrowserRunsDetachedWithItsOutputOnDevNull() async throws {
    let folder = "/tmp/todo-link-opener-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // It writes its argument, its session and where its output goes, after the shell that
    // started it has ended.
    let script = """
      #!/bin/sh
      output=$(readlink /proc/$$/fd/1)
      sleep 0.2
      session=$(ps -o sid= -p $$ | tr -d ' ')
      printf '%s\\n%s\\n%s\\n' "$1" "$session" "$output" > \(folder)/out.tmp
      mv \(folder)/out.tmp \(folder)/out
      """
    let path = folder + "/browser.sh"
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    let started = LinkOpener(browser: path, path: "/bin").open("https://a.org/x")
    #expect(started == .started(program: "browser.sh", link: "https://a.org/x"))
    var lines: [String] = []
    for _ in 0..<100 {
      if let text = try? String(contentsOfFile: folder + "/out", encoding: .utf8) {
        lines = text.split(separator: "\n").map(String.init)
        break
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(lines.count == 3)
    guard lines.count == 3 else { return }
    #expect(lines[0] == "https://a.org/x")
    #expect(lines[1] != String(getsid(0)), "a session of its own, not the app's")
    #expect(lines[2] == "/dev/null")
  }
}
