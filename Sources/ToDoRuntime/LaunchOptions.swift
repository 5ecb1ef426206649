/// What the command line asked for. Pure.
public enum LaunchOptions: Equatable, Sendable {
  /// Start the app.
  case run(mouse: Bool)
  case showHelp
  case showVersion

  public static let version = "0.1.0"

  public static let usage = """
    Usage: todo [--no-mouse]
           todo --help | --version

    A terminal todo list. Type to add a todo, press Enter to add it; press ↓ to move into
    the list and Enter or Del to delete the selected todo. Ctrl-C quits.

    Options:
      --no-mouse   leave the mouse to the terminal (for selecting text)
      -h, --help   show this help and exit
      -V, --version
                   show the version and exit
    """

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var mouse = true
    for argument in arguments {
      switch argument {
      case "-h", "--help": return .showHelp
      case "-V", "--version": return .showVersion
      case "--no-mouse": mouse = false
      default:
        let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
        throw UsageError("\(kind) '\(argument)'")
      }
    }
    return .run(mouse: mouse)
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
