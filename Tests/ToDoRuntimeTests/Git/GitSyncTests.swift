import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// A sync's steps, with git answered by a script: what it runs, in what order, and what it
/// makes of git's errors.
@Suite("git sync")
struct GitSyncTests {
  /// The git commands run, and the answers given (by the command's first words after `-C
  /// ROOT`), in a class so that the sync's closure may record.
  final class Git: @unchecked Sendable {
    var runs: [[String]] = []
    var answers: [String: GitProcess.Result] = [:]
    let root: String

    init(root: String) { self.root = root }

    /// The list merges with todo's driver (its attribute set); nothing waits to be pushed.
    func mergesWithTheDriverAndIsUpToDate() {
      answers["check-attr"] = GitProcess.Result(status: 0, output: "todo.txt: merge: todo\n", errors: "")
      answers["rev-list"] = GitProcess.Result(status: 0, output: "0\n", errors: "")
    }

    func run(_ arguments: [String]) -> GitProcess.Result {
      let words = Array(arguments.drop { $0 == "-C" || $0 == root || $0.hasPrefix("merge.") || $0 == "-c" })
      runs.append(words)
      for (key, answer) in answers where words.joined(separator: " ").hasPrefix(key) { return answer }
      if words.first == "rev-parse", words.contains("--show-toplevel") {
        return GitProcess.Result(status: 0, output: "\(root)\n\(root)/.git\n", errors: "")
      }
      return GitProcess.Result(status: 0, output: "", errors: "")
    }
  }

  private func folder() throws -> String {
    let path = NSTemporaryDirectory() + "git-sync-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path + "/.git", withIntermediateDirectories: true)
    try "Buy milk\n".write(toFile: path + "/todo.txt", atomically: false, encoding: .utf8)
    return path
  }

  private func sync(_ git: Git) -> GitSync {
    var sync = GitSync(
      listPath: git.root + "/todo.txt", executable: "/bin/todo", environment: ["PATH": "/bin"])
    sync.git = { arguments, _, _, _ in git.run(arguments) }
    return sync
  }

