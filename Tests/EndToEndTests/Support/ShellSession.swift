import Foundation

/// An interactive bash in a tmux server of its own, where tests type command lines as a
/// user does: for job control (`fg`, `bg`), limits (`ulimit`) and working folders. Create
/// it, then `defer { shell.kill() }` at once.
final class ShellSession: Sendable {
  let socket: String

  init(columns: Int = 80, rows: Int = 24) async throws {
    socket = "todo-e2e-sh-\(getpid())-\(UUID().uuidString.prefix(8))"
    do {
      try await tmux([
        "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "sh", "--", "/usr/bin/env", "-u",
        "LC_ALL",
        "-u", "NO_COLOR", "LANG=C.UTF-8", "TERM=xterm-256color", "PS1=$ ", "bash", "--norc", "--noprofile",
        "-i",
      ])
    } catch {
      kill()
      throw error
    }
  }

  /// Types `line` and Enter.
  func run(_ line: String) async throws {
    try await tmux(["send-keys", "-t", "sh", "-l", line])
    try await tmux(["send-keys", "-t", "sh", "Enter"])
  }

  /// Types `text` as it is, without Enter.
  func type(_ text: String) async throws {
    try await tmux(["send-keys", "-t", "sh", "-l", text])
  }

  /// Presses keys by tmux name (`Down`, `C-c`...).
  func press(_ keys: String...) async throws {
    try await tmux(["send-keys", "-t", "sh"] + keys)
  }

  func screen() async throws -> Screen {
    let text = try await tmux(["capture-pane", "-p", "-t", "sh"])
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if text.hasSuffix("\n") { rows.removeLast() }
    return Screen(rows: rows)
  }

  /// A tmux format about the pane, e.g. `#{alternate_on} #{keypad_cursor_flag}`.
  func display(_ format: String) async throws -> String {
    try await tmux(["display-message", "-p", "-t", "sh", format]).trimmingCharacters(in: .newlines)
  }

  /// Polls the tmux format `format` until it reads `expected`; throws after `timeout`.
  func waitFor(
    _ what: String, display format: String, toRead expected: String, timeout: Duration = .seconds(10),
    fileID: String = #fileID, line: Int = #line
  ) async throws {
    _ = try await poll(
      timeout: timeout, look: { try await display(format) }, until: { $0 == expected },
      timedOut: { value in
        WaitTimeout(
          description: "\(fileID):\(line): timed out after \(timeout) waiting for \(what): "
            + "\(format) read \(value), not \(expected)")
      })
  }

  func resize(columns: Int, rows: Int) async throws {
    try await tmux(["resize-window", "-t", "sh", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The process id of the shell's first child (the app it started).
  func childPID() async throws -> Int32 {
    let shell = try await display("#{pane_pid}")
    let result = try await runProcess(["pgrep", "-P", shell])
    guard let pid = result.stdout.split(separator: "\n").first.flatMap({ Int32($0) }) else {
      throw TmuxFailed(description: "no process under the shell \(shell)")
    }
    return pid
  }

  /// Polls the screen until `condition` holds on two captures in a row; throws after
  /// `timeout`, showing the last screen.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Duration = .seconds(10), fileID: String = #fileID, line: Int = #line,
    _ condition: (Screen) -> Bool
  ) async throws -> Screen {
    var previous: [String]?
    return try await poll(
      timeout: timeout, look: { try await screen() },
      until: { screen in
        defer { previous = screen.rows }
        return condition(screen) && screen.rows == previous
      },
      timedOut: { ScreenTimeout(what: what, timeout: timeout, location: "\(fileID):\(line)", screen: $0) })
  }

  func kill() {
    runProcessBlocking(["tmux", "-L", socket, "kill-server"])
    let variable = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? ""
    unlink("\(variable.isEmpty ? "/tmp" : variable)/tmux-\(getuid())/\(socket)")
  }

  @discardableResult
  private func tmux(_ arguments: [String]) async throws -> String {
    let result = try await runProcess(
      ["tmux", "-L", socket, "-f", "/dev/null"] + arguments, timeout: .seconds(5))
    guard result.status == 0 else {
      throw TmuxFailed(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.stderr)")
    }
    return result.stdout
  }
}

/// Quotes `text` for bash.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
