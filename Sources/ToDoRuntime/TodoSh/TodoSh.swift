import ToDoCore

/// `todo` as `todo.sh` (installed under that name, or `todo --todo-sh …`): todo.txt-cli's
/// command line, kept so that scripts and add-ons written for it keep working on the list
/// the app opens. Reads todo.sh's options and configuration (`TodoShOptions`,
/// `ShellConfig`, `TodoShSettings`), runs an add-on of the actions folder when there is one
/// for the action, else the built-in action, and answers the status to exit with. Every
/// write goes through the app's store. Called from the command line's thread only.
public enum TodoSh {
  /// Runs `arguments` (after the program's name) in `world`; answers the exit status.
  public static func run(arguments: [String], world: TodoShWorld) -> Int32 {
    let options = TodoShOptions.parse(arguments)
    let name = world.scriptPath.split(separator: "/").last.map(String.init) ?? "todo.sh"
    if options.showVersion {
      world.emit(.standardOutput(version(name: name)))
      return 0
    }
    if options.badOption != nil {
      world.emit(.standardOutput(usage(name: name)))
      return 1
    }
    let environment = world.environment
    var variables = TodoShSettings.beforeConfig(environment: environment, options: options)
    // The configuration file: -d, TODOTXT_CFG_FILE, or the first of todo.sh's places.
    var configFile = variables.text("TODOTXT_CFG_FILE")
    if configFile.isEmpty || !exists(configFile, in: world) {
      let folder =
        world.scriptPath.contains("/")
        ? String(world.scriptPath[..<world.scriptPath.lastIndex(of: "/")!]) : "."
      let locations = TodoShSettings.configLocations(variables: variables, scriptFolder: folder)
      // todo.sh also looks in $XDG_CONFIG_HOME/todo/config, where todo keeps its own
      // settings (`key = value`, `[sections]`): that file is todo.sh's only when it reads as
      // one, never sourced by bash.
      let appConfig = locations[3]
      let found = locations.first { location in
        guard !location.isEmpty, exists(location, in: world) else { return false }
        guard location == appConfig else { return true }
        guard let text = world.readText(location),
          case .evaluated = ShellConfig.evaluate(text, variables: variables)
        else { return false }
        return true
      }
      if let found {
        configFile = found
      } else if configFile.isEmpty {
        configFile = locations[0]
      }
    }
    variables.export("TODOTXT_CFG_FILE", configFile)
    variables.export("TODO_ACTIONS_DIR", actionsFolder(variables, world: world))
    variables.export("TODO_SH", name)
    variables.export("TODO_FULL_SH", world.scriptPath)
    guard let script = world.readText(configFile) else {
      world.emit(.standardError("Fatal Error: Cannot read configuration file \(configFile)\n"))
      return 1
    }
    switch ShellConfig.evaluate(script, variables: variables) {
    case .evaluated(let configured): variables = configured
    case .needsShell:
      guard let sourced = sourceWithBash(configFile, variables: variables, world: world) else {
        world.emit(.standardError("Fatal Error: Cannot read configuration file \(configFile)\n"))
        return 1
      }
      variables = sourced
    }
    let settings = TodoShSettings.afterConfig(variables, environment: environment, options: options)
    let session = TodoShSession(world: world, settings: settings)
    var words = options.arguments
    var isDefault = false
    if words.first?.isEmpty ?? true {
      let defaultAction = settings.defaultAction
      guard !defaultAction.isEmpty else {
        world.emit(.standardOutput(usage(name: name)))
        return 1
      }
      words = ShellConfig.words(defaultAction, variables: settings.variables) ?? []
      isDefault = true
    }
    _ = isDefault
    do throws(TodoShSession.Stop) {
      try session.prepare()
      try session.perform(words)
    } catch {
      session.saveChanges()
      world.emit(.standardError(error.message + "\n"))
      return error.status
    }
    session.saveChanges()
    return session.status
  }

  /// Whether something is at `path` (a link to nothing is not), as the shell's `-e`.
  static func exists(_ path: String, in world: TodoShWorld) -> Bool {
    guard let kind = world.kind(path) else { return false }
    return kind != .brokenLink
  }