  @Test func aMergeInProgressCommitsNothing() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    FileManager.default.createFile(atPath: root + "/.git/MERGE_HEAD", contents: Data())
    let git = Git(root: root)
    #expect(
      sync(git).run()
        == .waiting(
          reason: "merge in progress", fix: "finish it: git add todo.txt && git commit (or git merge --abort)"
        ))
    #expect(
      git.runs.map { $0.first ?? "" } == ["rev-parse", "diff", "diff"],
      "only the repository and the conflicts were looked at: \(git.runs)")
  }

  @Test func aRebaseInProgressCommitsNothing() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/.git/rebase-merge", withIntermediateDirectories: true)
    let git = Git(root: root)
    guard case .waiting(let reason, _) = sync(git).run() else { Issue.record("not waiting"); return }
    #expect(reason == "rebase in progress")
    #expect(!git.runs.contains { $0.first == "commit" })
  }

  @Test func theListsOwnFilesAreCommittedThenPulledWithTheDriverAndPushed() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = Git(root: root)
    git.answers["status"] = GitProcess.Result(status: 0, output: " M todo.txt\0", errors: "")
    git.answers["ls-files"] = GitProcess.Result(status: 1, output: "", errors: "")
    git.answers["show HEAD:todo.txt"] = GitProcess.Result(status: 0, output: "", errors: "")
    git.mergesWithTheDriverAndIsUpToDate()
    #expect(sync(git).run() == .synced)
    let steps = git.runs.map { $0.first ?? "" }
    #expect(
      steps.filter { $0 != "show" && $0 != "ls-files" } == [
        "rev-parse", "status", "add", "commit", "rev-parse", "check-attr", "fetch", "merge", "push",
        "rev-list",
      ])
    let commit = try #require(git.runs.first { $0.first == "commit" })
    #expect(Array(commit.suffix(3)) == ["--only", "--", "todo.txt"], "the list's files only")
    #expect(commit.contains("todo: 1 added\n\nadded: Buy milk\n"))
  }

  @Test func theDriverIsGivenToThePullOnItsCommandLine() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = Git(root: root)
    var arguments: [[String]] = []
    var sync = sync(git)
    let recorded = Git(root: root)
    sync.git = { words, _, _, _ in
      recorded.runs.append(words)
      return git.run(words)
    }
    git.answers["check-attr"] = GitProcess.Result(status: 0, output: "todo.txt: merge: todo\n", errors: "")
    _ = sync.run()
    arguments = recorded.runs.filter { $0.contains("--no-edit") }
    #expect(
      arguments.first?.contains("merge.todo.driver=/bin/todo merge-driver %O %A %B %P") == true)
    #expect(arguments.first?.suffix(3) == ["--no-edit", "--quiet", "@{u}"])
  }

  @Test func whatTheDriverNamesInThePullComesBackWithTheOutcome() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = Git(root: root)
    git.mergesWithTheDriverAndIsUpToDate()
    git.answers["merge"] = GitProcess.Result(
      status: 0, output: "",
      errors: "Auto-merging todo.txt\nNot deleted: ‘Call mom’ was changed on the other branch to ‘Call mom "
        + "tonight’ (todo.txt)\nAuto-merging notes.md\nhint: something else (notes.md)\n")
    let report = sync(git).report()
    #expect(report.outcome == .synced)
    #expect(
      report.mergeNotes == ["Not deleted: ‘Call mom’ was changed on the other branch to ‘Call mom tonight’"])
  }

  @Test func aListTheDriverCouldNotReadWaitsForTheUserAndIsNotCommitted() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = Git(root: root)
    git.mergesWithTheDriverAndIsUpToDate()
    // The driver's status 2: theirs is no todo.txt file, ours left as it was, unmerged.
    git.answers["merge"] = GitProcess.Result(
      status: 1, output: "",
      errors: "Not merged: theirs cannot be read: the file looks binary (todo.txt)\n"
        + "CONFLICT (content): Merge conflict in todo.txt\n")
    git.answers["diff --name-only"] = GitProcess.Result(status: 0, output: "todo.txt\0", errors: "")
    var sync = sync(git)
    sync.git = { arguments, _, _, _ in
      if arguments.contains("--no-edit"), arguments.last == "@{u}" {
        FileManager.default.createFile(atPath: root + "/.git/MERGE_HEAD", contents: Data())
      }
      return git.run(arguments)
    }
    let report = sync.report()
    guard case .waiting(let reason, _) = report.outcome else {
      Issue.record("not waiting: \(report.outcome)")
      return
    }
    #expect(reason == "conflict in todo.txt")
    #expect(
      !git.runs.contains { $0.first == "add" || $0.first == "commit" }, "ours is not committed as merged")
    #expect(report.mergeNotes == ["Not merged: theirs cannot be read: the file looks binary"])
  }

  @Test func withoutTheAttributesItDoesNotPullWithATextMerge() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = Git(root: root)
    git.answers["check-attr"] = GitProcess.Result(
      status: 0, output: "todo.txt: merge: unspecified\n", errors: "")
    guard case .failed(let failure) = sync(git).run() else { Issue.record("not failed"); return }
    #expect(failure.short == "set-up")
    #expect(failure.fix.hasPrefix("todo git-setup in "))
    #expect(!git.runs.contains { $0.first == "fetch" || $0.first == "merge" })
  }

  @Test func anUnreachableRemoteIsOfflineWithTheCommitsThatWait() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = Git(root: root)
    git.answers["check-attr"] = GitProcess.Result(status: 0, output: "todo.txt: merge: todo\n", errors: "")
    git.answers["fetch"] = GitProcess.Result(
      status: 1, output: "",
      errors:
        "fatal: '/x/remote.git' does not appear to be a git repository\nfatal: Could not read from remote repository.\n"
    )
    git.answers["rev-list"] = GitProcess.Result(status: 0, output: "2\n", errors: "")
    #expect(sync(git).run() == .offline(ahead: 2))
  }

  @Test func aRejectedPushPullsAndPushesAgain() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let git = Git(root: root)
    git.answers["check-attr"] = GitProcess.Result(status: 0, output: "todo.txt: merge: todo\n", errors: "")
    git.answers["push"] = GitProcess.Result(
      status: 1, output: "!\trefs/heads/trunk:refs/heads/trunk\t[rejected] (fetch first)\n", errors: "")
    guard case .failed(let failure) = sync(git).run() else { Issue.record("not failed"); return }
    #expect(failure.short == "rejected")
    #expect(git.runs.filter { $0.first == "fetch" }.count == 3, "tried three times")
  }

  @Test func gitsErrorsAreNamedWithTheirFix() {
    func problem(_ errors: String) -> GitSync.Problem {
      GitSync.problem(GitProcess.Result(status: 128, output: "", errors: errors), doing: "pull")
    }
    guard case .failed(let auth) = problem("git@host: Permission denied (publickey).\n") else {
      Issue.record("not failed")
      return
    }
    #expect(auth.short == "auth")
    #expect(auth.fix == "run git pull once in a shell, or set up an ssh key or a credential helper")
    guard
      case .failed(let prompt) = problem(
        "fatal: could not read Username for 'https://h': terminal prompts disabled\n")
    else {
      Issue.record("not failed")
      return
    }
    #expect(prompt.short == "auth")
    #expect(problem("ssh: Could not resolve host: h\n") == .offline)
    #expect(
      GitSync.problem(GitProcess.Result(status: 137, output: "", errors: "", timedOut: true), doing: "fetch")
        == .offline, "no answer within the bound")
    guard
      case .failed(let raced) = GitSync.problem(
        GitProcess.Result(
          status: 1,
          output: "!\trefs/heads/trunk:refs/heads/trunk\t[remote rejected] (failed to update ref)\n",
          errors: ""), doing: "push")
    else {
      Issue.record("not failed")
      return
    }
    #expect(raced.short == "rejected", "another push won the race: pulled and pushed again")
    guard case .failed(let other) = problem("fatal: something else\nmore\n") else {
      Issue.record("not failed")
      return
    }
    #expect(other.reason == "git pull: fatal: something else")
  }

  @Test func gitRunsWithoutAPromptAndTheUsersSshCommandIsKept() {
    let made = GitProcess.promptless(["PATH": "/bin"])
    #expect(made["GIT_TERMINAL_PROMPT"] == "0")
    #expect(made["GIT_SSH_COMMAND"]?.hasPrefix("ssh -o BatchMode=yes") == true)
    #expect(GitProcess.promptless(["GIT_SSH_COMMAND": "ssh -i k"])["GIT_SSH_COMMAND"] == "ssh -i k")
  }

  @Test func theEnvironmentGoesToGitNotToThisProcess() {
    let result = GitProcess.run(
      ["var", "GIT_EDITOR"], environment: ["PATH": "/usr/bin:/bin", "GIT_EDITOR": "ed-from-env"])
    #expect(result.output == "ed-from-env\n")
    #expect(getenv("GIT_TERMINAL_PROMPT") == nil)
  }
}
