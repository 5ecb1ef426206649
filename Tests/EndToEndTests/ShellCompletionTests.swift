import Foundation
import Testing

/// The completion scripts in `completions/`, run in their shells against the real `todo`
/// (linked as `todo` on PATH): bash through its completion function with COMP_WORDS as bash
/// fills them, fish through `complete -C`, zsh typed into an interactive zsh in tmux. Each
/// offers the list's line numbers (the open todos for `done`, the done ones for `reopen`),
/// `+projects` and `@contexts`, on the list `--file` names or `TODO_FILE`, and never runs a
/// todo's text. A shell that is not installed skips its tests, saying so.
@Suite("The shells complete commands, options and the list's todos", .serialized)
struct ShellCompletionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  static let list = """
    Call mum @phone
    x 2026-12-01 Fix the roof +home
    Read +homework @home
    Sing +$(touch${IFS}ran) now

    """

  /// A folder with the list, another list, and `bin/todo` linked to the binary.
  struct Place {
    let folder: TemporaryFolder
    var environment: [String: String] {
      [
        "PATH": folder.file("bin") + ":/usr/bin:/bin", "HOME": folder.path,
        "TODO_FILE": folder.file("todo.txt"),
        "XDG_CONFIG_HOME": folder.file("config"), "XDG_STATE_HOME": folder.file("state"), "LANG": "C.UTF-8",
      ]
    }

    init() throws {
      folder = try TemporaryFolder()
      try folder.write("todo.txt", ShellCompletionTests.list)
      try folder.write("other.txt", "Other list +work\n")
      try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: folder.file("bin/todo"), withDestinationPath: ToDoBinary.path())
    }

    /// Runs `script` in `shell` with this place's environment, from its folder.
    func run(_ shell: [String], _ script: String) async throws -> String {
      let command = ["/usr/bin/env", "-i"] + environment.map { "\($0.key)=\($0.value)" } + shell + [script]
      let result = try await runProcess(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path] + command)
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      return result.stdout
    }
  }

  static func installed(_ shell: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains {
      FileManager.default.isExecutableFile(atPath: $0 + shell)
    }
  }

  // MARK: bash

  /// What bash's completion function offers for `line` (the cursor at its end), the words
  /// split as bash splits them (at blanks, and at an @ of COMP_WORDBREAKS).
  func bash(_ place: Place, _ line: String) async throws -> [String] {
    let script = """
      source \(Self.root)/completions/todo.bash
      COMP_LINE="$1"; COMP_POINT=${#1}
      read -ra COMP_WORDS <<<"${1//@/ @ }"
      [[ "$1" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      _todo_terminal_app
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try await place.run(["bash", "-c", script, "bash"], line).split(separator: "\n").map(String.init)
  }

  @Test(
    "bash: done offers the open todos' lines, reopen the done ones, @ and + the list's words",
    .enabled(if: installed("bash"), "bash is not installed"))
  func bashCompletesTheList() async throws {
    let place = try Place()
    defer { place.folder.remove() }
    #expect(try await bash(place, "todo done ") == ["1", "3", "4"])
    #expect(try await bash(place, "todo reopen ") == ["2"])
    #expect(try await bash(place, "todo rm ") == ["1", "2", "3", "4"])
    // bash takes the word after the @ as the word typed: the offer is what follows it.
    #expect(try await bash(place, "todo done @h") == ["home"])
    #expect(try await bash(place, "todo ls +home") == ["+home", "+homework"])
    #expect(try await bash(place, "todo append 3 +") == ["+$(touch${IFS}ran)", "+home", "+homework"])
    #expect(try await bash(place, "todo append 3 ").filter { !$0.isEmpty } == [])
    #expect(try await bash(place, "todo ls --sort ") == ["line", "priority", "due", "created"])
    #expect(try await bash(place, "todo --file other.txt done ") == ["1"])
    #expect(try await bash(place, "todo done --file other.txt +") == ["+work"])
    #expect(!FileManager.default.fileExists(atPath: place.folder.file("ran")), "a todo's text was run")
  }

  // MARK: fish

  /// What fish's `complete -C` prints for `line`: a candidate a line, a tab before its
  /// description.
  func fish(_ place: Place, _ line: String) async throws -> [String] {
    let script = "source \(Self.root)/completions/todo.fish; complete -C $argv[1]"
    return try await place.run(["fish", "-c", script, "--"], line).split(separator: "\n").map(String.init)
  }

  @Test(
    "fish: the lines with their todos' text, the list's words, the command's options",
    .enabled(if: installed("fish"), "fish is not installed"))
  func fishCompletesTheList() async throws {
    let place = try Place()
    defer { place.folder.remove() }
    #expect(
      try await fish(place, "todo done ") == [
        "1\tCall mum @phone", "3\tRead +homework @home", "4\tSing +$(touch${IFS}ran) now",
      ])
    #expect(try await fish(place, "todo reopen ") == ["2\tx 2026-12-01 Fix the roof +home"])
    #expect(try await fish(place, "todo done @h") == ["@home"])
    #expect(try await fish(place, "todo prepend 3 +ho") == ["+home", "+homework"])
    #expect(try await fish(place, "todo prepend 3 ") == [])
    #expect(try await fish(place, "todo ls --sort ") == ["created", "due", "line", "priority"])
    #expect(try await fish(place, "todo --file other.txt do ") == ["1\tOther list +work"])
    #expect(try await fish(place, "todo ls --po") == ["--porcelain"])
    #expect(try await fish(place, "todo dep").first == "depri\tdepri N…|QUERY…")
    #expect(!FileManager.default.fileExists(atPath: place.folder.file("ran")), "a todo's text was run")
  }

  // MARK: zsh

  @Test(
    "zsh: Tab after todo done lists the open todos' lines with their text; @h completes @home",
    .enabled(if: installed("zsh"), "zsh is not installed"))
  func zshCompletesTheList() async throws {
    let place = try Place()
    defer { place.folder.remove() }
    try place.folder.write(
      ".zshrc",
      "fpath=(\(Self.root)/completions $fpath)\nautoload -U compinit && compinit -u -D\nPROMPT='%% '\n")
    let zsh = try await InteractiveShell(place, ["zsh", "-i"], extra: ["ZDOTDIR": place.folder.path])
    defer { zsh.kill() }
    try await zsh.type("todo done \t")
    let listed = try await zsh.waitFor("the open todos") { $0.contains("3 -- Read +homework @home") }
    #expect(listed.contains("1 -- Call mum @phone"))
    #expect(!listed.contains("Fix the roof"))
    try await zsh.clearLine()
    try await zsh.type("todo reopen \t")
    try await zsh.waitFor("the done todo's line typed") { $0.contains("% todo reopen 2") }
    try await zsh.clearLine()
    try await zsh.type("todo --file other.txt done \t")
    try await zsh.waitFor("the other list's line typed") { $0.contains("% todo --file other.txt done 1") }
    try await zsh.clearLine()
    try await zsh.type("todo done @h\t")
    try await zsh.waitFor("the context completed") { $0.contains("% todo done @home") }
    try await zsh.clearLine()
    try await zsh.type("todo ls --sort \t")
    try await zsh.waitFor("the sort keys") { $0.contains("created") && $0.contains("priority") }
    #expect(!FileManager.default.fileExists(atPath: place.folder.file("ran")), "a todo's text was run")
  }
}

/// A shell in a tmux server of its own, typed into and read back.
private final class InteractiveShell: Sendable {
  let socket = "todo-e2e-shell-\(getpid())-\(UUID().uuidString.prefix(8))"

  init(_ place: ShellCompletionTests.Place, _ shell: [String], extra: [String: String]) async throws {
    let environment = place.environment.merging(extra) { $1 }.merging(["TERM": "xterm-256color"]) { $1 }
    try await tmux(
      ["new-session", "-d", "-x", "100", "-y", "30", "-c", place.folder.path, "--", "/usr/bin/env", "-i"]
        + environment.map { "\($0.key)=\($0.value)" } + shell)
    try await waitFor("the prompt") { $0.contains("%") }
  }

  func type(_ text: String) async throws {
    for part in text.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
      if part.offset > 0 { try await tmux(["send-keys", "-t", "0", "Tab"]) }
      if !part.element.isEmpty { try await tmux(["send-keys", "-t", "0", "-l", String(part.element)]) }
    }
  }

  /// Empties the line typed (Ctrl-U) and clears the screen (Ctrl-L), for the next.
  func clearLine() async throws {
    try await tmux(["send-keys", "-t", "0", "C-u", "C-l"])
    try await waitFor("a clear screen") { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "%" }
  }

  @discardableResult
  func waitFor(_ what: String, _ condition: (String) -> Bool) async throws -> String {
    try await poll(
      timeout: .seconds(10), look: { try await tmux(["capture-pane", "-p", "-t", "0"]) }, until: condition,
      timedOut: { WaitTimeout(description: "timed out waiting for \(what); the screen:\n\($0)") })
  }

  func kill() { runProcessBlocking(["tmux", "-L", socket, "kill-server"]) }

  @discardableResult
  private func tmux(_ arguments: [String]) async throws -> String {
    let result = try await runProcess(
      ["tmux", "-L", socket, "-f", "/dev/null"] + arguments, timeout: .seconds(5))
    guard result.status == 0 else {
      throw WaitTimeout(description: "tmux \(arguments.joined(separator: " ")) failed: \(result.stderr)")
    }
    return result.stdout
  }
}
