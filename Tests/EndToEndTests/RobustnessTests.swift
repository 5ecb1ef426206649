import Foundation
import Testing

@Suite("Hostile input and hostile terminals")
struct RobustnessTests {
  @Test("a crash signal gives the terminal back and ends the app by that signal")
  func crashSignalsRestoreTheTerminal() async throws {
    for signal in [SIGSEGV, SIGABRT, SIGBUS] {
      let app = try await TmuxSession()
      defer { app.kill() }
      try await app.waitFor("the app") { $0.title.hasPrefix("TODO - (") }
      #expect(try await app.display("#{alternate_on}") == "1")
      kill(try await app.appPID(), signal)
      #expect(try await app.waitForExit() == 128 + Int(signal))
      #expect(try await app.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test("SIGTERM, SIGHUP and SIGINT restore the terminal and exit with 128 + the signal")
  func terminationSignals() async throws {
    for signal in [SIGTERM, SIGHUP, SIGINT] {
      let app = try await TmuxSession()
      defer { app.kill() }
      try await app.waitFor("the app") { $0.title.hasPrefix("TODO - (") }
      kill(try await app.appPID(), signal)
      #expect(try await app.waitForExit() == 128 + Int(signal))
      #expect(try await app.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test("escape sequences in pasted or typed text are shown, never obeyed")
  func textNeverDrivesTheTerminal() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    // A bracketed paste of: set the window title (OSC 0), clear the screen, a C1 CSI, a
    // bell, and a right-to-left override.
    try await app.type("\u{1B}[200~Evil\u{1B}]0;pwned\u{7} \u{1B}[2J\u{9B}31m \u{202E}abc\u{1B}[201~")
    let pasted = try await app.waitFor("the paste in the input") { $0.input.contains("Evil") }
    #expect(pasted.items == AppUnderTest.loadedTitles, "the screen was not cleared")
    try await app.press("Enter")
    let added = try await app.waitFor("the todo") { $0.count == 4 }
    #expect(added.items.first == "Evil]0;pwned [2J31m �abc")
    #expect(try await app.display("#{pane_title}") != "pwned")
  }

  @Test("a pasted newline never adds a todo by itself")
  func pastedNewlinesDoNotSubmit() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.paste("Buy bread\nBuy eggs\n")
    let pasted = try await app.waitFor("the paste") { $0.input.contains("Buy eggs") }
    #expect(pasted.input.hasPrefix("› Buy bread Buy eggs"))
    #expect(pasted.count == 3)
    // Keys after a paste are keys again.
    try await app.press("C-u")
    try await app.type("after")
    try await app.press("Enter", "Down")
    let after = try await app.waitFor("the todo after the paste") { $0.selected == ["after"] }
    #expect(after.count == 4)
  }

  @Test("a paste that arrives in pieces cut inside characters keeps every character")
  func pasteCutInsideCharacters() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    // The paste start, 买牛, and the first of the three bytes of 奶: the app reads this part
    // and shows it before the rest arrives.
    try await app.pressHex(["1b", "5b", "32", "30", "30", "7e", "e4", "b9", "b0", "e7", "89", "9b", "e5"])
    try await app.waitFor("the first part of the paste") { $0.input.contains("买牛") }
    // The rest of 奶, more text, and the paste end followed by é cut in two as well.
    try await app.pressHex(["a5", "b6", "20", "61", "62", "1b", "5b", "32", "30", "31", "7e", "c3"])
    try await app.pressHex(["a9"])
    let pasted = try await app.waitFor("the whole paste") { $0.input.contains("ab") }
    #expect(pasted.input.hasPrefix("› 买牛奶 abé"), "\(pasted)")
    #expect(!pasted.input.contains("\u{FFFD}"))
    // Keys after the paste are keys again.
    try await app.press("Enter")
    let added = try await app.waitFor("the todo") { $0.count == 4 }
    #expect(added.items.first == "买牛奶 abé")
  }

  @Test("a huge paste is cut to the limit with a message, quickly")
  func hugePaste() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    let pid = try await app.appPID()
    let cpuBefore = try cpuSeconds(of: pid)
    let started = ContinuousClock.now
    // 1 MB of three-byte characters: reads cut UTF-8 sequences, and none may turn into �.
    try await app.paste(String(repeating: "买牛奶 ", count: 100_000))
    // 400,000 characters, 500 kept: the message counts every part of the paste, which tmux
    // writes to the app in pieces that cut characters apart.
    let cut = try await app.waitFor("all of the paste", timeout: .seconds(20)) {
      leftOutCount($0.status) == 399_500
    }
    // The app's own work, which the other tests running alongside cannot inflate.
    let cpu = try cpuSeconds(of: pid) - cpuBefore
    #expect(cpu < 1, "a megabyte paste takes \(cpu) s of CPU")
    #expect(cut.input.contains("买牛奶 买牛奶") && !cut.input.contains("\u{FFFD}"))
  }

