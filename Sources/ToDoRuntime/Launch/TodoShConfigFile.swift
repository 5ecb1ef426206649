import ToDoCore

/// todo.sh's configuration file as the app reads it, so that `todo` opens the list `todo.sh`
/// would (decision 0353): found where todo.sh looks when no `-d` names one —
/// `$TODOTXT_CFG_FILE`, `~/.todo/config`, `~/todo.cfg`, `~/.todo.cfg`,
/// `$XDG_CONFIG_HOME/todo/config` (only when it reads as todo.sh's: that path is the app's
/// own settings), then `$TODOTXT_GLOBAL_CFG_FILE` or `/etc/todo/config` — and read over the
/// environment as todo.sh reads it (`ShellConfig`; bash only for a file of commands). Pure
/// value; `find` reads through the closures it is given.
public struct TodoShConfigFile: Equatable, Sendable {
  public var path: String
  /// The variables once the file is read, the environment's under them; nil when it could
  /// not be read.
  public var variables: ShellVariables?

  public init(path: String, variables: ShellVariables?) {
    self.path = path
    self.variables = variables
  }

  /// The places todo.sh looks, in its order, for `environment`. Pure.
  public static func locations(environment: [String: String]) -> [String] {
    let variables = ShellVariables(environment: environment)
    var places: [String] = []
    let named = variables.text("TODOTXT_CFG_FILE")
    if !named.isEmpty { places.append(named) }
    let home = variables.text("HOME")
    let configHome =
      variables.text("XDG_CONFIG_HOME").isEmpty ? home + "/.config" : variables.text("XDG_CONFIG_HOME")
    if !home.isEmpty { places += [home + "/.todo/config", home + "/todo.cfg", home + "/.todo.cfg"] }
    if !configHome.isEmpty, configHome != "/.config" { places.append(configHome + "/todo/config") }
    let global = variables.text("TODOTXT_GLOBAL_CFG_FILE")
    places.append(global.isEmpty ? "/etc/todo/config" : global)
    return places
  }

  /// The first file of `locations` that `exists`, read: `readText` gives its text, `source`
  /// runs a file only a shell can read (with bash) over the variables before it. Nil when
  /// there is none. The app's own `$XDG_CONFIG_HOME/todo/config` is skipped unless it reads
  /// as assignments. Pure over its closures.
  public static func find(
    environment: [String: String], exists: (String) -> Bool, readText: (String) -> String?,
    source: (String, ShellVariables) -> ShellVariables?
  ) -> TodoShConfigFile? {
    let before = TodoShSettings.beforeConfig(environment: environment, options: TodoShOptions())
    let places = locations(environment: environment)
    let home = environment["HOME"] ?? ""
    let configHome =
      (environment["XDG_CONFIG_HOME"] ?? "").isEmpty ? home + "/.config" : environment["XDG_CONFIG_HOME"]!
    for place in places where exists(place) {
      guard let text = readText(place) else { return TodoShConfigFile(path: place, variables: nil) }
      switch ShellConfig.evaluate(text, variables: before) {
      case .evaluated(let variables): return TodoShConfigFile(path: place, variables: variables)
      case .needsShell:
        if place == configHome + "/todo/config" { continue }
        return TodoShConfigFile(path: place, variables: source(place, before))
      }
    }
    return nil
  }

  /// The list the file names: its `TODO_FILE`, else `$TODO_DIR/todo.txt`; nil when it left
  /// both as the environment had them (the environment's rule then says), or named none.
  /// Pure.
  public func list(environment: [String: String]) -> DefaultList? {
    guard let variables else { return nil }
    let file = variables.text("TODO_FILE")
    let folder = variables.text("TODO_DIR")
    guard file != (environment["TODO_FILE"] ?? "") || folder != (environment["TODO_DIR"] ?? "") else {
      return nil
    }
    let chosenBy = "todo.sh's config, \(path)"
    if !file.isEmpty { return DefaultList(path: file, chosenBy: chosenBy) }
    guard !folder.isEmpty else { return nil }
    let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return DefaultList(path: (trimmed == "/" ? "" : trimmed) + "/todo.txt", chosenBy: chosenBy)
  }
}

extension TodoShConfigFile {
  /// The file on the disk for `environment` (a file of commands sourced by bash, as
  /// todo.sh mode does); nil when there is none. Reads files and may run bash: once at the
  /// start, on the command line's thread.
  public static func live(environment: [String: String]) -> TodoShConfigFile? {
    let world = TodoShWorld.live(environment: environment, scriptPath: "todo.sh")
    return find(
      environment: environment, exists: { TodoSh.exists($0, in: world) }, readText: world.readText,
      source: { TodoSh.sourceWithBash($0, variables: $1, world: world) })
  }
}
