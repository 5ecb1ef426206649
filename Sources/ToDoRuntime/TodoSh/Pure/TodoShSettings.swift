import ToDoCore

/// What todo.sh's variables come to, in the order todo.sh sets them: the environment, the
/// options, the defaults of every `TODOTXT_*` setting and of the colours, the configuration
/// file on top, then the environment's and the options' settings again (they win over the
/// file). Pure value.
public struct TodoShSettings: Equatable, Sendable {
  /// Every variable, exported ones marked: add-ons and sort commands get them.
  public var variables: ShellVariables
  public var options: TodoShOptions

  public var verbose: Int { Int(variables.text("TODOTXT_VERBOSE")) ?? 1 }
  public var plain: Bool { variables.text("TODOTXT_PLAIN") == "1" }
  public var force: Bool {
    variables.text("TODOTXT_FORCE") != "0" && !variables.text("TODOTXT_FORCE").isEmpty
  }
  public var preservesLineNumbers: Bool { variables.text("TODOTXT_PRESERVE_LINE_NUMBERS") != "0" }
  public var autoArchive: Bool { variables.text("TODOTXT_AUTO_ARCHIVE") == "1" }
  public var dateOnAdd: Bool { variables.text("TODOTXT_DATE_ON_ADD") == "1" }
  public var priorityOnAdd: String { variables.text("TODOTXT_PRIORITY_ON_ADD") }
  public var disablesFinalFilter: Bool { variables.text("TODOTXT_DISABLE_FILTER") == "1" }
  public var sortCommand: String { variables.text("TODOTXT_SORT_COMMAND") }
  public var finalFilter: String { disablesFinalFilter ? "cat" : variables.text("TODOTXT_FINAL_FILTER") }
  public var defaultAction: String { variables.text("TODOTXT_DEFAULT_ACTION") }
  public var todoDirectory: String { variables.text("TODO_DIR") }
  public var todoFile: String { variables.text("TODO_FILE") }
  public var doneFile: String { variables.text("DONE_FILE") }
  public var reportFile: String { variables.text("REPORT_FILE") }
  public var actionsDirectory: String { variables.text("TODO_ACTIONS_DIR") }
  public var sentenceDelimiters: String { variables.text("SENTENCE_DELIMITERS") }

  /// The sort todo.sh uses unless told otherwise; `todo` runs it itself.
  public static let defaultSortCommand = "env LC_COLLATE=C sort -f -k2"

  /// The settings whose environment value (and option) wins over the configuration file.
  static let overridable = [
    "TODOTXT_AUTO_ARCHIVE", "TODOTXT_FORCE", "TODOTXT_PRESERVE_LINE_NUMBERS", "TODOTXT_PLAIN",
    "TODOTXT_DATE_ON_ADD", "TODOTXT_PRIORITY_ON_ADD", "TODOTXT_DISABLE_FILTER", "TODOTXT_VERBOSE",
    "TODOTXT_DEFAULT_ACTION", "TODOTXT_SORT_COMMAND", "TODOTXT_FINAL_FILTER",
  ]

  /// Defaults of the settings, taken where the environment leaves them empty.
  static let defaults: [(String, String)] = [
    ("TODOTXT_VERBOSE", "1"), ("TODOTXT_PLAIN", "0"), ("TODOTXT_FORCE", "0"),
    ("TODOTXT_PRESERVE_LINE_NUMBERS", "1"), ("TODOTXT_AUTO_ARCHIVE", "1"), ("TODOTXT_DATE_ON_ADD", "0"),
    ("TODOTXT_PRIORITY_ON_ADD", ""), ("TODOTXT_DEFAULT_ACTION", ""),
    ("TODOTXT_SORT_COMMAND", defaultSortCommand), ("TODOTXT_DISABLE_FILTER", ""),
    ("TODOTXT_FINAL_FILTER", "cat"), ("TODOTXT_GLOBAL_CFG_FILE", "/etc/todo/config"),
    ("TODOTXT_SIGIL_BEFORE_PATTERN", ""), ("TODOTXT_SIGIL_VALID_PATTERN", ".*"),
    ("TODOTXT_SIGIL_AFTER_PATTERN", ""),
  ]

