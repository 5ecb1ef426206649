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
    let screen = try await waitFor("the app to exit", timeout: timeout) { $0.exitStatus != nil }
    guard let status = screen.exitStatus else {
      throw TmuxFailed(description: "no exit status on the screen:\n\(screen)")
    }
    return status
  }
}
