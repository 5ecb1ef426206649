import ToDoCore

/// The settings a config file holds; each one nil (or empty) where the file does not set
/// it, or sets it wrongly. Pure value.
public struct Config: Equatable, Sendable {
  /// The todo.txt file `todo` and `todo --file` open, with `~/` expanded.
  public var file: String?
  public var newToDos: Preferences.Placement?
  public var creationDates: Bool?
  public var mouse: Bool?
  /// Whether the list is synced through git (`sync = "git"`; `"off"`: not).
  public var sync: Bool?
  /// The folder of the todos' notes (`note:NAME`), with `~/` expanded; nil: the list's own
  /// folder. pter's setting of the same name.
  public var notes: String?
  /// The vdir the list is synced with (`[sync.caldav] folder`), with `~/` expanded.
  public var calDAVFolder: String?
  public var colors: [ColorTarget: ColorName]
  /// The named lists of the `[lists]` section (`work = "~/work/todo.txt"`), in the file's
  /// order, with `~/` expanded: the list chooser (`L`) offers them.
  public var lists: [ListEntry] = []
  /// The standard keymap with the file's `[keys.MODE]` bindings applied.
  public var keymap: Keymap
  /// The journal's bounds (`[journal]`), the defaults where the file sets none.
  public var journal = JournalBounds()

  public init(
    file: String? = nil, newToDos: Preferences.Placement? = nil, creationDates: Bool? = nil,
    mouse: Bool? = nil,
    colors: [ColorTarget: ColorName] = [:], keymap: Keymap = .standard
  ) {
    self.file = file
    self.newToDos = newToDos
    self.creationDates = creationDates
    self.mouse = mouse
    self.colors = colors
    self.keymap = keymap
  }

  /// What a colour can be set for, as the `[colors]` section names it.
  public enum ColorTarget: String, Equatable, Hashable, Sendable, CaseIterable {
    case priorityA = "priority-a"
    case priorityB = "priority-b"
    case priorityC = "priority-c"
    case project
    case context
    case due
    case dueToday = "due-today"
    case overdue
    case upcoming
    case threshold
    case done

    /// The style the list draws that part of a todo in.
    public var style: Style {
      switch self {
      case .priorityA: .priorityA
      case .priorityB: .priorityB
      case .priorityC: .priorityC
      case .project: .project
      case .context: .context
      case .due: .due
      case .dueToday: .dueToday
      case .overdue: .overdue
      case .upcoming: .upcoming
      case .threshold: .threshold
      case .done: .completedItem
      }
    }
  }