  /// What the too-small screen shows at each size: its phrases packed into the width, each
  /// cut with "…" where it does not fit.
  static let tooSmallScreens: [(columns: Int, rows: Int, lines: [String])] = [
    (1, 1, ["…"]),
    (2, 2, ["T…", "r…"]),
    (10, 3, ["Terminal …", "resize to…", "(at least…"]),
    (20, 5, ["Terminal too small:", "resize to use it", "(at least 20×6).", "Ctrl-C quits.", ""]),
    (30, 4, ["Terminal too small:", "resize to use it", "(at least 20×6). Ctrl-C quits.", ""]),
  ]

  @Test(
    "a terminal too small for the list says so, takes no keys but Ctrl-C, and works again once grown",
    arguments: tooSmallScreens)
  func tooSmall(columns: Int, rows: Int, lines: [String]) async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.resize(columns: columns, rows: rows)
    let small = try await app.waitFor("the too-small notice at \(columns)×\(rows)") { $0.rows == lines }
    #expect(small.rows == lines)
    #expect(try await app.display("#{cursor_flag}") == "0")
    // Keys, a paste and clicks that would change the list, the input or the help.
    try await app.press("Down", "DC", "Down", "Enter", "BSpace", "C-z", "F1")
    try await app.type("typed\r\u{1b}[<0;1;1M\u{1b}[<0;3;5M")
    try await app.paste("pasted")
    try await app.press("Tab", "DC")
    try await app.resize(columns: 80, rows: 24)
    let back = try await app.waitFor("the normal screen again") {
      $0.title.hasPrefix("TODO - (") && $0.footer.contains("^C quit")
    }
    #expect(back.items == AppUnderTest.loadedTitles)
    #expect(back.inputIsEmpty)
    #expect(back.selected.isEmpty)
    #expect(back.status == "Loaded 3 todos.")
    // And it works again.
    try await app.type("Works again")
    try await app.press("Enter")
    let added = try await app.waitFor("the todo to be added") { $0.count == 4 }
    #expect(added.items.first == "Works again")
    try await app.resize(columns: columns, rows: rows)
    try await app.waitFor("the too-small notice again") { $0.rows == lines }
    try await app.press("C-c")
    // The demo changed: the quit's question waits for room to be read, then n leaves.
    try await app.resize(columns: 80, rows: 24)
    try await app.waitFor("the question") { $0.status.hasPrefix("Keep your todo?") }
    try await app.press("n")
    #expect(try await app.waitForExit() == 0)
  }

  @Test("a huge terminal shows the whole screen")
  func hugeTerminal() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.resize(columns: 500, rows: 200)
    let huge = try await app.waitFor("the full screen") { $0.rows.count == 200 && $0.footer.contains("quit") }
    #expect(huge.items == AppUnderTest.loadedTitles)
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
  }

  @Test("a storm of 100 resizes and a flood of 10,000 keys: no crash, no lost input")
  func resizeStormAndKeyFlood() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    for step in 0..<100 {
      try await app.resize(columns: 40 + step % 60, rows: 10 + step % 30)
    }
    try await app.resize(columns: 80, rows: 24)
    // 10,000 typed keys in one burst (not a bracketed paste): the input keeps the first
    // 500 characters and says so.
    for _ in 0..<10 { try await app.type(String(repeating: "abcdefghij", count: 100)) }
    // The whole frame, not one caught between two writes of an update (ncurses may move
    // rows with a scroll, which the terminal shows before the rows below are drawn again).
    let flooded = try await app.waitFor("the flood to arrive", timeout: .seconds(15)) {
      $0.status.contains("at most 500") && $0.separator == String(repeating: "─", count: 80)
    }
    #expect(flooded.items == AppUnderTest.loadedTitles)
    try await app.press("C-u")
    try await app.type("After the storm")
    try await app.press("Enter")
    // Wait for the whole update: the terminal may show the new title before the new row.
    let added = try await app.waitFor("the todo on top") {
      $0.count == 4 && $0.items.first == "After the storm"
    }
    #expect(added.items.dropFirst().elementsEqual(AppUnderTest.loadedTitles))
    let pid = try await app.appPID()
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }!
    let kilobytes = Int(rss.split(separator: " ").dropFirst().first { Int($0) != nil }!)!
    #expect(kilobytes < 100_000, "memory stays bounded: \(kilobytes) kB")
  }

  @Test("when the terminal goes away the app exits at once instead of spinning")
  func terminalGone() async throws {
    let app = try await TmuxSession()
    try await app.waitUntilLoaded()
    let pid = try await app.appPID()
    app.kill()  // closes the pty: the app gets SIGHUP and end of input
    try await waitUntil("the app to be gone", timeout: .seconds(3)) { kill(pid, 0) != 0 }
  }
}

