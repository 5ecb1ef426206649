import Foundation
import Testing

/// The app and other programs on one file at once: todo.txt-cli (Debian's `todotxt-cli`,
/// installed by `make deps`), an editor's write-then-rename, a sync tool's delete-then-
/// create. Each change must reach the screen without a key pressed, merge with what the
/// user does meanwhile, and leave the file line by line as both sides asked.
@Suite("Other programs on the same file")
struct InteropTests {
  /// todo.txt-cli on `folder`'s todo.txt: its config file points TODO_DIR there; it never
  /// asks (`-f`), never archives on its own (`-a`), prints plainly (`-p`).
  struct ToDoCLI {
    let folder: TemporaryFolder

    init(folder: TemporaryFolder) throws {
      self.folder = folder
      try folder.write(
        "todo.cfg",
        """
        export TODO_DIR='\(folder.path)'
        export TODO_FILE="$TODO_DIR/todo.txt"
        export DONE_FILE="$TODO_DIR/done.txt"
        export REPORT_FILE="$TODO_DIR/report.txt"

        """)
    }

    /// The program Debian installs (`todo-txt`; upstream calls it `todo.sh`): a test that
    /// needs it fails, saying how to install it, rather than skipping.
    static func binary() throws -> String {
      for name in ["todo-txt", "todo.sh"] {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
          let path = "\(directory)/\(name)"
          if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
      }
      throw MissingTool(
        description:
          "todo.txt-cli is not installed (neither todo-txt nor todo.sh is on PATH): the interop tests need it. "
          + "To fix: run 'make deps' (it installs Debian's todotxt-cli), or 'apt-get install todotxt-cli'.")
    }

    /// Runs `todo-txt <arguments>` and checks that it succeeded.
    func run(_ arguments: String...) async throws {
      let result = try await runProcess(
        [try Self.binary(), "-d", folder.file("todo.cfg"), "-f", "-a", "-p"] + arguments)
      guard result.status == 0 else {
        throw MissingTool(
          description:
            "todo-txt \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stdout)\(result.stderr)"
        )
      }
    }
  }

  struct MissingTool: Error, CustomStringConvertible {
    let description: String
  }