  /// The terminal's eight basic colours, by name, and `none`: no colour, the attributes the
  /// part has without colours.
  public enum ColorName: String, Equatable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white, none
  }

  /// The settings at the top of the file, before any section.
  static let settingNames = ["file", "new-todos", "creation-dates", "mouse", "sync", "notes"]
  static let sectionNames =
    ["colors", "journal"] + Mode.Kind.allCases.map { "keys." + $0.rawValue }
    + ["sync.caldav", "lists"]

  /// The settings in `text` (the file at `path`), and a problem for each line that could
  /// not be used: that setting keeps its default, the others apply. Pure.
  public static func read(_ text: String, path: String, environment: [String: String]) -> (
    Config, [ConfigProblem]
  ) {
    let (entries, syntaxProblems) = ConfigSyntax.parse(text, path: path)
    var config = Config()
    var problems = syntaxProblems
    var firstLine: [String: Int] = [:]
    for entry in entries {
      func problem(_ text: String, _ fix: String) {
        problems.append(ConfigProblem(path: path, line: entry.line, problem: text, fix: fix))
      }
      let name = entry.section.isEmpty ? entry.key : entry.section + "." + entry.key
      if let first = firstLine[name] {
        problem("\(entry.key) is set twice (first on line \(first))", "keep one of the two lines")
        continue
      }
      firstLine[name] = entry.line
      switch entry.section {
      case "":
        config.readSetting(entry, environment: environment, problem: problem)
      case "colors":
        guard let target = ColorTarget(rawValue: entry.key) else {
          problem(
            "there is no colour '\(entry.key)'",
            "write one of: \(ColorTarget.allCases.map(\.rawValue).joined(separator: ", "))")
          continue
        }
        guard case .string(let written) = entry.value, let color = ColorName(rawValue: written) else {
          problem(
            "\(entry.key) = \(entry.value.written) names no colour",
            "write one of: \(ColorName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
          continue
        }
        config.colors[target] = color
      case "sync.caldav":
        guard entry.key == "folder", case .string(let path) = entry.value,
          let expanded = expandingHome(path, environment: environment)
        else {
          problem(
            "[sync.caldav] \(entry.key) = \(entry.value.written) is not the vdir's folder",
            "write folder = \"~/.local/share/todo/vdir\" (a path from / or ~/)")
          continue
        }
        config.calDAVFolder = expanded
      case "journal":
        config.readJournalBound(entry, problem: problem)
      case "lists":
        guard case .string(let path) = entry.value,
          let expanded = Self.expandingHome(path, environment: environment)
        else {
          problem(
            "\(entry.key) = \(entry.value.written) is not a full path",
            "write a path from / or ~/ in double quotes, for example: \(entry.key) = \"~/work/todo.txt\"")
          continue
        }
        config.lists.append(ListEntry(name: entry.key, path: expanded))
      default:
        guard entry.section.hasPrefix("keys."),
          let mode = Mode.Kind(rawValue: String(entry.section.dropFirst(5)))
        else {
          problem(
            "there is no section [\(entry.section)]",
            "write one of: \(sectionNames.map { "[\($0)]" }.joined(separator: ", "))")
          continue
        }
        config.readBinding(entry, mode: mode, problem: problem)
      }
    }
    problems.sort { $0.line < $1.line }
    return (config, problems)
  }

  private mutating func readSetting(
    _ entry: ConfigEntry, environment: [String: String], problem: (String, String) -> Void
  ) {
    switch (entry.key, entry.value) {
    case ("file", .string(let path)):
      guard let expanded = Self.expandingHome(path, environment: environment) else {
        problem(
          "file = \(entry.value.written) is not a full path",
          "write a path from / or ~/, for example: file = \"~/todo.txt\"")
        return
      }
      file = expanded
    case ("new-todos", .string(let written)):
      guard let placement = Preferences.Placement(rawValue: written) else {
        problem(
          "new-todos = \(entry.value.written) is no place in the list",
          "write new-todos = \"top\" or \"bottom\"")
        return
      }
      newToDos = placement
    case ("creation-dates", .bool(let flag)): creationDates = flag
    case ("mouse", .bool(let flag)): mouse = flag
    case ("sync", .string("git")): sync = true
    case ("sync", .string("off")): sync = false
    case ("notes", .string(let path)):
      guard let expanded = Self.expandingHome(path, environment: environment) else {
        problem(
          "notes = \(entry.value.written) is not a full path",
          "write a folder from / or ~/, for example: notes = \"~/notes\"")
        return
      }
      notes = expanded
    case ("notes", _):
      problem(
        "notes = \(entry.value.written) is not a path", "write a folder in double quotes: notes = \"~/notes\""
      )
    case ("sync", _):
      problem(
        "sync = \(entry.value.written) names no way to sync", "write sync = \"git\" (or \"off\")")
    case ("file", _):
      problem(
        "file = \(entry.value.written) is not a path", "write a path in double quotes: file = \"~/todo.txt\"")
    case ("new-todos", _):
      problem(
        "new-todos = \(entry.value.written) is no place in the list",
        "write new-todos = \"top\" or \"bottom\"")
    case ("creation-dates", _), ("mouse", _):
      problem(
        "\(entry.key) = \(entry.value.written) is not true or false",
        "write \(entry.key) = true or \(entry.key) = false")
    default:
      problem(
        "there is no setting '\(entry.key)'",
        "write one of: \(Self.settingNames.joined(separator: ", ")), or a section such as [colors] before it")
    }
  }

  private mutating func readBinding(_ entry: ConfigEntry, mode: Mode.Kind, problem: (String, String) -> Void)
  {
    let labels: [String]
    switch entry.value {
    case .string(let label): labels = [label]
    case .list(let list): labels = list
    case .bool:
      problem(
        "\(entry.key) = \(entry.value.written) names no key",
        "write a key as \"d\", or several as [\"d\", \"Del\"]")
      return
    }
    var keys: [Key] = []
    for label in labels {
      guard let key = Key(label: label) else {
        problem(
          "'\(label)' names no key",
          "write keys as the help shows them: a character such as d, ^D, Alt-d, "
            + Key.namedKeys.prefix(14).map(\.label).joined(separator: ", ") + " or F1 to F12")
        return
      }
      keys.append(key)
    }
    let rebound: Keymap
    do {
      rebound = try keymap.rebinding(entry.key, in: mode, to: keys)
    } catch {
      problem(error.reason, error.fix)
      return
    }
    // A key map the user cannot leave is refused at the line that made it so.
    let stuck = rebound.modesWithNoWayOut.filter { !keymap.modesWithNoWayOut.contains($0) }
    if let stuckMode = stuck.first {
      problem(
        "with this line no key quits in \(stuckMode.rawValue) mode, nor leads to a mode where one does",
        "keep a key for quit there (quit = \"^C\" in [keys.\(stuckMode.rawValue)]), or give this command other keys"
      )
      return
    }
    let trapped = rebound.modesWithNoWayBack.filter { !keymap.modesWithNoWayBack.contains($0) }
    if let trappedMode = trapped.first {
      problem(
        "with this line no key leaves \(trappedMode.rawValue) mode for the list or the input line",
        "keep a key there that closes, cancels or answers it (as Esc does), or give this command other keys")
      return
    }
    if keymap.quitsWhileTooSmall, !rebound.quitsWhileTooSmall {
      problem(
        "with this line no key quits while the window is too small to show the list (printable keys do nothing then)",
        "keep a key such as ^C for quit in some mode, or give this command other keys")
      return
    }
    keymap = rebound
  }

  /// `path` with a leading `~/` made the home folder; nil for a path from neither `/` nor `~/`.
  static func expandingHome(_ path: String, environment: [String: String]) -> String? {
    if path.hasPrefix("/") { return path }
    guard path.hasPrefix("~/"), let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return (home.hasSuffix("/") ? String(home.dropLast()) : home) + path.dropFirst()
  }

  /// The config file: `$XDG_CONFIG_HOME/todo/config`, or `~/.config/todo/config`. Pure.
  public static func defaultPath(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/todo/config" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/todo/config"
  }

  /// One bound of `[journal]`: `max-size = "1M"` (bytes, or with K, M or G), `max-age =
  /// "90d"` (days, or `"off"`), `keep-steps = "200"`. Pure.
  private mutating func readJournalBound(_ entry: ConfigEntry, problem: (String, String) -> Void) {
    guard case .string(let written) = entry.value else {
      problem(
        "\(entry.key) = \(entry.value.written) is not a size, an age or a count", "write it in double quotes")
      return
    }
    switch entry.key {
    case "max-size":
      let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
      let unit = written.last.flatMap { units[Character($0.uppercased())] }
      guard let number = Int(unit == nil ? written : String(written.dropLast())), number > 0 else {
        problem("max-size = \(entry.value.written) is not a size", "write for example max-size = \"1M\"")
        return
      }
      journal.maxBytes = number * (unit ?? 1)
    case "max-age":
      if written == "off" {
        journal.maxAge = nil
        return
      }
      guard written.hasSuffix("d"), let days = Int(written.dropLast()), days > 0 else {
        problem(
          "max-age = \(entry.value.written) is not an age", "write for example max-age = \"90d\" or \"off\"")
        return
      }
      journal.maxAge = days * 86_400
    case "keep-steps":
      guard let count = Int(written), count > 0 else {
        problem(
          "keep-steps = \(entry.value.written) is not a count", "write for example keep-steps = \"200\"")
        return
      }
      journal.keepSteps = count
    default:
      problem("there is no setting '\(entry.key)' in [journal]", "write max-size, max-age or keep-steps")
    }
  }
}
