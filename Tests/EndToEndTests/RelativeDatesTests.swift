import Foundation
import Testing

/// Typed relative dates are written as topydo reads them, on Friday `TODO_TODAY`.
@Suite("Relative dates as topydo reads them", .serialized)
struct RelativeDatesTests {
  @Test("on a Friday, due:fri is the next Friday, t:0d today and due:yes yesterday")
  func typedRelativeDatesAgreeWithTopydo() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mum\n", environment: { _ in ["TODO_TODAY": "2026-01-30"] },
      waitingFor: "one todo"
    ) { $0.items == ["Call mum"] }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.type("Pay the rent due:fri t:0d")
    try await app.press("Enter")
    let added = try await app.waitFor("the dates written") { $0.items.count == 2 }
    #expect(added.items.contains("Pay the rent due:2026-02-06 t:2026-01-30"))
    try await app.type("Water due:yes")
    try await app.press("Enter")
    let late = try await app.waitFor("yesterday written") { $0.items.count == 3 }
    #expect(late.items.contains("Water due:2026-01-29"))
  }
}
