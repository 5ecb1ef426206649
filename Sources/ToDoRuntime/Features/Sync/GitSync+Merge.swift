import Glibc
import ToDoCore

/// The sync's merge of the upstream, and what it does when a merge stops: the list's own
/// files finished here, any other file named with its fix. Runs git; blocks the calling
/// thread (the sync's queue).
extension GitSync {
  /// Fetches (within the network bound), then merges the upstream with the drivers given
  /// on the command line (the attributes name them; a clone whose config lacks them still
  /// merges with todo): nil when it merged, or finished a merge that stopped on the list's
  /// own files (`own`) only; and the lines the driver wrote about them (each ends with the
  /// file's path in brackets, dropped here).
  func pull(root: String, gitDirectory: String, own: [String]) -> (
    outcome: SyncOutcome?, notes: [String]
  ) {
    let fetched = network(["-C", root, "fetch", "--quiet"])
    guard fetched.status == 0 else {
      return (Self.problem(fetched, doing: "fetch").outcome(ahead: ahead(root: root)), [])
    }
    let driver = GitSetup.shellQuoted(executable) + " merge-driver"
    let merged = local([
      "-C", root, "-c", "merge.\(GitSetup.listDriver).driver=\(driver) %O %A %B %P",
      "-c", "merge.\(GitSetup.doneDriver).driver=\(driver) --done %O %A %B %P",
      "merge", "--no-edit", "--quiet", "@{u}",
    ])
    let lines = merged.errors.split(separator: "\n").map(String.init)
    var notes: [String] = []
    var refused: Set<String> = []
    for line in lines {
      guard let path = own.first(where: { line.hasSuffix(" (\($0))") }) else { continue }
      notes.append(String(line.dropLast(path.utf8.count + 3)))
      // The driver's status 2: a version it could not read, ours left as it was.
      if line.hasPrefix("Not merged:") { refused.insert(path) }
    }
    guard merged.status != 0 else { return (nil, notes) }
    guard access(gitDirectory + "/MERGE_HEAD", F_OK) == 0 else {
      return (Self.problem(merged, doing: "merge").outcome(ahead: ahead(root: root)), notes)
    }
    return (finishMerge(root: root, own: own.filter { !refused.contains($0) }), notes)
  }

  /// The merge this sync ran stopped: the list's own files among the unmerged paths
  /// (`own`: as the driver wrote them, every version kept) are added; when no other path is
  /// unmerged the merge is committed (nil: the sync goes on), else the outcome names the
  /// other files and the fix.
  func finishMerge(root: String, own: [String]) -> SyncOutcome? {
    guard let unmerged = unmergedPaths(root: root) else {
      return .failed(
        SyncFailure(
          short: "git diff", reason: "git diff cannot list the conflicts",
          fix: "run git status in a shell to see more"))
    }
    let ours = unmerged.filter(own.contains)
    if !ours.isEmpty {
      let added = local(["-C", root, "add", "--"] + ours)
      guard added.status == 0 else { return .failed(Self.gitFailure(added, doing: "add")) }
    }
    let others = unmerged.filter { !own.contains($0) }
    guard others.isEmpty else {
      return .waiting(
        reason: Self.conflict(in: others), fix: mergeFix(root: root, unmerged: others, own: own))
    }
    let made = local(["-C", root, "commit", "--no-edit", "--quiet"])
    guard made.status == 0 else { return .failed(Self.gitFailure(made, doing: "commit")) }
    return nil
  }

  /// The paths git left unmerged, relative to the root; nil when git cannot say.
  func unmergedPaths(root: String) -> [String]? {
    let listed = local(["-C", root, "diff", "--name-only", "-z", "--diff-filter=U"])
    guard listed.status == 0 else { return nil }
    return listed.output.split(separator: "\0").map(String.init)
  }

  /// How to finish a merge that waits on `unmerged` (the user's files): resolve them, add
  /// them and commit; or abort it, offered only while the list's own files (`own`) have no
  /// change since the merge staged them (an abort would take the saves back).
  func mergeFix(root: String, unmerged: [String], own: [String]) -> String {
    let names = unmerged.map { GitSetup.shellQuoted($0) }.joined(separator: " ")
    let existing = own.filter { access(root + "/" + $0, F_OK) == 0 }
    // Nothing unmerged: the list's files as the app saved them are staged first, so that
    // the commit that ends the merge holds them (a bare `git commit` left them out, or
    // refused; issue 44).
    let staged = (existing.isEmpty ? Array(own.prefix(1)) : existing).map { GitSetup.shellQuoted($0) }.joined(
      separator: " ")
    var fix =
      unmerged.isEmpty
      ? "finish it: git add \(staged) && git commit"
      : "resolve \(unmerged.joined(separator: ", ")), then git add \(names) && git commit"
    if local(["-C", root, "diff", "--quiet", "--"] + existing).status == 0 {
      fix += " (or git merge --abort)"
    }
    return fix
  }

  /// The merge or rebase in progress in the work tree whose git folder is `gitDirectory`
  /// (one the user started, or that stopped on a file not the list's, `own`), as the
  /// outcome that says so with a fix naming the unmerged files; nil when there is none.
  func workInProgress(gitDirectory: String, root: String, own: [String]) -> SyncOutcome? {
    let merging = access(gitDirectory + "/MERGE_HEAD", F_OK) == 0
    let rebasing =
      access(gitDirectory + "/rebase-merge", F_OK) == 0 || access(gitDirectory + "/rebase-apply", F_OK) == 0
    guard merging || rebasing else { return nil }
    let unmerged = unmergedPaths(root: root) ?? []
    if merging {
      // Its title as when the sync's own merge stopped: the files that wait, named.
      let reason = unmerged.isEmpty ? "merge in progress" : Self.conflict(in: unmerged)
      return .waiting(reason: reason, fix: mergeFix(root: root, unmerged: unmerged, own: own))
    }
    let names = unmerged.map { GitSetup.shellQuoted($0) }.joined(separator: " ")
    let finish =
      unmerged.isEmpty
      ? "git rebase --continue"
      : "resolve \(unmerged.joined(separator: ", ")), then git add \(names) && git rebase --continue"
    return .waiting(reason: "rebase in progress", fix: "\(finish) (or git rebase --abort)")
  }

  /// The title's words for a merge waiting on `unmerged`: the file, or how many. Pure.
  static func conflict(in unmerged: [String]) -> String {
    "conflict in " + (unmerged.count == 1 ? unmerged[0] : "\(unmerged.count) files")
  }
}
