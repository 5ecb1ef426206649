import Foundation
import Testing

/// A todo.sh user's home: `~/.todo/config` exports TODO_DIR. `todo ls`, `todo add`, `todo
/// --where` and the app open the list in that folder, the one todo.sh opens (decision 0353).
@Suite("todo opens the list todo.sh's config names", .serialized)
struct TodoShConfigTests {
  /// A home whose todo.sh config names `lists/todo.txt` in it, holding two todos.
  static func home() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.file(".todo"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.file("lists"), withIntermediateDirectories: true)
    try folder.write(".todo/config", "# todo.sh's settings\nexport TODO_DIR=\"$HOME/lists\"\n")
    try folder.write("lists/todo.txt", "Water the plants\nCall mum @phone\n")
    return folder
  }

  static func environment(_ folder: TemporaryFolder) -> [String: String] {
    ["HOME": folder.path, "XDG_CONFIG_HOME": folder.file("config"), "XDG_STATE_HOME": folder.file("state")]
  }

  func todo(_ folder: TemporaryFolder, _ arguments: String...) async throws -> ProcessResult {
    try await runProcess(
      ["/usr/bin/env", "-u", "TODO_FILE", "-u", "TODO_DIR", "-u", "XDG_DATA_HOME", "-u", "TODOTXT_CFG_FILE"]
        + Self.environment(folder).map { "\($0.key)=\($0.value)" } + [try ToDoBinary.path()] + arguments)
  }

  @Test("todo ls, todo add and --where use the folder ~/.todo/config exports")
  func theCommandsUseTheConfigsList() async throws {
    let folder = try Self.home()
    defer { folder.remove() }
    let listed = try await todo(folder, "ls", "--porcelain")
    #expect(listed.stdout == "1\tWater the plants\n2\tCall mum @phone\n", "\(listed.stderr)")
    let added = try await todo(folder, "add", "Buy milk")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(folder.read("lists/todo.txt") == "Water the plants\nCall mum @phone\nBuy milk\n")
    let shown = try await todo(folder, "--where")
    #expect(shown.stdout.contains(folder.file("lists/todo.txt")))
    #expect(shown.stdout.contains("todo.sh's config, \(folder.file(".todo/config"))"))
  }

  @Test("the app opens the folder ~/.todo/config exports")
  func theAppOpensTheConfigsList() async throws {
    let folder = try Self.home()
    defer { folder.remove() }
    let app = try await TmuxSession(
      arguments: [], environment: Self.environment(folder).merging(["TODO_FILE": "", "TODO_DIR": ""]) { $1 })
    defer { app.kill() }
    let screen = try await app.waitFor("the config's list") { $0.title == "TODO - (2)" }
    #expect(screen.items == ["Water the plants", "Call mum @phone"])
  }
}
