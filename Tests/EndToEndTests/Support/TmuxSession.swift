import Foundation

/// The real `todo` running in a tmux server of its own, driven with keys and read back as
/// text. Every session has its own socket (`tmux -L`), so tests can run in parallel.
/// Create it, then `defer { session.kill() }` at once, so that the server goes away even
/// when the test fails.
///
/// The pane runs `env TERM=<term> LANG=C.UTF-8 todo <arguments>`, then prints
/// `EXIT=<status>` and sleeps, so that the exit status stays readable on the screen. The
/// arguments are `--demo` unless given: the demo list, which writes no file. A session
/// that opens the default list (no file argument) sets HOME or XDG_DATA_HOME to a
/// temporary folder, never the user's. The state folder (unsaved lists, in-place journals)
/// is one of the session's own, removed with it, unless XDG_STATE_HOME is given.
final class TmuxSession: Sendable {
  let socket: String
  /// The session's own state folder, when the test gave none.
  private let stateFolder: String?
  /// When the app was started, for checks on how long things took.
  let launchedAt: ContinuousClock.Instant

  init(
    arguments: [String] = ["--demo"], columns: Int = 80, rows: Int = 24, term: String = "xterm-256color",
    environment: [String: String] = [:]
  ) async throws {
    let binary = try ToDoBinary.path()
    socket = "todo-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    launchedAt = .now
    // A demo or a list left unsaved (a test's kill is a SIGHUP) never lands in the user's
    // state folder.
    var environment = environment
    if environment["XDG_STATE_HOME"] == nil {
      let folder = NSTemporaryDirectory() + socket + "-state"
      environment["XDG_STATE_HOME"] = folder
      stateFolder = folder
    } else {
      stateFolder = nil
    }
    let script = #""$@"; echo "EXIT=$?"; exec sleep 600"#
    do {
      try await tmux(
        ["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "app", "--"]
          + ["/bin/sh", "-c", script, "sh"]
          + ["/usr/bin/env", "-u", "LC_ALL", "-u", "NO_COLOR", "TERM=\(term)", "LANG=C.UTF-8"]
          + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + [binary] + arguments)
    } catch {
      kill()
      throw error
    }
  }

  /// Where tmux keeps this session's socket (`$TMUX_TMPDIR` or /tmp, then tmux-<uid>).
  private var socketPath: String {
    let variable = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? ""
    let directory = variable.isEmpty ? "/tmp" : variable
    return "\(directory)/tmux-\(getuid())/\(socket)"
  }

  /// Presses keys by tmux name: `Enter`, `Down`, `Up`, `DC` (Delete), `BSpace`, `Escape`,
  /// `C-c`, `Home`, `End`, `NPage`…
  func press(_ keys: String...) async throws {
    try await tmux(["send-keys", "-t", "app"] + keys)
  }

  /// Sends raw bytes, given in hex (`ff`), even ones that are not valid UTF-8.
  func pressHex(_ bytes: [String]) async throws {
    try await tmux(["send-keys", "-t", "app", "-H"] + bytes)
  }

  /// Sends `text` as it is: typed characters, or raw escape sequences such as mouse reports.
  func type(_ text: String) async throws {
    try await tmux(["send-keys", "-t", "app", "-l", text])
  }

  /// Pastes `text` as a terminal does when the user pastes: through a tmux buffer, in
  /// bracketed-paste markers when the app asked for them. Any size.
  func paste(_ text: String) async throws {
    let file = NSTemporaryDirectory() + "\(socket).paste"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    defer { try? FileManager.default.removeItem(atPath: file) }
    try await tmux(["load-buffer", "-b", "paste", file])
    try await tmux(["paste-buffer", "-p", "-d", "-b", "paste", "-t", "app"])
  }

  /// The screen as it is now.
  func screen() async throws -> Screen {
    let text = try await tmux(["capture-pane", "-p", "-t", "app"])
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { rows.removeLast() }
    return Screen(rows: rows)
  }

  /// The screen as it is now, with the escape sequences of its colours and attributes.
  func screenWithColors() async throws -> String {
    try await tmux(["capture-pane", "-p", "-e", "-t", "app"])
  }

  /// A tmux format about the pane, e.g. `#{alternate_on} #{cursor_flag}`.
  func display(_ format: String) async throws -> String {
    try await tmux(["display-message", "-p", "-t", "app", format])
      .trimmingCharacters(in: .newlines)
  }

  /// Resizes the window, as when the user resizes the terminal.
  func resize(columns: Int, rows: Int) async throws {
    try await tmux(["resize-window", "-t", "app", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Polls the screen every 20 ms until `condition` holds on a screen that has stopped
  /// changing (two captures in a row alike: the app writes one update in several pieces,
  /// and a capture in between would show half of it), and returns that screen. After
  /// `timeout` throws, showing `what` was awaited and the last screen. Pass `stable: false`
  /// for a screen that never stops changing (the loading spinner turns every 80 ms).
  @discardableResult
  func waitFor(
    _ what: String, timeout: Duration = .seconds(5), stable: Bool = true, fileID: String = #fileID,
    line: Int = #line, _ condition: (Screen) -> Bool
  ) async throws -> Screen {
    var previous: [String]?
    return try await poll(
      timeout: timeout, look: { try await screen() },
      until: { screen in
        defer { previous = screen.rows }
        return condition(screen) && (!stable || screen.rows == previous)
      },
      timedOut: { ScreenTimeout(what: what, timeout: timeout, location: "\(fileID):\(line)", screen: $0) })
  }

  /// Stops this session's tmux server and with it the app, and removes the socket, which
  /// tmux leaves behind. Safe to call more than once.
  func kill() {
    runProcessBlocking(["tmux", "-L", socket, "kill-server"])
    unlink(socketPath)
    // What the app kept on the way out goes with the session; the app may still be writing
    // it as the server goes (a SIGHUP's save), so it is removed again a moment later.
    if let stateFolder {
      try? FileManager.default.removeItem(atPath: stateFolder)
      Task.detached {
        try? await Task.sleep(for: .seconds(2))
        try? FileManager.default.removeItem(atPath: stateFolder)
      }
    }
  }

  @discardableResult
  private func tmux(_ arguments: [String]) async throws -> String {
    let result: ProcessResult
    do {
      result = try await runProcess(
        ["tmux", "-L", socket, "-f", "/dev/null"] + arguments, timeout: .seconds(5))
    } catch let error as SpawnFailed where error.code == ENOENT {
      throw TmuxFailed(description: "the end-to-end tests need tmux: apt-get install tmux")
    }
    guard result.status == 0 else {
      throw TmuxFailed(
        description: "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderr)")
    }
    return result.stdout
  }
}

/// The text of the terminal, one string per row, without trailing blanks.
struct Screen: CustomStringConvertible {
  let rows: [String]

  /// Row `row`, or "" past the bottom.
  subscript(row: Int) -> String { rows.indices.contains(row) ? rows[row] : "" }

  func contains(_ text: String) -> Bool { rows.contains { $0.contains(text) } }

  /// The status of the first `EXIT=<digits>` on the screen (what `echo EXIT=$?` prints once the
  /// app exited), nil before: a command line that types `echo EXIT=$?` holds no digits there.
  var exitStatus: Int? {
    for row in rows {
      if let range = row.range(of: #"EXIT=[0-9]+"#, options: .regularExpression) {
        return Int(row[range].dropFirst(5))
      }
    }
    return nil
  }

  var description: String {
    let width = rows.map(\.count).max() ?? 0
    let border = "   +" + String(repeating: "-", count: width) + "+"
    let body = rows.enumerated().map { index, row in
      let number = String(index).count < 2 ? " \(index)" : "\(index)"
      return "\(number) |" + row.padding(toLength: width, withPad: " ", startingAt: 0) + "|"
    }
    return ([border] + body + [border]).joined(separator: "\n")
  }
}

struct ScreenTimeout: Error, CustomStringConvertible {
  let what: String
  let timeout: Duration
  let location: String
  let screen: Screen

  var description: String {
    "\(location): timed out after \(timeout) waiting for \(what). The screen was:\n\(screen)"
  }
}

struct TmuxFailed: Error, CustomStringConvertible {
  let description: String
}