@Suite("A terminal that ends without a hangup")
struct InputEndTests {
  @Test("when the terminal's input ends with no SIGHUP, the app exits with 1 at once")
  func inputEndsWithoutHangup() async throws {
    // A pseudo-terminal that is not the app's controlling terminal: closing it sends no
    // SIGHUP (as for an app started with SIGHUP ignored); reads just fail.
    let terminal = try PseudoTerminal()
    let master = terminal.master
    let binary = try ToDoBinary.path()
    async let finished = runProcess(
      ["env", "TERM=xterm-256color", "LANG=C.UTF-8", "TODO_SIMULATED_DELAY_MS=0", binary, "--demo"],
      terminalPath: terminal.path)
    var shown = ""
    let deadline = ContinuousClock.now + .seconds(5)
    while !shown.contains("Rent a car"), ContinuousClock.now < deadline {
      // Waits for the app's output (at most 20 ms, then the deadline is checked again).
      var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 20) > 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        if count > 0 { shown += String(decoding: buffer.prefix(count), as: UTF8.self) }
      }
    }
    #expect(shown.contains("Rent a car"), "the app showed its list")
    let closed = ContinuousClock.now
    close(master)
    let result = try await finished
    #expect(result.status == 1, "\(result.stderr)")
    #expect(ContinuousClock.now - closed < .seconds(3))
  }
}

