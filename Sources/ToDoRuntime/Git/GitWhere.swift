/// What `todo git-setup --where` says: where the list is, whether it is in a git
/// repository, and whether git merges it and its done file with `todo`. Pure.
public enum GitWhere {
  /// The text for the list at `listPath`, in the repository at `repository` (nil: in none),
  /// whose `.gitattributes` give the list and the done file the drivers `listDriver` and
  /// `doneDriver` (nil: none), and whose config has `configured` of the keys
  /// `GitSetup.wanted` names.
  public static func text(
    listPath: String, donePath: String, repository: String?, listDriver: String?, doneDriver: String?,
    configured: [String: String]
  ) -> String {
    var text = "list:        \(listPath)\ndone file:   \(donePath)\n"
    guard let repository else {
      return text
        + "repository:  none: the list is not in a git repository\n"
        + "To fix: git init in the list's folder (or clone one there), then todo git-setup\n"
    }
    text += "repository:  \(repository)\n"
    let drivers = [(GitSetup.listDriver, listDriver), (GitSetup.doneDriver, doneDriver)]
    for (name, (wanted, found)) in zip(["list", "done file"], drivers) {
      let state =
        switch found {
        case wanted?: "todo (merge=\(wanted))"
        case let other?: "not todo (merge=\(other))"
        case nil: "git's own (no merge= attribute)"
        }
      text += "merges the \(name) with: \(state)\n"
    }
    let missing = [GitSetup.listDriver, GitSetup.doneDriver].filter {
      configured["merge.\($0).driver"] == nil
    }
    text +=
      missing.isEmpty
      ? "drivers:     set in the repository's config\n"
      : "drivers:     not set: \(missing.joined(separator: ", "))\n"
    let ready = listDriver == GitSetup.listDriver && doneDriver == GitSetup.doneDriver && missing.isEmpty
    if !ready { text += "To fix: todo git-setup\n" }
    return text
  }

  /// The line `todo --where` gives git: the list's repository and whether git merges the
  /// list with todo, or that it is in none. Pure.
  public static func summary(_ state: GitRepositoryState) -> String {
    guard let root = state.root else { return "git:          none (the list is in no git repository)" }
    return "git:          \(root) "
      + (state.mergesWithToDo
        ? "(git merges the list with todo)" : "(git merges the list as text; todo git-setup sets todo up)")
  }
}