  /// The add-ons folder: `TODO_ACTIONS_DIR` when it is a folder, else the first of
  /// `~/.todo/actions`, `~/.todo.actions.d`, `$XDG_CONFIG_HOME/todo/actions` that is.
  static func actionsFolder(_ variables: ShellVariables, world: TodoShWorld) -> String {
    let given = variables.text("TODO_ACTIONS_DIR")
    if !given.isEmpty, case .folder = world.kind(given) { return given }
    let home = variables.text("HOME")
    let configHome =
      variables.text("XDG_CONFIG_HOME").isEmpty ? home + "/.config" : variables.text("XDG_CONFIG_HOME")
    for candidate in [home + "/.todo/actions", home + "/.todo.actions.d", configHome + "/todo/actions"] {
      if case .folder = world.kind(candidate) { return candidate }
    }
    return home + "/.todo/actions"
  }

  /// A configuration only a shell can read, sourced by bash with every variable exported;
  /// nil when bash cannot run it.
  static func sourceWithBash(_ file: String, variables: ShellVariables, world: TodoShWorld) -> ShellVariables?
  {
    let outcome = world.run(
      ["bash", "-c", "set -a; . \"$1\" >&2 || exit 1; env -0", "bash", file], variables.values, nil, true)
    guard outcome.status == 0 else { return nil }
    var result = variables
    for entry in outcome.output.split(separator: "\0") {
      guard let equals = entry.firstIndex(of: "=") else { continue }
      let name = String(entry[..<equals])
      guard name != "_", name != "SHLVL", name != "PWD" || variables[name] != nil else { continue }
      result.export(name, String(entry[entry.index(after: equals)...]))
    }
    return result
  }

  static func usage(name: String) -> String {
    "Usage: \(name) [-fhpantvV] [-d todo_config] action [task_number] [task_description]\n"
      + "Try '\(name) -h' for more information.\n"
  }

  static func version(name: String) -> String {
    "\(name): todo's todo.txt command line, compatible with todo.txt-cli (todo.sh).\n"
      + "The same lists open in the app: run todo.\n"
  }
}

extension TodoShSession {
  /// What todo.sh checks and makes before any action: the todo folder, the default
  /// priority, the three files.
  func prepare() throws(Stop) {
    let folder = settings.todoDirectory
    if case .folder = world.kind(folder) {
    } else if !world.makeFolder(folder) {
      throw Stop(message: "Fatal Error: \(folder) is not a directory")
    }
    let priority = settings.priorityOnAdd
    if !priority.isEmpty, !(priority.count == 1 && ("A"..."Z").contains(priority.first!)) {
      throw Stop(
        message: "TODOTXT_PRIORITY_ON_ADD should be a capital letter from A to Z (it is now \"\(priority)\")."
      )
    }
    for file in [settings.todoFile, settings.doneFile, settings.reportFile] { try createIfMissing(file) }
  }

  /// The add-on for `action`: `ACTIONS/action/action` or `ACTIONS/action`, executable;
  /// a link to nothing there stops the run, as it stops todo.sh.
  func addOn(named action: String) throws(Stop) -> String? {
    let folder = settings.actionsDirectory
    guard !action.isEmpty, !action.contains("/"), case .folder = world.kind(folder) else { return nil }
    for path in ["\(folder)/\(action)/\(action)", "\(folder)/\(action)"] {
      switch world.kind(path) {
      case .file(executable: true): return path
      case .brokenLink: throw Stop(message: "Fatal Error: Broken link to custom action: '\(path)'")
      default: continue
      }
    }
    return nil
  }

  /// Runs an add-on with todo.sh's variables, its output straight to this one's; the
  /// files this run changed are written first, and read again after.
  func runAddOn(_ path: String, arguments: [String]) -> Int32 {
    saveChanges()
    forgetFiles()
    return world.run([path] + arguments, environment, nil, false).status
  }

