import Foundation
import Testing

/// `todo git-setup` and `todo merge-driver` with real git: two branches that each changed
/// todo.txt and done.txt, merged with `git merge`, with the driver and without it. git runs
/// with a home and a config of its own (`GIT_CONFIG_NOSYSTEM`, `HOME` in the test's folder).
@Suite("git merges a list with todo")
struct GitMergeDriverTests {
  /// A repository in its own folder, and the commands run in it.
  struct Repository {
    let folder: TemporaryFolder
    var path: String { folder.file("list") }

    init() throws {
      folder = try TemporaryFolder()
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `arguments` run in the repository with git's home and config in the test's folder.
    func run(_ arguments: [String]) async throws -> ProcessResult {
      try await runProcess(
        [
          "env", "-u", "XDG_CONFIG_HOME", "-u", "XDG_DATA_HOME", "-u", "GIT_DIR", "-u", "GIT_WORK_TREE",
          "HOME=\(folder.path)", "GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0", "sh", "-c",
          "cd \"$0\" && exec \"$@\"", path,
        ] + arguments, timeout: .seconds(30))
    }

    /// `git <arguments>`, which must succeed.
    @discardableResult
    func git(_ arguments: String...) async throws -> ProcessResult {
      let result = try await run(["git"] + arguments)
      try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
      return result
    }

    func write(_ name: String, _ text: String) throws { try folder.write("list/" + name, text) }
    func read(_ name: String) -> String? { folder.read("list/" + name) }
  }

  private static let base = "(A) call mom\nbuy milk\npay rent +home\nwater plants\n"
  private static let archived = "x 2026-11-01 2026-10-30 archived before\n"

  /// A repository whose branches `desk` and `laptop` each changed the list since their
  /// common commit: both added a todo at the top and completed another, the desk edited the
  /// todo the laptop deleted, and each archived a todo into done.txt. `setUp`: whether
  /// `todo git-setup` ran (and its .gitattributes was committed) before the branches split.
  private func branches(setUp: Bool) async throws -> (Repository, setup: ProcessResult?) {
    let repository = try Repository()
    try await repository.git("init", "-q", "-b", "desk")
    try await repository.git("config", "user.name", "Test")
    try await repository.git("config", "user.email", "test@example.com")
    try repository.write("todo.txt", Self.base)
    try repository.write("done.txt", Self.archived)
    var setup: ProcessResult?
    if setUp {
      setup = try await repository.run([try ToDoBinary.path(), "git-setup", "todo.txt"])
    }
    try await repository.git("add", ".")
    try await repository.git("commit", "-q", "-m", "the list")
    try await repository.git("checkout", "-q", "-b", "laptop")
    try repository.write("todo.txt", "laptop todo\n(A) call mom\nx 2026-11-26 buy milk\nwater plants\n")
    try repository.write("done.txt", Self.archived + "x 2026-11-20 laptop archived\n")
    try await repository.git("commit", "-q", "-a", "-m", "on the laptop")
    try await repository.git("checkout", "-q", "desk")
    try repository.write(
      "todo.txt",
      "desk todo\n(A) call mom\nbuy milk\npay rent +home due:2026-12-01\nx 2026-11-26 water plants\n")
    try repository.write("done.txt", Self.archived + "x 2026-11-21 desk archived\n")
    try await repository.git("commit", "-q", "-a", "-m", "at the desk")
    return (repository, setup)
  }