  /// The colour names a configuration refers to (`export PRI_A=$YELLOW`), as escape codes
  /// written with `\\033`, which a list turns into the escape character.
  static let colourNames: [(String, String)] = [
    ("NONE", ""), ("BLACK", "0;30"), ("RED", "0;31"), ("GREEN", "0;32"), ("BROWN", "0;33"),
    ("BLUE", "0;34"), ("PURPLE", "0;35"), ("CYAN", "0;36"), ("LIGHT_GREY", "0;37"),
    ("DARK_GREY", "1;30"), ("LIGHT_RED", "1;31"), ("LIGHT_GREEN", "1;32"), ("YELLOW", "1;33"),
    ("LIGHT_BLUE", "1;34"), ("LIGHT_PURPLE", "1;35"), ("LIGHT_CYAN", "1;36"), ("WHITE", "1;37"),
    ("DEFAULT", "0"),
  ]

  public init(variables: ShellVariables, options: TodoShOptions) {
    self.variables = variables
    self.options = options
  }

  /// The variables before the configuration file is read: the environment, `-v`, the
  /// defaults, the colours. The environment's own colour values do not count: todo.sh
  /// sets its colours before it reads the file.
  public static func beforeConfig(environment: [String: String], options: TodoShOptions) -> ShellVariables {
    var variables = ShellVariables(environment: environment)
    if options.verbosity > 0 {
      let before = Int(variables.text("TODOTXT_VERBOSE")) ?? 0
      variables.export("TODOTXT_VERBOSE", String(before + options.verbosity))
    }
    if let file = options.configFile { variables.export("TODOTXT_CFG_FILE", file) }
    for (name, value) in defaults where variables.text(name).isEmpty {
      variables.export(name, value)
    }
    for name in variables.values.keys where name.hasPrefix("TODOTXT_") { variables.exported.insert(name) }
    for (name, code) in colourNames {
      variables.export(name, code.isEmpty ? "" : "\\\\033[\(code)m")
    }
    let colour = { (name: String) in variables.text(name) }
    variables.export("PRI_A", colour("YELLOW"))
    variables.export("PRI_B", colour("GREEN"))
    variables.export("PRI_C", colour("LIGHT_BLUE"))
    variables.export("PRI_X", colour("WHITE"))
    for name in ["COLOR_PROJECT", "COLOR_CONTEXT", "COLOR_DATE", "COLOR_NUMBER", "COLOR_META"] {
      variables.export(name, "")
    }
    variables.export("COLOR_DONE", colour("LIGHT_GREY"))
    variables.export("SENTENCE_DELIMITERS", ",.:;")
    if options.hideContexts {
      variables.export("HIDE_CONTEXTS_SUBSTITUTION", "[[:space:]]@[[:graph:]]\\{1,\\}")
    }
    if options.hideProjects {
      variables.export("HIDE_PROJECTS_SUBSTITUTION", "[[:space:]][+][[:graph:]]\\{1,\\}")
    }
    if options.hidePriorities { variables.export("HIDE_PRIORITY_SUBSTITUTION", "([A-Z])[[:space:]]") }
    return variables
  }

  /// The configuration files todo.sh looks for, in order, when neither `-d` nor
  /// `TODOTXT_CFG_FILE` names one; `scriptFolder`: the folder `todo.sh` was run from.
  public static func configLocations(variables: ShellVariables, scriptFolder: String) -> [String] {
    let home = variables.text("HOME")
    let configHome =
      variables.text("XDG_CONFIG_HOME").isEmpty ? home + "/.config" : variables.text("XDG_CONFIG_HOME")
    return [
      home + "/.todo/config", home + "/todo.cfg", home + "/.todo.cfg", configHome + "/todo/config",
      scriptFolder + "/todo.cfg", variables.text("TODOTXT_GLOBAL_CFG_FILE"),
    ]
  }