@Suite("Stopping and continuing")
struct StopContinueTests {
  @Test("SIGTSTP stops the app and gives the shell its prompt; fg redraws the whole screen at the new size")
  func stopAndContinue() async throws {
    let socket = "todo-e2e-tstp-\(getpid())-\(UUID().uuidString.prefix(6))"
    func tmux(_ arguments: [String]) async throws -> String {
      try await runProcess(["tmux", "-L", socket, "-f", "/dev/null"] + arguments).stdout
    }
    defer {
      runProcessBlocking(["tmux", "-L", socket, "kill-server"])
      unlink("/tmp/tmux-\(getuid())/\(socket)")  // tmux leaves its socket file behind
    }
    _ = try await tmux([
      "new-session", "-d", "-x", "80", "-y", "24", "-s", "job", "env", "-u", "LC_ALL", "LANG=C.UTF-8", "bash",
      "--norc", "-i",
    ])
    _ = try await tmux([
      "send-keys", "-t", "job", "TERM=xterm-256color \(try ToDoBinary.path()) --demo", "Enter",
    ])
    func screen() async throws -> [String] {
      try await tmux(["capture-pane", "-p", "-t", "job"]).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map(String.init)
    }
    func waitFor(_ what: String, _ condition: ([String]) -> Bool) async throws -> [String] {
      try await poll(
        timeout: .seconds(5), look: { try await screen() }, until: condition,
        timedOut: { WaitTimeout(description: "timed out waiting for \(what): \($0)") })
    }
    _ = try await waitFor("the app") { $0.first?.hasPrefix("TODO - (3)") == true }
    let shell = try await tmux(["display-message", "-p", "-t", "job", "#{pane_pid}"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let pid = try #require(
      Int32(try await runProcess(["pgrep", "-P", shell]).stdout.split(separator: "\n").first ?? ""))
    kill(pid, SIGTSTP)
    _ = try await waitFor("the shell to report the stop") { $0.contains { $0.contains("Stopped") } }
    let state = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8).split(separator: " ")[2]
    #expect(state == "T", "the app is stopped")
    _ = try await tmux(["resize-window", "-t", "job", "-x", "60", "-y", "20"])
    // What the app writes from now on, to see that nothing is drawn at the old size.
    let output = "/tmp/todo-e2e-tstp-\(getpid())-\(UUID().uuidString.prefix(6)).out"
    defer { unlink(output) }
    _ = try await tmux(["pipe-pane", "-o", "-t", "job", "cat >> \(output)"])
    _ = try await tmux(["send-keys", "-t", "job", "fg", "Enter"])
    let resumed = try await waitFor("the redrawn app") {
      $0.count >= 20 && $0.first?.hasPrefix("TODO - (3)") == true
        && $0[2] == String(repeating: "─", count: 60) && $0[18].hasPrefix("Loaded 3 todos")
    }
    #expect(resumed[3] == "  Buy the milk")
    // The screen held before the stop (80×24) is never drawn into the smaller terminal,
    // where its rows wrapped into the ones below: no row past the 20th is addressed (by
    // `cup` or `vpa`), and no rule is wider than 60 columns.
    // The bytes reach the file through `cat`, after they reach the screen: wait for the
    // redraw's last row in it.
    let written = try await poll(
      timeout: .seconds(5), look: { (try? String(contentsOfFile: output, encoding: .utf8)) ?? "" },
      until: { $0.contains("Loaded 3 todos") },
      timedOut: {
        WaitTimeout(description: "timed out waiting for the redraw's bytes: \($0.debugDescription)")
      })
    let rows = written.matches(of: /\x1B\[(\d+)(?:;\d+H|d)/).compactMap { Int($0.1) }
    #expect(!rows.isEmpty, "the redraw addresses rows")
    #expect(rows.allSatisfy { $0 <= 20 }, "rows addressed: \(rows)")
    #expect(!written.contains(String(repeating: "─", count: 61)), "a rule drawn at the old width")
    _ = try await tmux(["send-keys", "-t", "job", "C-c"])
  }
}

@Suite("Broken bytes")
struct BrokenBytesTests {
  @Test("invalid UTF-8 from the keyboard or a paste is dropped or shown as �, never a crash")
  func invalidUTF8() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.pressHex(["ff", "fe", "c3", "28", "e2", "82"])
    try await app.type("still fine")
    try await app.press("Enter")
    let added = try await app.waitFor("the todo") { $0.count == 4 }
    #expect(added.items.first?.hasSuffix("still fine") == true)
    #expect(added.items.dropFirst().elementsEqual(AppUnderTest.loadedTitles))
    // Bad bytes and the keys after them in one burst: the keys are kept.
    try await app.pressHex(["e2", "82", "6f", "6b", "61", "79"])
    let typed = try await app.waitFor("the keys after the bad bytes") { $0.input.hasPrefix("› okay") }
    #expect(typed.input.hasPrefix("› okay "))
  }
}

/// The user and system CPU time a process has used, from /proc.
func cpuSeconds(of pid: Int32) throws -> Double {
  let fields = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    .split(separator: ")").last!.split(separator: " ")
  // After the command name: state is field 0, utime field 11, stime field 12.
  let ticks = Double(fields[11])! + Double(fields[12])!
  return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// The number in "Too long: N characters were left out (…)", if shown.
func leftOutCount(_ status: String) -> Int? {
  guard status.hasPrefix("Too long: ") else { return nil }
  return Int(status.dropFirst("Too long: ".count).split(separator: " ").first ?? "")
}
