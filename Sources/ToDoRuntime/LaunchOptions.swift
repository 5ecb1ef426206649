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
  }

  public var mode: Mode = .run
  /// Whether the app takes the mouse (off with `--no-mouse`, so the terminal selects text).
  public var mouse = true
  /// Where to record every action, if anywhere.
  public var recordPath: String?
  /// The todo.txt file to keep the list in; nil for the demo list.
  public var file: FileChoice?

  /// Which todo.txt file: one named, or the default location.
  public enum FileChoice: Equatable, Sendable {
    case path(String)
    case defaultLocation
  }

  public init(mode: Mode = .run, mouse: Bool = true, recordPath: String? = nil, file: FileChoice? = nil) {
    self.mode = mode
    self.mouse = mouse
    self.recordPath = recordPath
    self.file = file
  }

  /// The default todo.txt: `$XDG_DATA_HOME/todo/todo.txt`, or
  /// `~/.local/share/todo/todo.txt`. Pure.
  public static func defaultFilePath(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/todo/todo.txt" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.local/share/todo/todo.txt"
  }

  public static let version = "0.1.0"

  public static let usage = """
    Usage: todo [FILE | --file [FILE]] [--no-mouse] [--record FILE]
           todo --replay FILE [--realtime] [--print [--size COLUMNSxROWS]]
           todo --help | --version

    A terminal todo list. Type a todo and press Enter to add it; press ↓ to move into the
    list, and Enter or Del to delete the selected todo. Ctrl-Z undoes, F1 shows every key,
    Ctrl-C quits.

    Without a file it shows a demo list that is not kept. With one, the list lives in that
    todo.txt file (one todo per line, saved as you go); `--file` alone uses
    $XDG_DATA_HOME/todo/todo.txt (~/.local/share/todo/todo.txt).

    Options:
      FILE, --file FILE
                       keep the list in this todo.txt file (created on the first change)
      --               end of the options: what follows is the FILE, even if it starts with -
      --no-mouse       leave the mouse to the terminal (for selecting text)
      --record FILE    write every action, with its time, to FILE (JSON lines); FILE is
                       new, empty or an earlier recording, never another file
      --replay FILE    play a recording back, then go on live
      --realtime       with --replay: keep the recorded pace (default: at once)
      --print          with --replay: print the final screen as text, no terminal needed
      --size CxR       with --print: the screen size, e.g. 80x24 (default: the recorded one)
      -h, --help       show this help and exit
      -V, --version    show the version and exit
    """

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var replayPath: String?
    var print = false
    var realtime = false
    var size: Size?
    var remaining = arguments[...]

    func choose(_ file: FileChoice) throws(UsageError) {
      guard options.file == nil else { throw UsageError("only one todo file can be open at a time") }
      options.file = file
    }

    func value(for option: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst(), !value.hasPrefix("-") || value == "-" else {
        throw UsageError("\(option) needs a value")
      }
      return try nonEmptyPath(value, for: option)
    }

    var endOfOptions = false
    while let argument = remaining.popFirst() {
      // After `--` every argument is a file name, even one that starts with a dash.
      if endOfOptions {
        try choose(.path(try nonEmptyPath(argument, for: "the todo file")))
        continue
      }
      switch argument {
      case "--": endOfOptions = true
      case "-h", "--help": return LaunchOptions(mode: .showHelp)
      case "-V", "--version": return LaunchOptions(mode: .showVersion)
      case "--no-mouse": options.mouse = false
      case "--record": options.recordPath = try value(for: argument)
      case "--file":
        if let next = remaining.first, !next.hasPrefix("-") {
          try choose(.path(try nonEmptyPath(next, for: argument)))
          remaining.removeFirst()
        } else {
          try choose(.defaultLocation)
        }
      case "--replay": replayPath = try value(for: argument)
      case "--print": print = true
      case "--realtime": realtime = true
      case "--size":
        let text = try value(for: argument)
        guard let parsed = parseSize(text) else {
          let largest = Size.largestTerminal
          throw UsageError(
            "--size takes COLUMNSxROWS from 1x1 to \(largest.columns)x\(largest.rows), like 80x24, not '\(text)'"
          )
        }
        size = parsed
      default:
        guard !argument.hasPrefix("-") || argument == "-" else {
          throw UsageError("unknown option '\(argument)'")
        }
        try choose(.path(try nonEmptyPath(argument, for: "the todo file")))
      }
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

/// A command line that cannot be run, with what was wrong.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var problem: String

  public init(_ problem: String) {
    self.problem = problem
  }

  public var description: String {
    "todo: \(problem).\nTo fix: see 'todo --help' for the options."
  }
}