  /// Runs the action `words[0]` with its arguments: an add-on when there is one (not after
  /// `command`), else the built-in action.
  func perform(_ words: [String]) throws(Stop) {
    guard let first = words.first else { return }
    var action = first.lowercased()
    var arguments = words[...]
    if action == "command" {
      arguments = arguments.dropFirst()
      action = arguments.first?.lowercased() ?? ""
    } else if let addOn = try addOn(named: action) {
      status = runAddOn(addOn, arguments: Array(words))
      return
    }
    let rest = arguments.dropFirst()
    switch action {
    case "add", "a":
      let input = try typedText(rest, prompt: "Add: ", usage: "usage: \(scriptName) add \"TODO ITEM\"")
      try add(input, to: settings.todoFile)
    case "addm":
      let input = try typedText(rest, prompt: "Add: ", usage: "usage: \(scriptName) addm \"TODO ITEM\"")
      for line in input.split(separator: "\n") { try add(String(line), to: settings.todoFile) }
    case "addto":
      let usage = "usage: \(scriptName) addto DEST \"TODO ITEM\""
      guard let file = rest.first, !file.isEmpty else { throw Stop(message: usage) }
      let destination = settings.todoDirectory + "/" + file
      guard rest.count > 1, !rest[rest.startIndex + 1].isEmpty else { throw Stop(message: usage) }
      guard isFile(destination) else {
        throw Stop(message: "TODO: Destination file \(destination) does not exist.")
      }
      try add(rest.dropFirst().joined(separator: " "), to: destination)
    case "append", "app": try append(rest)
    case "archive": try archive()
    case "deduplicate": try deduplicate()
    case "del", "rm": try delete(rest)
    case "depri", "dp": try deprioritize(rest)
    case "do", "done": try complete(rest)
    case "help": help(Array(rest))
    case "shorthelp": say(TodoShHelp.short(name: scriptName, addOns: addOnUsages(short: true)))
    case "list", "ls": try list(file: settings.todoFile, terms: Array(rest))
    case "listall", "lsa": try listAll(terms: Array(rest))
    case "listfile", "lf":
      if let file = rest.first {
        try list(file: file, terms: Array(rest.dropFirst()))
      } else {
        listFiles()
      }
    case "listcon", "lsc": try listTags(sigil: "@", terms: Array(rest))
    case "listproj", "lsprj": try listTags(sigil: "+", terms: Array(rest))
    case "listpri", "lsp": try listPriorities(rest)
    case "listaddons": try listAddOns()
    case "move", "mv": try move(rest)
    case "prepend", "prep": try prepend(rest)
    case "pri", "p": try prioritize(rest)
    case "replace": try replace(rest)
    case "report": try report()
    default:
      say(TodoSh.usage(name: scriptName).dropLast().description)
      status = 1
    }
  }

  /// Reads every file again at its next use (an add-on may have changed them).
  func forgetFiles() { resetFiles() }

  func help(_ actions: [String]) {
    guard !actions.isEmpty else {
      say(TodoShHelp.full(name: scriptName, verbose: verbose > 1, addOns: addOnUsages(short: false)))
      return
    }
    for action in actions {
      if let addOn = try? addOn(named: action) {
        _ = world.run([addOn, "usage"], environment, nil, false)
      } else if let text = TodoShHelp.usage(of: action, name: scriptName) {
        say(text + "\n")
      } else {
        warn("TODO: No action \"\(action)\" exists.")
        status = 1
        return
      }
    }
  }

  /// What the add-ons say of themselves (`usage`); `short`: their one-line usages.
  func addOnUsages(short: Bool) -> String {
    let folder = settings.actionsDirectory
    var text = ""
    for name in (world.listFolder(folder) ?? []).sorted() {
      guard let path = try? addOn(named: name) else { continue }
      text += world.run([path, "usage"], environment, nil, true).output
    }
    guard !text.isEmpty else { return "" }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let kept =
      short ? lines.filter { $0.hasPrefix("    ") && ($0.dropFirst(4).first?.isLetter ?? false) } : lines
    return "  Add-on Actions:\n" + kept.joined(separator: "\n")
  }

  func listAddOns() throws(Stop) {
    let folder = settings.actionsDirectory
    guard case .folder = world.kind(folder) else { throw Stop(message: "TODO: '\(folder)' does not exist.") }
    let names = (world.listFolder(folder) ?? []).sorted().filter { (try? addOn(named: $0)) != nil }
    guard !names.isEmpty else { throw Stop(message: "TODO: '\(folder)' does not contain valid actions.") }
    for name in names { say(name) }
    if verbose > 0 {
      say("--")
      say("TODO: \(names.count) valid addon actions found.")
    }
  }
}
