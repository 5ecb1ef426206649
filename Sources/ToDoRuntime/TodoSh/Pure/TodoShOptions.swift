import ToDoCore

/// todo.sh's options, before the action: `-@ -+ -P` (each time toggles hiding contexts,
/// projects, priorities in lists), `-a -A` (auto-archive off, on), `-c -p` (colour,
/// plain), `-d FILE` (configuration), `-f` (force: no questions), `-h` (short help), `-n -N`
/// (remove or keep the blank line a deleted todo leaves), `-t -T` (date on add, or not),
/// `-v` (more words; twice: debugging), `-V` (version), `-x` (no final filter). Letters
/// may be grouped (`-npf`); `--` ends them. Read as todo.sh's getopts reads them. Pure value.
public struct TodoShOptions: Equatable, Sendable {
  /// Settings the options give, by todo.sh's variable name (`TODOTXT_PLAIN` = "1").
  public var overrides: [String: String] = [:]
  public var hideContexts = false
  public var hideProjects = false
  public var hidePriorities = false
  /// How many `-v`.
  public var verbosity = 0
  /// `-d FILE`.
  public var configFile: String?
  public var showVersion = false
  /// An unknown option, or `-d` without its file: todo.sh prints its usage and exits 1.
  public var badOption: String?
  /// The action and its arguments (`-h` makes them `shorthelp`).
  public var arguments: [String] = []

  public init() {}

  /// The option letters todo.sh knows.
  static let letters: Set<Character> = Set("fhpcnNaAtTvVx+@Pd")

  /// Reads the options at the front of `arguments`.
  public static func parse(_ arguments: [String]) -> TodoShOptions {
    var options = TodoShOptions()
    var index = 0
    scanning: while index < arguments.count {
      let argument = arguments[index]
      guard argument.hasPrefix("-"), argument != "-" else { break }
      index += 1
      if argument == "--" { break }
      var letters = Array(argument.dropFirst())
      while !letters.isEmpty {
        let letter = letters.removeFirst()
        guard Self.letters.contains(letter) else {
          options.badOption = "-\(letter)"
          return options
        }
        switch letter {
        case "@": options.hideContexts.toggle()
        case "+": options.hideProjects.toggle()
        case "P": options.hidePriorities.toggle()
        case "a": options.overrides["TODOTXT_AUTO_ARCHIVE"] = "0"
        case "A": options.overrides["TODOTXT_AUTO_ARCHIVE"] = "1"
        case "c": options.overrides["TODOTXT_PLAIN"] = "0"
        case "p": options.overrides["TODOTXT_PLAIN"] = "1"
        case "f": options.overrides["TODOTXT_FORCE"] = "1"
        case "n": options.overrides["TODOTXT_PRESERVE_LINE_NUMBERS"] = "0"
        case "N": options.overrides["TODOTXT_PRESERVE_LINE_NUMBERS"] = "1"
        case "t": options.overrides["TODOTXT_DATE_ON_ADD"] = "1"
        case "T": options.overrides["TODOTXT_DATE_ON_ADD"] = "0"
        case "x": options.overrides["TODOTXT_DISABLE_FILTER"] = "1"
        case "v": options.verbosity += 1
        case "V":
          options.showVersion = true
          return options
        case "d":
          if !letters.isEmpty {
            options.configFile = String(letters)
            letters = []
          } else if index < arguments.count {
            options.configFile = arguments[index]
            index += 1
          } else {
            options.badOption = "-d"
            return options
          }
        case "h":
          options.arguments = ["shorthelp"]
          return options
        default: break scanning
        }
      }
    }
    options.arguments = Array(arguments[index...])
    return options
  }
}
