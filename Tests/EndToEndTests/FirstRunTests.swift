import Foundation
import Testing

/// The first run: `todo` with no file opens the default list and keeps what is typed;
/// `todo --demo` asks before a quit loses the todos added to it. Every session here has a
/// home of its own, never the user's.
@Suite("The first run never throws work away")
struct FirstRunTests {
  /// A fresh home in `folder`: no config, no todo.sh variables, nothing in the data and
  /// state folders (empty variables count as unset).
  static func freshHome(_ folder: TemporaryFolder, _ more: [String: String] = [:]) -> [String: String] {
    [
      "HOME": folder.path, "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "XDG_STATE_HOME": "",
      "TODO_DIR": "", "TODO_FILE": "", "TODO_SIMULATED_DELAY_MS": "0",
    ].merging(more) { $1 }
  }

  static let defaultList = ".local/share/todo/todo.txt"

  /// `todo --demo` in a fresh home, with one todo added, and the question a quit asks.
  static func demoAskingToKeep(
    _ folder: TemporaryFolder, _ more: [String: String] = [:]
  ) async throws -> TmuxSession {
    let app = try await TmuxSession(arguments: ["--demo"], environment: freshHome(folder, more))
    do {
      try await app.waitUntilLoaded()
      #expect(try await app.screen().titleNote == "demo list, not saved")
      try await app.type("Kept todo")
      try await app.press("Enter")
      try await app.waitFor("the todo added") { $0.items.first == "Kept todo" }
      try await app.press("C-c")
      try await app.waitFor("the question") { $0.status.hasPrefix("Keep your todo?") }
      return app
    } catch {
      app.kill()
      throw error
    }
  }

  @Test("todo in a fresh home opens the default list: typed, Enter, Ctrl-C, and the file has it")
  func firstRunKeepsTheFirstTodo() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try await TmuxSession(arguments: [], environment: Self.freshHome(folder))
    defer { app.kill() }
    let first = try await app.waitFor("the empty default list") { $0.title == "TODO - (0)" }
    #expect(first.titleNote == "~/\(Self.defaultList)")
    #expect(folder.read(Self.defaultList) == nil, "nothing is written before the first change")
    try await app.type("My first real todo")
    try await app.press("Enter")
    try await app.waitFor("the todo added") { $0.items == ["My first real todo"] }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read(Self.defaultList) == "My first real todo\n")
  }

  @Test("todo opens todo.sh's list when TODO_DIR is set, and --where says so")
  func todoShsFolder() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("todo-txt"), withIntermediateDirectories: true)
    try folder.write("todo-txt/todo.txt", "(A) From todo.sh\n")
    let environment = Self.freshHome(folder, ["TODO_DIR": folder.file("todo-txt")])
    let shown = try await runProcess(
      ["env"] + environment.map { "\($0.key)=\($0.value)" } + [try ToDoBinary.path(), "--where"])
    #expect(shown.stdout.contains("todo file:    \(folder.file("todo-txt/todo.txt"))\n"), "\(shown.stdout)")
    #expect(shown.stdout.contains("chosen by:    $TODO_DIR (todo.sh's folder)\n"), "\(shown.stdout)")
    let app = try await TmuxSession(arguments: [], environment: environment)
    defer { app.kill() }
    try await app.waitFor("todo.sh's list") { $0.items == ["(A) From todo.sh"] }
  }

  @Test("--demo, a todo added, Ctrl-C asks; y keeps what was added, not the samples, and says so")
  func demoKeptWithY() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try await Self.demoAskingToKeep(folder)
    defer { app.kill() }
    let asked = try await app.screen()
    #expect(asked.status == "Keep your todo? y saves to ~/\(Self.defaultList), n quits, Esc stays")
    #expect(asked.footer.hasPrefix("y keep yours in the default list  n quit without yours  Esc stay"))
    try await app.press("y")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read(Self.defaultList) == "Kept todo\n")
    let note = try await app.screen()
    #expect(note.contains("todo: the todo you added to the demo is kept in ~/\(Self.defaultList)"), "\(note)")
    #expect(note.contains("samples are not"), "\(note)")
  }

  @Test("y never overwrites a default list that has todos: the added ones come after them")
  func demoKeptIntoAnExistingList() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file(".local/share/todo"), withIntermediateDirectories: true)
    try folder.write(Self.defaultList, "Existing todo\nBuy the milk\n")
    let app = try await Self.demoAskingToKeep(folder)
    defer { app.kill() }
    try await app.press("y")
    #expect(try await app.waitForExit() == 0)
    #expect(
      folder.read(Self.defaultList) == "Existing todo\nBuy the milk\nKept todo\n")
  }

  @Test("n quits without the demo's todos: nothing is written")
  func demoLeftWithN() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try await Self.demoAskingToKeep(folder)
    defer { app.kill() }
    try await app.press("n")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read(Self.defaultList) == nil)
    #expect(!FileManager.default.fileExists(atPath: folder.file(".local/state/todo")))
  }

  @Test("Esc stays in the demo with its todos; an unchanged demo quits at once")
  func demoStaysWithEsc() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try await Self.demoAskingToKeep(folder)
    defer { app.kill() }
    try await app.press("Escape")
    let stayed = try await app.waitFor("the demo again") { $0.status.hasPrefix("Not quit") }
    #expect(stayed.exitStatus == nil)
    #expect(stayed.items == ["Kept todo", "Buy the milk", "Take my dog", "Rent a car"])
    // Still running: it takes keys.
    try await app.type("More")
    try await app.waitFor("the key typed") { $0.input.hasPrefix("› More") }

    let unchanged = try await TmuxSession(arguments: ["--demo"], environment: Self.freshHome(folder))
    defer { unchanged.kill() }
    try await unchanged.waitUntilLoaded()
    try await unchanged.press("C-c")
    #expect(try await unchanged.waitForExit() == 0)
    #expect(folder.read(Self.defaultList) == nil)
  }

  @Test("SIGTERM cannot ask: the todos added to the demo are kept in the state folder, named on exit")
  func demoEndedBySignalKeepsACopy() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try await TmuxSession(
      arguments: ["--demo"], environment: Self.freshHome(folder, ["XDG_STATE_HOME": folder.file("state")]))
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.type("Kept todo")
    try await app.press("Enter")
    try await app.waitFor("the todo added") { $0.items.first == "Kept todo" }
    kill(try await app.appPID(), SIGTERM)
    #expect(try await app.waitForExit() == 143)
    let copies = try FileManager.default.contentsOfDirectory(atPath: folder.file("state/todo"))
    #expect(copies.count == 1 && copies[0].hasPrefix("demo.unsaved-"), "\(copies)")
    #expect(
      folder.read("state/todo/\(copies.first ?? "")") == "Kept todo\n")
    #expect(try await app.screen().contains("todo: the demo list is not saved"))
    #expect(folder.read(Self.defaultList) == nil)
  }
}
