/// The bash, zsh and fish completion scripts, made from `LaunchOption` and
/// `LaunchCommand`: every documented option, the words an option takes, file names for
/// FILE, the commands where the first word goes and each command's own options after it,
/// and the list's line numbers, `+projects` and `@contexts` from `todo ls --porcelain
/// --all` on the list the command line names (`--file`, else the environment's), with the
/// todo's text beside its number where the shell shows descriptions (zsh, fish). The list's
/// words are never evaluated by the shell. `completions/` holds these texts (a test checks
/// them). Pure.
public enum Completions {
  static let header = "# Made from todo's option table by 'make docs': do not edit.\n"

  /// The name of the bash completion function and of the zsh completion file (so of its
  /// function): todo.txt-cli's bash completion defines `_todo`, and whichever of the two
  /// loads second would replace the other's (decision 0186).
  public static let functionName = "_todo_terminal_app"

  /// The global options that take the next word as their value (`--file` takes it only
  /// when it does not start with `-`; it is apart).
  static var globalOptionsWithValue: [String] {
    LaunchOption.documented.filter { $0.value.map { !$0.isOptional } ?? false }.flatMap(\.names)
  }

  /// The commands' own options that take the next word as their value.
  static var commandOptionsWithValue: [String] {
    var names: [String] = []
    for command in LaunchCommand.allCases {
      for option in command.ownOptions where option.value != nil && !names.contains(option.name) {
        names.append(option.name)
      }
    }
    return names
  }

  /// The words an option of a command takes, when they are a fixed few (`--sort`).
  static func choices(of option: String) -> [String]? {
    option == "--sort" ? LaunchCommand.sortKeys.map(\.word) : nil
  }
}

/// Which of the list's lines a command's completion offers: `done` the open todos,
/// `reopen` the done ones, `del` and the edits all. Pure.
enum CompletedLines: String {
  case open, done, all
}

extension LaunchCommand {
  /// The lines its completion offers, nil when it takes no line numbers.
  var completedLines: CompletedLines? {
    switch self {
    case .done, .priority, .depriority, .postpone: .open
    case .reopen: .done
    case .delete, .replace, .append, .prepend: .all
    default: nil
    }
  }

  /// Whether it takes one line and then text (`replace 3 TEXT`): after the line, the
  /// shells complete +projects and @contexts only.
  var takesTextAfterTheLine: Bool { self == .replace || self == .append || self == .prepend }

  /// Its names, the first the command's: `done do`.
  var allNames: [String] { [name] + aliases }
}

extension String {
  /// Fit for a zsh `_arguments` description in single quotes: brackets made parentheses
  /// (they would end it), a quote closed, escaped and reopened.
  var replacingBrackets: String {
    map { $0 == "[" ? "(" : $0 == "]" ? ")" : $0 == "'" ? "'\\''" : String($0) }.joined()
  }

  /// Fit for a zsh `((word\\:description))` list in single quotes: colons escaped.
  var replacingColons: String {
    map { $0 == ":" ? "\\:" : $0 == "'" ? "'\\''" : String($0) }.joined()
  }

  /// Fit for a fish description in single quotes: the quote escaped.
  var replacingOccurrencesOfQuote: String {
    map { $0 == "'" ? "\\'" : $0 == "\\" ? "\\\\" : String($0) }.joined()
  }
}
