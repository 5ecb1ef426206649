import Foundation
import Testing

@Suite("Esc then a key, typed fast, in a terminal")
struct EscapeThenKeyEndToEndTests {
  @Test("p, then Esc and + in one write (as typed within the escape delay): the prompt closes, + raises")
  func escapeThenPlusInOneWrite() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "(B) Call mom\nTaxes\n", environment: { _ in [:] }, waitingFor: "the list"
    ) { $0.count == 2 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "p")
    try await app.waitFor("the priority prompt") { $0.footer.contains("priority") }
    try await app.pressHex(["1b", "2b"])
    try await app.waitFor("the priority raised") { $0.items.first == "(A) Call mom" }
    try await waitUntil("the file saved", timeout: .seconds(5)) {
      folder.read("todo.txt") == "(A) Call mom\nTaxes\n"
    }
  }
}