  @Test("with the driver set up: git merges both branches' lists without a conflict")
  func mergedByTheDriver() async throws {
    let (repository, setup) = try await branches(setUp: true)
    defer { repository.folder.remove() }
    let said = try #require(setup)
    #expect(said.status == 0)
    #expect(said.stdout.contains("todo.txt merge=todo\n  done.txt merge=todo-done\n"))
    #expect(repository.read(".gitattributes") == "todo.txt merge=todo\ndone.txt merge=todo-done\n")

    let merge = try await repository.run(["git", "merge", "--no-edit", "laptop"])
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    #expect(
      (merge.stdout + merge.stderr).contains(
        "Edited here, deleted there: ‘pay rent +home due:2026-12-01’ (kept as edited here) (todo.txt)"))
    let list = try #require(repository.read("todo.txt"))
    #expect(!list.contains("<<<<<<<") && !list.contains(">>>>>>>"))
    #expect(
      list.split(separator: "\n", omittingEmptySubsequences: false) == [
        "desk todo", "laptop todo", "(A) call mom", "pay rent +home due:2026-12-01",
        "x 2026-11-26 water plants", "x 2026-11-26 buy milk", "",
      ])
    #expect(
      repository.read("done.txt")
        == Self.archived + "x 2026-11-21 desk archived\nx 2026-11-20 laptop archived\n")
    let status = try await repository.git("status", "--porcelain")
    #expect(status.stdout.isEmpty)
  }

  @Test("two identical todos, each completed on one branch, stay two todos (decision 0295)")
  func identicalTodosStayTwo() async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try await repository.git("init", "-q", "-b", "desk")
    try await repository.git("config", "user.name", "Test")
    try await repository.git("config", "user.email", "test@example.com")
    try repository.write("todo.txt", "Dup\nDup\nother\n")
    #expect(try await repository.run([try ToDoBinary.path(), "git-setup", "todo.txt"]).status == 0)
    try await repository.git("add", ".")
    try await repository.git("commit", "-q", "-m", "the list")
    try await repository.git("checkout", "-q", "-b", "laptop")
    try repository.write("todo.txt", "Dup\nx 2026-12-01 Dup\nother\n")
    try await repository.git("commit", "-q", "-a", "-m", "the second one done")
    try await repository.git("checkout", "-q", "desk")
    try repository.write("todo.txt", "x 2026-12-01 Dup\nDup\nother\n")
    try await repository.git("commit", "-q", "-a", "-m", "the first one done")
    let merge = try await repository.run(["git", "merge", "--no-edit", "laptop"])
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    #expect(!(merge.stdout + merge.stderr).contains("both"), "no clash named: \(merge.stdout)\(merge.stderr)")
    #expect(repository.read("todo.txt") == "x 2026-12-01 Dup\nx 2026-12-01 Dup\nother\n")
  }

  @Test("without the driver: the same merge stops with git's conflict markers")
  func conflictWithoutTheDriver() async throws {
    let (repository, _) = try await branches(setUp: false)
    defer { repository.folder.remove() }
    let merge = try await repository.run(["git", "merge", "--no-edit", "laptop"])
    #expect(merge.status != 0)
    #expect(merge.stdout.contains("CONFLICT (content): Merge conflict in todo.txt"))
    #expect(merge.stdout.contains("CONFLICT (content): Merge conflict in done.txt"))
    #expect(repository.read("todo.txt")?.contains("<<<<<<< HEAD") == true)
  }

  @Test("git-setup again writes nothing; --where says what is set up")
  func setUpTwiceAndWhere() async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try await repository.git("init", "-q")
    try repository.write("todo.txt", Self.base)
    let todo = try ToDoBinary.path()
    let before = try await repository.run([todo, "git-setup", "--where", "todo.txt"])
    #expect(before.status == 0)
    #expect(before.stdout.contains("merges the list with: git's own (no merge= attribute)\n"))
    #expect(before.stdout.hasSuffix("To fix: todo git-setup\n"))
    let whereBefore = try await repository.run([todo, "--file", "todo.txt", "--where"])
    #expect(whereBefore.stdout.hasSuffix("(git merges the list as text; todo git-setup sets todo up)\n"))
    let first = try await repository.run([todo, "git-setup", "todo.txt"])
    #expect(first.stdout.contains("Set in "))
    #expect(first.stdout.contains("merge.todo.driver = \(todo) merge-driver %O %A %B %P\n"))
    let second = try await repository.run([todo, "git-setup", "todo.txt"])
    #expect(second.status == 0)
    #expect(second.stdout.hasSuffix(": nothing to write.\n"))
    #expect(repository.read(".gitattributes") == "todo.txt merge=todo\ndone.txt merge=todo-done\n")
    let driver = try await repository.git("config", "--get", "merge.todo-done.driver")
    #expect(driver.stdout == "\(todo) merge-driver --done %O %A %B %P\n")
    let after = try await repository.run([todo, "git-setup", "--where", "todo.txt"])
    #expect(after.stdout.contains("merges the list with: todo (merge=todo)\n"))
    #expect(after.stdout.contains("merges the done file with: todo (merge=todo-done)\n"))
    #expect(!after.stdout.contains("To fix"))
    let whereAfter = try await repository.run([todo, "--file", "todo.txt", "--where"])
    #expect(whereAfter.stdout.hasSuffix("(git merges the list with todo)\n"))
  }

  @Test("outside a repository: git-setup says so and how to fix it")
  func outsideARepository() async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try repository.write("todo.txt", Self.base)
    let result = try await repository.run([try ToDoBinary.path(), "git-setup", "todo.txt"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("is not in a git repository.\nTo fix: git init "))
    #expect(repository.read(".gitattributes") == nil)
    let whereNone = try await repository.run([try ToDoBinary.path(), "--file", "todo.txt", "--where"])
    #expect(whereNone.stdout.hasSuffix("git:          none (the list is in no git repository)\n"))
  }

  @Test("a .gitattributes that is a link, to a file outside or dangling: refused, nothing written")
  func aLinkedAttributesFileIsRefused() async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try await repository.git("init", "-q")
    try repository.write("todo.txt", Self.base)
    try repository.folder.write("outside", "kept as it is\n")
    let attributes = repository.path + "/.gitattributes"
    try FileManager.default.createSymbolicLink(atPath: attributes, withDestinationPath: "../outside")
    let todo = try ToDoBinary.path()
    let through = try await repository.run([todo, "git-setup", "todo.txt"])
    #expect(through.status != 0)
    #expect(
      through.stderr.contains(
        "‘\(attributes)’ is a symbolic link to ‘../outside’; git-setup writes no file through a link.\n"
          + "To fix: make it a regular file of the repository (or remove it), then run todo git-setup again."),
      "\(through.stderr)")
    #expect(repository.folder.read("outside") == "kept as it is\n")
    try FileManager.default.removeItem(atPath: attributes)
    try FileManager.default.createSymbolicLink(atPath: attributes, withDestinationPath: "../created")
    let dangling = try await repository.run([todo, "git-setup", "todo.txt"])
    #expect(dangling.status != 0)
    #expect(!FileManager.default.fileExists(atPath: repository.folder.file("created")))
    let config = try await repository.run(["git", "config", "--local", "--get-regexp", "merge\\."])
    #expect(config.stdout.isEmpty, "nothing set either: \(config.stdout)")
  }

  /// The inode of the file at `path`: a file replaced whole (a new file renamed over it)
  /// has another.
  private static func inode(_ path: String) -> UInt64? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64) ?? nil
  }

  @Test("the merge driver replaces git's %A whole: another name of the old file keeps it")
  func theMergeDriverReplacesItsResultWhole() async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try repository.write("base", "(A) call mom\nbuy milk\n")
    try repository.write("ours", "ours first\n(A) call mom\nbuy milk\n")
    try repository.write("theirs", "(A) call mom\nbuy milk\ntheirs last\n")
    try FileManager.default.linkItem(
      atPath: repository.path + "/ours", toPath: repository.path + "/ours-before")
    let before = Self.inode(repository.path + "/ours")
    let result = try await repository.run([try ToDoBinary.path(), "merge-driver", "base", "ours", "theirs"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(repository.read("ours") == "ours first\n(A) call mom\nbuy milk\ntheirs last\n")
    #expect(Self.inode(repository.path + "/ours") != before, "a new file took its place")
    #expect(repository.read("ours-before") == "ours first\n(A) call mom\nbuy milk\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: repository.path).sorted()
    #expect(names == ["base", "ours", "ours-before", "theirs"], "no temporary left")
  }

  @Test("git-setup replaces .gitattributes whole, keeping its mode")
  func gitSetupReplacesTheAttributesWhole() async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try await repository.git("init", "-q")
    try repository.write("todo.txt", Self.base)
    try repository.write(".gitattributes", "*.md text\n")
    let attributes = repository.path + "/.gitattributes"
    chmod(attributes, 0o640)
    let before = Self.inode(attributes)
    let result = try await repository.run([try ToDoBinary.path(), "git-setup", "todo.txt"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(repository.read(".gitattributes") == "*.md text\ntodo.txt merge=todo\ndone.txt merge=todo-done\n")
    #expect(Self.inode(attributes) != before, "a new file took its place")
    let mode = try FileManager.default.attributesOfItem(atPath: attributes)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test("a git config that is a link: refused, nothing written through it")
  func aLinkedConfigIsRefused() async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try await repository.git("init", "-q")
    try repository.write("todo.txt", Self.base)
    let config = repository.path + "/.git/config"
    try FileManager.default.moveItem(atPath: config, toPath: repository.folder.file("shared-config"))
    try FileManager.default.createSymbolicLink(
      atPath: config, withDestinationPath: repository.folder.file("shared-config"))
    let result = try await repository.run([try ToDoBinary.path(), "git-setup", "todo.txt"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("‘\(config)’ is a symbolic link to "), "\(result.stderr)")
    #expect(repository.folder.read("shared-config")?.contains("merge") == false)
    #expect(repository.read(".gitattributes") == nil)
  }

  @Test(
    "a list named with glob characters, a space or a newline: its pattern matches it and no other",
    arguments: [
      "[ab].txt", "star*.txt", "what?.txt", "back\\slash.txt", "my list.txt", "#hash.txt",
      "!bang list.txt", "new\nline.txt",
    ])
  func aPatternMatchesExactlyTheList(name: String) async throws {
    let repository = try Repository()
    defer { repository.folder.remove() }
    try await repository.git("init", "-q")
    // Names the pattern would also match, were its characters read as glob.
    let decoys = [
      "a.txt", "b.txt", "starx.txt", "whatx.txt", "backslash.txt", "my_list.txt", "!bang_list.txt",
    ]
    for file in [name] + decoys { try repository.write(file, Self.base) }
    let setup = try await repository.run([try ToDoBinary.path(), "git-setup", name])
    try #require(setup.status == 0, "\(setup.stderr)")
    let asked = try await repository.run(["git", "check-attr", "-z", "merge", "--", name] + decoys)
    try #require(asked.status == 0, "\(asked.stderr)")
    let fields = asked.stdout.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
    var merge: [String: String] = [:]
    for index in stride(from: 0, to: fields.count - 2, by: 3) { merge[fields[index]] = fields[index + 2] }
    #expect(merge[name] == "todo", "\(repository.read(".gitattributes") ?? "")")
    for decoy in decoys { #expect(merge[decoy] == "unspecified", "\(decoy)") }
  }
}
