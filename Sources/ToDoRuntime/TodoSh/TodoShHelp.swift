/// What `todo.sh help`, `help ACTION` and `shorthelp` (`-h`) print in todo's words: the
/// options, the actions with their arguments, and the add-ons' own usages. Pure.
enum TodoShHelp {
  /// Each action: its names, its arguments, what it does.
  static let actions: [(names: [String], arguments: String, summary: String)] = [
    (
      ["add", "a"], "\"THING I NEED TO DO +project @context\"",
      "Adds a todo on a line of its own at the end of todo.txt."
    ),
    (["addm"], "\"FIRST THING\nSECOND THING\"", "Adds each line as a todo of its own."),
    (
      ["addto"], "DEST \"TEXT TO ADD\"",
      "Adds a line to another file of the todo folder (DEST, e.g. inbox.txt)."
    ),
    (["append", "app"], "NR \"TEXT TO APPEND\"", "Adds text at the end of the todo on line NR."),
    (["archive"], "", "Moves the done todos to done.txt and removes empty lines."),
    (["command"], "[ACTIONS]", "Runs a built-in action, never an add-on of the same name."),
    (["deduplicate"], "", "Removes lines that repeat an earlier line."),
    (["del", "rm"], "NR [TERM]", "Deletes the todo on line NR, or only TERM from it."),
    (["depri", "dp"], "NR [NR ...]", "Takes the priority off the todos on these lines."),
    (["done", "do"], "NR [NR ...]", "Marks the todos on these lines done."),
    (["help"], "[ACTION...]", "Shows this help, or the usage of the actions named."),
    (
      ["list", "ls"], "[TERM...]",
      "Lists the todos that contain every TERM (-TERM: that do not), by priority."
    ),
    (["listall", "lsa"], "[TERM...]", "Lists todo.txt and done.txt together."),
    (["listaddons"], "", "Lists the add-ons of the actions folder."),
    (["listcon", "lsc"], "[TERM...]", "Lists the @contexts."),
    (["listfile", "lf"], "[SRC [TERM...]]", "Lists another file of the todo folder, or names the files."),
    (
      ["listpri", "lsp"], "[PRIORITIES] [TERM...]",
      "Lists the todos with these priorities (A, A-C; all when none)."
    ),
    (["listproj", "lsprj"], "[TERM...]", "Lists the +projects."),
    (["move", "mv"], "NR DEST [SRC]", "Moves line NR of SRC (todo.txt) to the end of DEST."),
    (
      ["prepend", "prep"], "NR \"TEXT TO PREPEND\"",
      "Adds text at the start of the todo, after its priority and date."
    ),
    (["pri", "p"], "NR PRIORITY [NR PRIORITY ...]", "Gives the todo on line NR a priority from A to Z."),
    (
      ["replace"], "NR \"UPDATED TODO\"",
      "Replaces the todo on line NR (its priority and date stay unless given)."
    ),
    (["report"], "", "Archives, then adds the numbers of open and done todos to report.txt."),
    (["shorthelp"], "", "Lists the actions in one line each."),
  ]

  static func short(name: String, addOns: String) -> String {
    var text =
      "  Usage: \(name) [-fhpantvV] [-d todo_config] action [task_number] [task_description]\n\n  Actions:\n"
    for action in actions {
      text +=
        "    " + action.names.joined(separator: "|")
        + (action.arguments.isEmpty ? "" : " " + action.arguments.replacingNewlines) + "\n"
    }
    text += "\n  Add-ons in the actions folder add actions or take the place of built-in ones.\n"
    if !addOns.isEmpty { text += addOns + "\n" }
    return text + "\n  See \"help\" for more details."
  }

  static func full(name: String, verbose: Bool, addOns: String) -> String {
    var text =
      "  Usage: \(name) [-fhpantvV] [-d todo_config] action [task_number] [task_description]\n\n  Options:\n"
    let options = [
      ("-@", "Hide contexts in lists (twice: show them)."),
      ("-+", "Hide projects in lists (twice: show them)."),
      ("-c", "Colours."), ("-d CONFIG_FILE", "Read this configuration file."),
      ("-f", "Force: no questions asked."), ("-h", "The short help (shorthelp)."),
      ("-p", "Plain: no colours."), ("-P", "Hide priorities in lists (twice: show them)."),
      ("-a", "Do not archive done todos at once."), ("-A", "Archive done todos at once."),
      ("-n", "Remove the line of a deleted todo (numbers move)."),
      ("-N", "Keep the empty line (numbers stay)."),
      ("-t", "Put today's date on new todos."), ("-T", "Do not date new todos."),
      ("-v", "Say what was done (twice: more)."), ("-V", "The version."),
      ("-x", "Skip TODOTXT_FINAL_FILTER."),
    ]
    for (option, summary) in options { text += "    \(option)\n        \(summary)\n" }
    if verbose {
      text +=
        "\n  Environment variables: TODOTXT_AUTO_ARCHIVE, TODOTXT_CFG_FILE, TODOTXT_FORCE,\n"
        + "  TODOTXT_PRESERVE_LINE_NUMBERS, TODOTXT_PLAIN, TODOTXT_DATE_ON_ADD, TODOTXT_PRIORITY_ON_ADD,\n"
        + "  TODOTXT_VERBOSE, TODOTXT_DISABLE_FILTER, TODOTXT_DEFAULT_ACTION, TODOTXT_SORT_COMMAND,\n"
        + "  TODOTXT_FINAL_FILTER, TODOTXT_SOURCEVAR, TODOTXT_SIGIL_BEFORE_PATTERN,\n"
        + "  TODOTXT_SIGIL_VALID_PATTERN, TODOTXT_SIGIL_AFTER_PATTERN.\n"
    }
    text += "\n  Built-in Actions:\n"
    for action in actions { text += usageText(action, name: name) + "\n" }
    if !addOns.isEmpty { text += addOns }
    return text
  }

  static func usage(of action: String, name: String) -> String? {
    actions.first { $0.names.contains(action) }.map { usageText($0, name: name) }
  }

  private static func usageText(_ action: (names: [String], arguments: String, summary: String), name: String)
    -> String
  {
    action.names.map {
      "    \($0)" + (action.arguments.isEmpty ? "" : " " + action.arguments.replacingNewlines)
    }
    .joined(separator: "\n") + "\n      " + action.summary
  }
}

extension String {
  fileprivate var replacingNewlines: String { split(separator: "\n").joined(separator: " ") }
}
