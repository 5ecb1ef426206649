import Foundation

/// The one waiting loop of the end-to-end tests, which wait on conditions and never for a
/// fixed time: looks with `look` every `interval` until `done` holds for what it saw, and
/// returns that; after `timeout`, throws `timedOut` of the last thing seen.
func poll<Seen>(
  timeout: Duration, every interval: Duration = .milliseconds(20),
  look: () async throws -> Seen, until done: (Seen) -> Bool, timedOut: (Seen) -> any Error
) async throws -> Seen {
  let deadline = ContinuousClock.now + timeout
  while true {
    let seen = try await look()
    if done(seen) { return seen }
    if ContinuousClock.now >= deadline { throw timedOut(seen) }
    try await Task.sleep(for: interval)
  }
}

/// Waits until `condition` holds, checking every `interval`; throws after `timeout`,
/// naming `what` and where the test waited.
func waitUntil(
  _ what: String, timeout: Duration, every interval: Duration = .milliseconds(20),
  fileID: String = #fileID, line: Int = #line, _ condition: () async throws -> Bool
) async throws {
  _ = try await poll(
    timeout: timeout, every: interval, look: condition, until: { $0 },
    timedOut: { _ in
      WaitTimeout(description: "\(fileID):\(line): timed out after \(timeout) waiting for \(what)")
    })
}

struct WaitTimeout: Error, CustomStringConvertible {
  let description: String
}
