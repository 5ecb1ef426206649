import ToDoCore

/// Every command-line option, declared once: the parser, `--help`, the manual page and the
/// shell completions are all made from this table, so they cannot disagree. Pure data.
public enum LaunchOption: String, Equatable, Sendable, CaseIterable {
  case file
  case demo
  case config
  case newToDos
  case creationDates
  case noCreationDates
  case mouse
  case noMouse
  case sync
  case noSync
  case record
  case replay
  case realtime
  case print
  case size
  case whereFiles
  case checkConfig
  case endOfOptions
  case help
  case version
  /// Runs todo as todo.txt-cli's todo.sh (first only; main takes it before the parser).
  case todoSh
  /// Prints the manual page or a completion script: how `make` and the tests get them.
  case generate

  /// What an option's value is, for the help and for the shells' completion.
  public enum Value: Equatable, Sendable {
    case file
    /// One of these words.
    case choice([String])
    case size
  }

  /// The option's names, the short one first: `-h`, `--help`.
  public var names: [String] {
    switch self {
    case .file: ["--file"]
    case .demo: ["--demo"]
    case .config: ["--config"]
    case .newToDos: ["--new-todos"]
    case .creationDates: ["--creation-dates"]
    case .noCreationDates: ["--no-creation-dates"]
    case .mouse: ["--mouse"]
    case .noMouse: ["--no-mouse"]
    case .sync: ["--sync"]
    case .noSync: ["--no-sync"]
    case .record: ["--record"]
    case .replay: ["--replay"]
    case .realtime: ["--realtime"]
    case .print: ["--print"]
    case .size: ["--size"]
    case .whereFiles: ["--where"]
    case .checkConfig: ["--check-config"]
    case .endOfOptions: ["--"]
    case .help: ["-h", "--help"]
    case .version: ["-V", "--version"]
    case .todoSh: ["--todo-sh"]
    case .generate: ["--generate"]
    }
  }

  /// The value it takes, its placeholder, and whether it may be left out (`--file`).
  public var value: (kind: Value, placeholder: String, isOptional: Bool)? {
    switch self {
    case .file: (.file, "FILE", true)
    case .config, .record, .replay: (.file, "FILE", false)
    case .newToDos: (.choice(Preferences.Placement.allCases.map(\.rawValue)), "top|bottom", false)
    case .size: (.size, "COLUMNSxROWS", false)
    case .sync: (.choice(["git"]), "git", false)
    case .generate: (.choice(Generated.allCases.map(\.rawValue)), "WHAT", false)
    case .demo, .creationDates, .noCreationDates, .mouse, .noMouse, .noSync, .realtime, .print, .whereFiles,
      .checkConfig,
      .endOfOptions, .help, .version, .todoSh:
      nil
    }
  }

  /// Left out of `--help`, the manual and the completions: a tool for packaging.
  public var isHidden: Bool { self == .generate }

  /// What it does, in a sentence or two (the help wraps it; the manual fills it).
  public var summary: String {
    switch self {
    case .file:
      "keep the list in this todo.txt file (created on the first change); alone, the default list, "
        + "as with no file: the config's file, else todo.sh's (its config's TODO_FILE or TODO_DIR, "
        + "else $TODO_FILE, else $TODO_DIR/todo.txt), else "
        + "$XDG_DATA_HOME/todo/todo.txt"
    case .demo:
      "show the demo list: three todos after a simulated two-second load, nothing saved; quitting "
        + "after adding todos offers to keep them (not the samples) in the default list"
    case .config: "read the settings from FILE instead of $XDG_CONFIG_HOME/todo/config"
    case .newToDos: "add new todos at the top (the default; renumbers todo.sh's lines) or at the bottom"
    case .creationDates: "write today's date before each new todo, as todo.txt's creation date"
    case .noCreationDates: "add new todos without a date (the default)"
    case .mouse: "take the mouse: click to select and delete, wheel to scroll (the default)"
    case .noMouse: "leave the mouse to the terminal, for selecting text"
    case .sync:
      "sync the list through git: commit it after a pause in saving, pull (merging with todo) and "
        + "push when the branch has an upstream, and pull every five minutes; S syncs now"
    case .noSync: "do not sync, whatever the config says (the default)"
    case .record:
      "write every action, with its time, to FILE (JSON lines); FILE is new, empty or an earlier "
        + "recording, never another file"
    case .replay: "play a recording back, then go on live"
    case .realtime: "with --replay: keep the recorded pace (default: at once)"
    case .print: "with --replay: print the final screen as text, no terminal needed"
    case .size: "with --print: the screen size, e.g. 80x24 (default: the recorded one)"
    case .whereFiles: "print the config file, the todo file in use and its git repository, and exit"
    case .checkConfig: "check the config file, print each problem with its line, and exit (2 if any)"
    case .endOfOptions: "end of the options: what follows is the FILE, even if it starts with -"
    case .help: "show this help and exit"
    case .version: "show the version and exit"
    case .todoSh:
      "first: run as todo.txt-cli's todo.sh, its actions, options, config and add-ons (what a "
        + "link named todo.sh does; see TODOTXT CLI)"
    case .generate: "print the manual page (man) or a completion script (bash, zsh, fish)"
    }
  }

  /// The option as the help's left column writes it: `--size COLUMNSxROWS`.
  public var synopsis: String {
    let value = value.map { $0.isOptional ? " [\($0.placeholder)]" : " \($0.placeholder)" } ?? ""
    return names.joined(separator: ", ") + value
  }

  /// What `--generate` prints.
  public enum Generated: String, Equatable, Sendable, CaseIterable {
    case man, bash, zsh, fish
  }

  /// The options `--help` and the manual list, in their order.
  public static var documented: [LaunchOption] { allCases.filter { !$0.isHidden } }
}
