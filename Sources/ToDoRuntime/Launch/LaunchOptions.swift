import ToDoCore

/// What the command line asked for. Pure.
public struct LaunchOptions: Equatable, Sendable {
  public enum Mode: Equatable, Sendable {
    /// Start the app.
    case run
    case showHelp
    case showVersion
    /// Play a recording back: in the terminal, or headless printing the final screen.
    case replay(path: String, print: Bool, size: Size?, realtime: Bool)
    /// Print the config file and the todo file in use (`--where`).
    case showPaths
    /// Check the config file and print its problems (`--check-config`).
    case checkConfig
    /// Print the manual page or a completion script (`--generate`).
    case generate(LaunchOption.Generated)
    /// Run a command for scripts on the list (`todo add …`) and exit.
    case command(CommandCall)
  }

  public var mode: Mode = .run
  /// Whether the app takes the mouse (`--mouse`, `--no-mouse`); nil: as the config says.
  public var mouse: Bool?
  /// Whether the list is synced through git (`--sync git`, `--no-sync`); nil: as the
  /// config says.
  public var sync: Bool?
  /// Where to record every action, if anywhere.
  public var recordPath: String?
  /// The todo.txt file to keep the list in, or the demo; nil when the command line names
  /// none: the default list (see `LaunchSettings`).
  public var file: FileChoice?
  /// The other todo.txt files the command line names after the first (`todo work.txt
  /// home.txt`): lists the session can switch to (`L`).
  public var moreFiles: [String] = []
  /// The config file named with `--config`; nil for the default one.
  public var configPath: String?
  /// Where new todos go (`--new-todos`); nil: as the config says.
  public var newToDos: Preferences.Placement?
  /// Whether new todos get today's date (`--creation-dates`); nil: as the config says.
  public var creationDates: Bool?

  /// Which list: a todo.txt file named, the default list (`DefaultList`), or the demo.
  public enum FileChoice: Equatable, Sendable {
    case path(String)
    case defaultLocation
    /// The demo list (`--demo`): three todos after a simulated two-second load, not saved.
    case demo
  }

  public init(
    mode: Mode = .run, mouse: Bool? = nil, recordPath: String? = nil, file: FileChoice? = nil,
    configPath: String? = nil, newToDos: Preferences.Placement? = nil, creationDates: Bool? = nil
  ) {
    self.mode = mode
    self.mouse = mouse
    self.recordPath = recordPath
    self.file = file
    self.configPath = configPath
    self.newToDos = newToDos
    self.creationDates = creationDates
  }

  /// The default todo.txt when the config names none: todo.sh's config's, `$TODO_FILE`,
  /// `$TODO_DIR/todo.txt`, `$XDG_DATA_HOME/todo/todo.txt`, or `~/.local/share/todo/todo.txt`
  /// (see `DefaultList`). Pure.
  public static func defaultFilePath(environment: [String: String], todoShConfig: TodoShConfigFile? = nil)
    -> String?
  {
    DefaultList.resolve(environment: environment, todoShConfig: todoShConfig)?.path
  }

  public static let version = "0.1.0"

  /// What `--help` prints: the usage, then every documented option from `LaunchOption`.
  public static var usage: String {
    let options = LaunchOption.documented.map { helpRow($0.synopsis, $0.summary) }
    let commands = LaunchCommand.allCases.map { helpRow($0.synopsis, $0.summary) }
    return """
      Usage: todo [OPTIONS] [FILE [FILE...] | --file [FILE] | --demo]
             todo [OPTIONS] COMMAND [ARGUMENTS]
             todo --replay FILE [--realtime] [--print [--size COLUMNSxROWS]]
             todo --where | --check-config | --help | --version

      \(description)

      Commands (on the list the app would open; a file named add: todo ./add):
      \(commands.joined(separator: "\n"))

      Options:
      \(options.joined(separator: "\n"))

      Settings: $XDG_CONFIG_HOME/todo/config (~/.config/todo/config); options override it.
      Every key and setting: man todo.
      """
  }

  /// One entry of the help: `left` (an option, a command) and its `summary` wrapped
  /// beside it, or below it when `left` is too wide. Pure.
  static func helpRow(_ left: String, _ summary: String) -> String {
    let left = "  " + left
    let lines = wrap(summary, width: 58)
    let first =
      left.count <= 22 ? left.padding(to: 23) + lines[0] : left + "\n" + "".padding(to: 23) + lines[0]
    return ([first] + lines.dropFirst().map { "".padding(to: 23) + $0 }).joined(separator: "\n")
  }

