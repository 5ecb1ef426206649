import Foundation

extension TmuxSession {
  /// The process id of the app in the pane (the child of the pane's shell).
  func appPID() async throws -> Int32 {
    let shell = try await display("#{pane_pid}")
    let result = try await runProcess(["pgrep", "-P", shell])
    guard let pid = result.stdout.split(separator: "\n").first.flatMap({ Int32($0) }) else {
      throw TmuxFailed(description: "no app process under the pane's shell \(shell)")
    }
    return pid
  }

  /// Waits until the pane shows `EXIT=<status>` and returns the status.
  func waitForExit(timeout: Duration = .seconds(5)) async throws -> Int {
    let screen = try await waitFor("the app to exit", timeout: timeout) { screen in
      screen.rows.contains { $0.range(of: #"EXIT=[0-9]+"#, options: .regularExpression) != nil }
    }
    for row in screen.rows {
      if let range = row.range(of: #"EXIT=[0-9]+"#, options: .regularExpression),
        let status = Int(row[range].dropFirst(5))
      {
        return status
      }
    }
    throw TmuxFailed(description: "no exit status on the screen:\n\(screen)")
  }
}
