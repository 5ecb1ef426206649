import Testing

@testable import ToDoRuntime

/// `todo git-setup`'s plan and `--where`'s text, without a repository.
@Suite("git set-up")
struct GitSetupTests {
  private let executable = "/usr/local/bin/todo"

  private func configured(_ executable: String) -> [String: String] {
    Dictionary(uniqueKeysWithValues: GitSetup.wanted(executable: executable).map { ($0.key, $0.value) })
  }

  @Test func aNewRepositoryGetsTheAttributesAndTheDrivers() {
    let setup = GitSetup(
      listPath: "todo.txt", donePath: "done.txt", attributes: nil, configured: [:], executable: executable)
    #expect(setup.attributes == "todo.txt merge=todo\ndone.txt merge=todo-done\n")
    #expect(
      setup.config.map { "\($0.key)=\($0.value)" } == [
        "merge.todo.name=todo.txt list merged by todo",
        "merge.todo.driver=/usr/local/bin/todo merge-driver %O %A %B %P",
        "merge.todo-done.name=todo.txt done file merged by todo",
        "merge.todo-done.driver=/usr/local/bin/todo merge-driver --done %O %A %B %P",
      ])
    let report = setup.report(repository: "/r")
    #expect(
      report.hasPrefix("Wrote to /r/.gitattributes:\n  todo.txt merge=todo\n  done.txt merge=todo-done\n"))
    #expect(report.contains("Set in /r/.git/config (git config):\n  merge.todo.name = "))
  }

  @Test func runningItAgainWritesNothing() {
    let setup = GitSetup(
      listPath: "todo.txt", donePath: "done.txt",
      attributes: "*.md text\ntodo.txt merge=todo\n  done.txt merge=todo-done \n",
      configured: configured(executable), executable: executable)
    #expect(setup.attributes == nil)
    #expect(setup.config.isEmpty)
    #expect(
      setup.report(repository: "/r") == "git merges the list with todo already in /r: nothing to write.\n")
  }

  @Test func existingAttributesAreKeptAndOnlyTheMissingLineIsAdded() {
    let setup = GitSetup(
      listPath: "lists/todo.txt", donePath: "lists/done.txt",
      attributes: "*.md text\nlists/todo.txt merge=todo",
      configured: [:], executable: executable)
    #expect(setup.attributes == "*.md text\nlists/todo.txt merge=todo\nlists/done.txt merge=todo-done\n")
    #expect(setup.addedAttributes == ["lists/done.txt merge=todo-done"])
  }

  @Test func aDriverOfAnotherTodoIsSetAgain() {
    var found = configured("/old/todo")
    found["merge.todo-done.name"] = nil
    let setup = GitSetup(
      listPath: "todo.txt", donePath: "done.txt", attributes: nil, configured: found, executable: executable)
    #expect(
      setup.config.map(\.key) == ["merge.todo.driver", "merge.todo-done.name", "merge.todo-done.driver"])
  }

  @Test func pathsAndExecutablesWithSpacesAreQuoted() {
    #expect(GitSetup.pattern("my lists/todo.txt") == "\"my lists/todo.txt\"")
    // A backslash is escaped for the glob, then both backslashes for the quotes.
    #expect(GitSetup.pattern("a\\b\"c") == #""a\\\\b\"c""#)
    #expect(GitSetup.pattern("#todo.txt") == "\\#todo.txt")
    #expect(GitSetup.pattern("!todo.txt") == #"\!todo.txt"#)
    #expect(GitSetup.pattern("[ab]*?.txt") == #"\[ab]\*\?.txt"#)
    #expect(GitSetup.pattern("new\nline.txt") == #""new\nline.txt""#)
    #expect(GitSetup.shellQuoted("/opt/my apps/todo") == "'/opt/my apps/todo'")
    #expect(GitSetup.shellQuoted("/it's/todo") == "'/it'\\''s/todo'")
    #expect(GitSetup.shellQuoted("/usr/bin/todo") == "/usr/bin/todo")
  }

  @Test func aPathIsRelativeToTheRootOnlyInsideIt() {
    #expect(GitSetup.relative("/r/todo.txt", to: "/r") == "todo.txt")
    #expect(GitSetup.relative("/r/a/todo.txt", to: "/r/") == "a/todo.txt")
    #expect(GitSetup.relative("/rx/todo.txt", to: "/r") == nil)
    #expect(GitSetup.donePath(ofList: "/r/a/list.txt") == "/r/a/done.txt")
  }

  @Test func whereSaysWhatIsSetUpAndTheFix() {
    let none = GitWhere.text(
      listPath: "/l/todo.txt", donePath: "/l/done.txt", repository: nil, listDriver: nil, doneDriver: nil,
      configured: [:])
    #expect(none.contains("repository:  none: the list is not in a git repository\n"))
    #expect(
      none.hasSuffix("To fix: git init in the list's folder (or clone one there), then todo git-setup\n"))
    let half = GitWhere.text(
      listPath: "/r/todo.txt", donePath: "/r/done.txt", repository: "/r", listDriver: "todo",
      doneDriver: nil, configured: [:])
    #expect(half.contains("merges the list with: todo (merge=todo)\n"))
    #expect(half.contains("merges the done file with: git's own (no merge= attribute)\n"))
    #expect(half.contains("drivers:     not set: todo, todo-done\n"))
    #expect(half.hasSuffix("To fix: todo git-setup\n"))
    let ready = GitWhere.text(
      listPath: "/r/todo.txt", donePath: "/r/done.txt", repository: "/r", listDriver: "todo",
      doneDriver: "todo-done", configured: configured(executable))
    #expect(ready.contains("drivers:     set in the repository's config\n"))
    #expect(!ready.contains("To fix"))
  }

  @Test func whereOfTheAppSaysTheRepositoryAndWhetherTodoMergesIt() {
    let keys = configured(executable)
    #expect(
      GitWhere.summary(GitRepositoryState(root: nil, listDriver: nil, doneDriver: nil, configured: [:]))
        == "git:          none (the list is in no git repository)")
    let text = GitRepositoryState(root: "/r", listDriver: "todo", doneDriver: "todo-done", configured: [:])
    #expect(!text.mergesWithToDo)
    #expect(GitWhere.summary(text).hasSuffix("(git merges the list as text; todo git-setup sets todo up)"))
    let ready = GitRepositoryState(root: "/r", listDriver: "todo", doneDriver: "todo-done", configured: keys)
    #expect(ready.mergesWithToDo)
    #expect(GitWhere.summary(ready) == "git:          /r (git merges the list with todo)")
    let attributesOnly = GitRepositoryState(root: "/r", listDriver: "todo", doneDriver: nil, configured: keys)
    #expect(!attributesOnly.mergesWithToDo)
  }
}

@Suite("git commands in the manual")
struct GitManualTests {
  @Test func theManualHasASectionOnBothCommands() {
    let page = ManPage.text(keymap: .standard)
    #expect(page.contains(".SH MERGING WITH GIT\n"))
    #expect(page.contains("\\fBtodo git\\-setup\\fR [\\fB\\-\\-where\\fR] [\\fIFILE\\fR]\n"))
    #expect(page.contains("\\fBtodo merge\\-driver\\fR [\\fB\\-\\-done\\fR]"))
  }
}