  /// Today's date as todo.txt-cli writes it on `do` (the local day, from `date`).
  private func today() async throws -> String {
    try await runProcess(["date", "+%Y-%m-%d"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Under load the app may take longer than its 200 ms; the waits are for conditions.
  private let generous = Duration.seconds(15)

  @Test(
    "todo.txt-cli's add, do, pri, replace, del and archive reach the screen while the user types and adds")
  func todoTxtCLIWhileTheUserTypes() async throws {
    _ = try ToDoCLI.binary()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let cli = try ToDoCLI(folder: folder)
    try folder.write("todo.txt", "Call the bank\nWater the plants\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the file's todos", timeout: generous) { $0.count == 2 }

    // The user is in the middle of typing when todo.txt-cli adds a line.
    try await app.type("Buy stamps")
    try await cli.run("add", "Plan the trip +travel")
    let added = try await app.waitFor("todo-txt's add on screen", timeout: generous) {
      $0.items.contains("Plan the trip +travel")
    }
    #expect(added.input.hasPrefix("› Buy stamps"), "what the user was typing stays")
    #expect(added.status.contains("1 todo added by another program"))
    try await app.press("Enter")
    try await waitUntil("the user's todo saved", timeout: generous) {
      folder.read("todo.txt") == "Buy stamps\nCall the bank\nWater the plants\nPlan the trip +travel\n"
    }

    // Completion, priority and a rewrite, by line number as todo.txt-cli counts.
    try await cli.run("do", "2")
    try await cli.run("pri", "3", "A")
    try await cli.run("replace", "4", "Plan the trip +travel due:2026-12-01")
    let day = try await today()
    try await app.waitFor("the three changes on screen", timeout: generous) {
      $0.items.contains("✓ \(day) Call the bank") && $0.items.contains("(A) Water the plants")
        && $0.items.contains("Plan the trip +travel due:2026-12-01")
    }

    // The user completes a todo while todo.txt-cli deletes the first line (the user's own
    // todo): neither moves the other's line, so either order gives the same file (the
    // blank line is todo.txt-cli's: it keeps the line numbers of the others).
    try await app.press("Down", "Down", "Down", "Down")
    try await app.waitFor("the trip selected", timeout: generous) {
      $0.selected == ["Plan the trip +travel due:2026-12-01"]
    }
    try await app.press("x")
    try await cli.run("del", "1")
    try await waitUntil("both changes in the file", timeout: generous) {
      folder.read("todo.txt")
        == "\nx \(day) Call the bank\n(A) Water the plants\nx \(day) Plan the trip +travel due:2026-12-01\n"
    }
    try await cli.run("archive")
    try await app.waitFor("the archive on screen", timeout: generous) { $0.items == ["(A) Water the plants"] }
    try await app.press("a")
    try await app.type("Post the letter")
    try await app.press("Enter")
    let final = try await app.waitFor("the user's last todo", timeout: generous) {
      $0.items == ["Post the letter", "(A) Water the plants"]
    }
    #expect(final.title.hasPrefix("TODO - (2)"))
    try await waitUntil("the last todo saved", timeout: generous) {
      folder.read("todo.txt") == "Post the letter\n(A) Water the plants\n"
    }
    let done = (folder.read("done.txt") ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(done == ["x \(day) Call the bank", "x \(day) Plan the trip +travel due:2026-12-01", ""])
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Post the letter\n(A) Water the plants\n")
  }

  @Test("an editor's write-then-rename reaches the screen with the selection on the same todo")
  func editorWriteThenRename() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Alpha\nBravo\nCharlie\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the file's todos", timeout: generous) { $0.count == 3 }
    try await app.press("Down", "Down", "Down")
    try await app.waitFor("Charlie selected", timeout: generous) { $0.selected == ["Charlie"] }
    // An editor writes the whole file to another name, then renames it over the list.
    try folder.write(".todo.txt.swp", "Zulu\nYankee\nAlpha\nCharlie\nDelta\n")
    #expect(rename(folder.file(".todo.txt.swp"), folder.file("todo.txt")) == 0)
    let after = try await app.waitFor("the editor's version", timeout: generous) {
      $0.items == ["Zulu", "Yankee", "Alpha", "Charlie", "Delta"]
    }
    #expect(after.selected == ["Charlie"], "the selection stays on its todo, not on its row")
    #expect(after.status.contains("by another program"))
    // The user's next change merges onto the editor's version.
    try await app.press("d")
    try await waitUntil("the delete saved", timeout: generous) {
      folder.read("todo.txt") == "Zulu\nYankee\nAlpha\nDelta\n"
    }
  }

  @Test("a sync tool's delete keeps the list and says so; the file it creates again is read")
  func syncDeleteThenCreate() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Alpha\nBravo\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the file's todos", timeout: generous) { $0.count == 2 }
    #expect(unlink(folder.file("todo.txt")) == 0)
    let deleted = try await app.waitFor("the deletion said", timeout: generous) {
      $0.status.contains("todo.txt was deleted by another program")
    }
    #expect(deleted.items == ["Alpha", "Bravo"], "the list is kept")
    #expect(folder.read("todo.txt") == nil, "and not written again behind the user's back")
    // The sync tool puts the file back, with a line from the phone.
    try folder.write("todo.txt", "Alpha\nBravo\nFrom the phone\n")
    try await app.waitFor("the file read again", timeout: generous) {
      $0.items == ["Alpha", "Bravo", "From the phone"]
    }
    try await app.press("C-r")
    try await app.waitFor("Ctrl-R's answer", timeout: generous) { $0.status.contains("Reloaded: no change") }
  }

  @Test("a deleted file is saved again with the user's next change")
  func deletedFileSavedOnTheNextChange() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Alpha\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the file's todos", timeout: generous) { $0.count == 1 }
    #expect(unlink(folder.file("todo.txt")) == 0)
    try await app.waitFor("the deletion said", timeout: generous) { $0.status.contains("was deleted") }
    try await app.type("Bravo")
    try await app.press("Enter")
    try await waitUntil("the list saved again", timeout: generous) {
      folder.read("todo.txt") == "Bravo\nAlpha\n"
    }
  }
}