  /// The settings once the configuration file set `variables`: the environment's and the
  /// options' settings put back, the file names defaulted, plain mode applied.
  public static func afterConfig(
    _ configured: ShellVariables, environment: [String: String], options: TodoShOptions
  ) -> TodoShSettings {
    var variables = configured
    for name in overridable {
      if let value = options.overrides[name] ?? environment[name], !value.isEmpty { variables[name] = value }
    }
    let directory = variables.text("TODO_DIR")
    if variables.text("TODO_FILE").isEmpty { variables["TODO_FILE"] = directory + "/todo.txt" }
    if variables.text("DONE_FILE").isEmpty { variables["DONE_FILE"] = directory + "/done.txt" }
    if variables.text("REPORT_FILE").isEmpty { variables["REPORT_FILE"] = directory + "/report.txt" }
    if variables.text("TODOTXT_PLAIN") == "1" {
      for name in variables.values.keys where name.hasPrefix("PRI_") { variables[name] = "" }
      for name in [
        "DEFAULT", "COLOR_DONE", "COLOR_PROJECT", "COLOR_CONTEXT", "COLOR_DATE", "COLOR_NUMBER", "COLOR_META",
      ] {
        variables[name] = ""
      }
    }
    if options.hideProjects { variables["COLOR_PROJECT"] = "" }
    if options.hideContexts { variables["COLOR_CONTEXT"] = "" }
    return TodoShSettings(variables: variables, options: options)
  }

  /// The colours a list is drawn with, the escape written `\033` (with any number of
  /// backslashes) made the escape character, as todo.sh's list does.
  public var colours: TodoShColours {
    func colour(_ name: String) -> String { Self.unescapingColour(variables.text(name)) }
    var priorities: [Character: String] = [:]
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
      let value = variables.text("PRI_\(letter)")
      if !value.isEmpty { priorities[letter] = Self.unescapingColour(value) }
    }
    return TodoShColours(
      priorities: priorities, otherPriority: colour("PRI_X"), done: colour("COLOR_DONE"),
      reset: colour("DEFAULT"), project: colour("COLOR_PROJECT"), context: colour("COLOR_CONTEXT"),
      date: colour("COLOR_DATE"), number: colour("COLOR_NUMBER"), meta: colour("COLOR_META"))
  }

  /// `\\033[1m` (one backslash or more, then 033) as the escape character.
  static func unescapingColour(_ text: String) -> String {
    var result = ""
    var characters = Substring(text)
    while let slash = characters.firstIndex(of: "\\") {
      result += characters[..<slash]
      var rest = characters[slash...]
      while rest.first == "\\" { rest = rest.dropFirst() }
      if rest.hasPrefix("033") {
        result += "\u{1B}"
        characters = rest.dropFirst(3)
      } else {
        result += characters[slash..<rest.startIndex]
        characters = rest
      }
    }
    return result + characters
  }
}

/// The colours of a todo.sh list; an empty string: none. Pure value.
public struct TodoShColours: Equatable, Sendable {
  public var priorities: [Character: String]
  public var otherPriority: String
  public var done: String
  public var reset: String
  public var project: String
  public var context: String
  public var date: String
  public var number: String
  public var meta: String

  public init(
    priorities: [Character: String] = [:], otherPriority: String = "", done: String = "", reset: String = "",
    project: String = "", context: String = "", date: String = "", number: String = "", meta: String = ""
  ) {
    self.priorities = priorities
    self.otherPriority = otherPriority
    self.done = done
    self.reset = reset
    self.project = project
    self.context = context
    self.date = date
    self.number = number
    self.meta = meta
  }
}
