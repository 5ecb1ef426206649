/// The list `todo` opens when no file is named (and `--file` alone): where it is, and what
/// chose it, for `--where`. The config's `file` comes first (see `LaunchSettings`); then
/// the list todo.sh would open: its configuration file's `TODO_FILE` or `TODO_DIR`
/// (`TodoShConfigFile`, read over the environment, decision 0353), else `$TODO_FILE`, else
/// `$TODO_DIR/todo.txt`; else `$XDG_DATA_HOME/todo/todo.txt`, else
/// `~/.local/share/todo/todo.txt`. Pure value.
public struct DefaultList: Equatable, Sendable {
  public var path: String
  /// What chose the path, as `--where` says it: "$TODO_DIR (todo.sh's folder)".
  public var chosenBy: String

  public init(path: String, chosenBy: String) {
    self.path = path
    self.chosenBy = chosenBy
  }

  /// The default list for `environment` and todo.sh's configuration file (when there is
  /// one), nil when none of them gives one (no HOME). Empty and unset variables are alike,
  /// as in todo.sh. Pure.
  public static func resolve(environment: [String: String], todoShConfig: TodoShConfigFile? = nil)
    -> DefaultList?
  {
    if let configured = todoShConfig?.list(environment: environment) { return configured }
    if let file = environment["TODO_FILE"], !file.isEmpty {
      return DefaultList(path: file, chosenBy: "$TODO_FILE (todo.sh's list)")
    }
    if let folder = environment["TODO_DIR"], !folder.isEmpty {
      let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      return DefaultList(
        path: (trimmed == "/" ? "" : trimmed) + "/todo.txt", chosenBy: "$TODO_DIR (todo.sh's folder)")
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return DefaultList(path: data + "/todo/todo.txt", chosenBy: "$XDG_DATA_HOME")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return DefaultList(
      path: home + "/.local/share/todo/todo.txt", chosenBy: "the default place, in $HOME")
  }
}