  /// What the app is, for `--help` and the manual.
  public static let description = """
    A terminal todo list. Type a todo and press Enter to add it; press ↓ to move into the
    list, where j/k move, d deletes and q quits. Ctrl-Z undoes, F1 shows every key.

    The list lives in a todo.txt file (one todo per line, saved as you go). Without one
    named it is the default list: the config's file, else todo.sh's $TODO_FILE or
    $TODO_DIR/todo.txt, else ~/.local/share/todo/todo.txt, created on the first change.
    --demo shows a demo list that is not kept; quitting it offers to keep what you added.
    """

  /// `text` in lines of at most `width` characters, broken at spaces. Pure.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    return lines + [line]
  }

  /// Parses the arguments after the program name. `fileExists` says whether a file of that
  /// name is there: a first argument that is no command, no option and no such file is
  /// refused unless it looks like a path (`looksLikePath`). Pure when `fileExists` is.
  public static func parse(_ arguments: [String], fileExists: (String) -> Bool = { _ in true })
    throws(UsageError) -> LaunchOptions
  {
    var options = LaunchOptions()
    var replayPath: String?
    var print = false
    var realtime = false
    var size: Size?
    var information: Mode?
    var remaining = arguments[...]

    func choose(_ file: FileChoice) throws(UsageError) {
      guard let chosen = options.file else {
        options.file = file
        return
      }
      guard chosen != .demo, file != .demo else {
        throw UsageError("--demo opens the demo list, not a file: leave out --demo or the file")
      }
      guard case .path = chosen, case .path(let path) = file else {
        throw UsageError("--file names one file: name the others after it (todo a.txt b.txt)")
      }
      if !options.moreFiles.contains(path) { options.moreFiles.append(path) }
    }

    func value(for option: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("-") || value == "-" else {
        throw UsageError("\(option) needs a value")
      }
      return try nonEmptyPath(value, for: option)
    }

    var endOfOptions = false
    // Whether a word that is no option came already: only the first may name a command.
    var namedPositional = false
    // The command named, and its arguments: the words after it but the global options.
    var command: LaunchCommand?
    var commandArguments: [String] = []

    /// Takes the global option `option` (typed as `argument`); true when the parse is over
    /// (`--help`, `--version`).
    func take(_ option: LaunchOption, _ argument: String) throws(UsageError) -> Bool {
      switch option {
      case .endOfOptions: endOfOptions = true
      case .help:
        options = LaunchOptions(mode: .showHelp)
        return true
      case .version:
        options = LaunchOptions(mode: .showVersion)
        return true
      case .todoSh:
        throw UsageError("--todo-sh comes first, before any other word: todo --todo-sh ls")
      case .whereFiles: information = .showPaths
      case .checkConfig: information = .checkConfig
      case .generate:
        let text = try value(for: argument)
        guard let generated = LaunchOption.Generated(rawValue: text) else {
          throw UsageError("--generate takes man, bash, zsh or fish, not '\(text)'")
        }
        information = .generate(generated)
      case .mouse: options.mouse = true
      case .noMouse: options.mouse = false
      case .sync:
        let text = try value(for: argument)
        guard text == "git" else { throw UsageError("--sync takes git, not '\(text)'") }
        options.sync = true
      case .noSync: options.sync = false
      case .creationDates: options.creationDates = true
      case .noCreationDates: options.creationDates = false
      case .newToDos:
        let text = try value(for: argument)
        guard let placement = Preferences.Placement(rawValue: text) else {
          throw UsageError("--new-todos takes top or bottom, not '\(text)'")
        }
        options.newToDos = placement
      case .config: options.configPath = try value(for: argument)
      case .record: options.recordPath = try value(for: argument)
      case .file:
        // After a command, `--file` names the file it needs (`todo ls --file work.txt`).
        if let next = remaining.first, !next.hasPrefix("-"), command == nil || options.file == nil {
          try choose(.path(try nonEmptyPath(next, for: argument)))
          remaining.removeFirst()
        } else {
          try choose(.defaultLocation)
        }
      case .demo: try choose(.demo)
      case .replay: replayPath = try value(for: argument)
      case .print: print = true
      case .realtime: realtime = true
      case .size:
        let text = try value(for: argument)
        guard let parsed = parseSize(text) else {
          let largest = Size.largestTerminal
          throw UsageError(
            "--size takes COLUMNSxROWS from 1x1 to \(largest.columns)x\(largest.rows), like 80x24, not '\(text)'"
          )
        }
        size = parsed
      }
      return false
    }

    while let argument = remaining.popFirst() {
      if let command {
        // After the command: its own options and words, the global options wherever they
        // stand, and after `--` only its words.
        if argument == "--" {
          commandArguments += ["--"] + remaining
          break
        }
        if command.takesOption(argument) {
          commandArguments.append(argument)
          if command.optionTakesValue(argument), let value = remaining.popFirst() {
            commandArguments.append(value)
          }
          continue
        }
        if let option = LaunchOption.named(argument) {
          if try take(option, argument) { return options }
          continue
        }
        commandArguments.append(argument)
        continue
      }
      // After `--` every argument is a file name, even one that starts with a dash.
      if endOfOptions {
        try choose(.path(try nonEmptyPath(argument, for: "the todo file")))
        continue
      }
      guard let option = LaunchOption.named(argument) else {
        guard !argument.hasPrefix("-") || argument == "-" else {
          throw UsageError("unknown option '\(argument)'")
        }
        // The first word that is no option: a command takes the rest (`todo add Buy milk`);
        // otherwise it is the file.
        if !namedPositional, let named = LaunchCommand.named(argument) {
          command = named
          continue
        }
        let path = try nonEmptyPath(argument, for: "the todo file")
        // A word that names no file and looks like no path was likely meant as a todo: all
        // the words that follow it and name no file are its words (`todo Buy milk`).
        if options.file == nil, !looksLikePath(path), !fileExists(path) {
          let words =
            [path] + remaining.prefix { !$0.hasPrefix("-") && !fileExists($0) && !looksLikePath($0) }
          throw UsageError.noSuchList(words.joined(separator: " "))
        }
        try choose(.path(path))
        namedPositional = true
        continue
      }
      if try take(option, argument) { return options }
    }
    if let command {
      let call = try command.call(with: commandArguments)
      guard information == nil, replayPath == nil, options.recordPath == nil, !print, !realtime, size == nil
      else {
        throw UsageError("'todo \(command.name)' goes without --where, --check-config, --replay and --record")
      }
      options.mode = .command(call)
      return options
    }
    if let information {
      guard replayPath == nil, options.recordPath == nil else {
        throw UsageError(
          "--where, --check-config and --generate print and exit: they go without --replay and --record")
      }
      options.mode = information
      return options
    }
    if let replayPath {
      guard options.recordPath == nil else {
        throw UsageError("--record and --replay cannot be used together")
      }
      guard options.file == nil else {
        throw UsageError("a replay uses the todos in its recording, not a file")
      }
      guard size == nil || print else { throw UsageError("--size goes with --print") }
      options.mode = .replay(path: replayPath, print: print, size: size, realtime: realtime)
    } else if print || realtime || size != nil {
      let option = print ? "--print" : realtime ? "--realtime" : "--size"
      throw UsageError("\(option) goes with --replay FILE")
    }
    return options
  }

  /// `path` with the home directory written as `~`, for the title row. Pure.
  public static func abbreviatingHome(_ path: String, environment: [String: String]) -> String {
    guard let home = environment["HOME"], !home.isEmpty, home != "/", path.hasPrefix(home + "/") else {
      return path
    }
    return "~" + path.dropFirst(home.count)
  }

  /// Whether a file that does not exist yet is opened by naming it alone (`todo work.txt`,
  /// created on the first change): a name with a `/` in it or one that ends in `.txt`.
  /// Other words are taken for a todo typed without `add` (decision 0196). Pure.
  static func looksLikePath(_ word: String) -> Bool {
    word.contains("/") || word.lowercased().hasSuffix(".txt")
  }

  /// `path`, unless it is empty: no file has an empty name, and an empty argument is
  /// usually a variable that was not set (`todo "$FILE"`).
  static func nonEmptyPath(_ path: String, for option: String) throws(UsageError) -> String {
    guard !path.isEmpty else { throw UsageError("the path for \(option) is empty") }
    return path
  }

  /// `80x24` (or `80×24`) as a size from 1×1 to `Size.largestTerminal`.
  static func parseSize(_ text: String) -> Size? {
    let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...Size.largestTerminal.columns).contains(columns), (1...Size.largestTerminal.rows).contains(rows)
    else { return nil }
    return Size(columns: columns, rows: rows)
  }
}

extension LaunchOption {
  /// The option with this name (`--help`, `-h`), or nil.
  static func named(_ name: String) -> LaunchOption? {
    allCases.first { $0.names.contains(name) }
  }
}

extension String {
  /// The string with spaces added to `width` characters.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(width - count, 0))
  }
}

/// A command line that cannot be run, with what was wrong.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var problem: String
  /// How to fix it; nil: see the help.
  public var fix: String?

  public init(_ problem: String, fix: String? = nil) {
    self.problem = problem
    self.fix = fix
  }

  public var description: String {
    "todo: \(problem).\nTo fix: \(fix ?? "see 'todo --help' for the options.")"
  }

  /// A first argument that is no command, no option and no file, nor looks like a path:
  /// what it was taken for, and how to add it as a todo or to start a list there.
  static func noSuchList(_ word: String) -> UsageError {
    let quoted = "\"" + word.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    return UsageError(
      "no such list '\(word)'",
      fix: "to add it as a todo: todo add \(quoted); to start a list there: todo --file \(quoted).")
  }
}
