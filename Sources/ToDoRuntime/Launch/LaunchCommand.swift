import ToDoCore

/// Every command (`todo add …`, `todo git-setup`), declared once, as `LaunchOption` declares the
/// options: the parser, `--help`, the manual page and the shell completions are all made
/// from this table. A new command is a case here (its names, arguments, options, summary
/// and `call(with:)`), a case of `CommandCall` and its runner in the executable. Pure data.
public enum LaunchCommand: String, Equatable, Sendable, CaseIterable {
  case add
  case list
  case done
  case reopen
  case delete
  case priority
  case depriority
  case replace
  case append
  case prepend
  case postpone
  /// Moves the done todos to done.txt.
  case archive
  /// Takes back the list's last step (the app's Ctrl-Z, from the journal).
  case undo
  /// The list's journal, one line an entry.
  case log
  /// What git runs to merge a list (`todo git-setup` sets it up).
  case mergeDriver
  case gitSetup
  /// One sync of the list with a vdir (decision 0262).
  case caldavSync
  /// What vdirsyncer runs on a task changed on both of its sides (decision 0296).
  case caldavResolve
  /// The reminders due since the last look, told once each (decision 0343).
  case remind

  /// The word that names it on the command line, first: `todo ls`.
  public var name: String {
    switch self {
    case .add: "add"
    case .list: "ls"
    case .done: "done"
    case .reopen: "reopen"
    case .delete: "del"
    case .priority: "pri"
    case .depriority: "depri"
    case .replace: "replace"
    case .append: "append"
    case .prepend: "prepend"
    case .postpone: "postpone"
    case .archive: "archive"
    case .undo: "undo"
    case .log: "log"
    case .mergeDriver: "merge-driver"
    case .gitSetup: "git-setup"
    case .caldavSync: "caldav-sync"
    case .caldavResolve: "caldav-resolve"
    case .remind: "remind"
    }
  }

  /// The other words that name it: todo.sh's spellings (`a`, `do`, `rm`, `p`…).
  public var aliases: [String] {
    switch self {
    case .add: ["a"]
    case .list: ["list"]
    case .done: ["do"]
    case .delete: ["rm", "delete"]
    case .priority: ["p"]
    case .depriority: ["dp"]
    case .replace: ["edit"]
    case .append: ["app"]
    case .prepend: ["prep"]
    case .reopen, .postpone, .archive, .undo, .log, .mergeDriver, .gitSetup, .caldavSync, .caldavResolve,
      .remind:
      []
    }
  }

  /// Its arguments as the help writes them.
  public var arguments: String {
    switch self {
    case .add: "[--strict] TEXT…"
    case .list: "[--json|--porcelain] [--sort KEY] [--all] [QUERY…]"
    case .done, .reopen, .delete: "N…|QUERY…"
    case .priority: "N…|QUERY… LETTER"
    case .depriority: "N…|QUERY…"
    case .replace, .append, .prepend: "N[,N…] TEXT…"
    case .postpone: "[--by DAYS] N…|QUERY…"
    case .archive, .undo: ""
    case .log: "[--json] [QUERY…]"
    case .mergeDriver: "[--done] ANCESTOR OURS THEIRS [PATH]"
    case .gitSetup: "[--where] [FILE]"
    case .caldavSync: "[FOLDER]"
    case .caldavResolve: "FIRST SECOND"
    case .remind: ""
    }
  }

  /// Its own options, each with the placeholder of its value (nil: it takes none): the
  /// parser's table and the shells' completion.
  public var ownOptions: [(name: String, value: String?)] {
    switch self {
    case .list: [("--json", nil), ("--porcelain", nil), ("--sort", "KEY"), ("--all", nil)]
    case .log: [("--json", nil)]
    case .done, .reopen, .delete, .priority, .depriority, .replace, .append, .prepend: [("--query", "QUERY")]
    case .postpone: [("--by", "DAYS"), ("--query", "QUERY")]
    case .mergeDriver: [("--done", nil)]
    case .gitSetup: [("--where", nil)]
    case .add: [("--strict", nil)]
    case .archive, .undo, .caldavSync, .caldavResolve, .remind: []
    }
  }

  /// Whether it takes todos (line numbers, a search): the shells complete the list's line
  /// numbers, +projects and @contexts.
  public var takesToDos: Bool {
    switch self {
    case .done, .reopen, .delete, .priority, .depriority, .replace, .append, .prepend, .postpone: true
    default: false
    }
  }

  /// Whether its words are a todo or a search: the shells complete +projects and @contexts.
  public var takesWords: Bool { self == .add || self == .list || self == .log }

  /// Its options' names, for the shells' completion.
  public var options: [String] { ownOptions.map(\.name) }

  /// The values `--sort` takes.
  public static let sortKeys: [(word: String, sort: ListSort)] = [
    ("line", .fileOrder), ("priority", .priority), ("due", .dueDate), ("created", .creationDate),
  ]

  /// What it does, in a sentence or two (the help wraps it; the manual fills it).
  public var summary: String {
    switch self {
    case .add:
      "add a todo at the end of the list (line numbers already read stay valid), as typed in the "
        + "app (date words written as dates, the creation-date setting applied), and print its "
        + "line number and line; the words are joined, so quotes are optional; a due: or t: that is "
        + "no date is added as typed with a warning, or, --strict, refused"
    case .list:
      "print the todos the search QUERY shows in the app (done todos too; t: and h:1 ones hidden "
        + "unless --all), in file order or --sort line|priority|due|created, each after its line "
        + "number; --porcelain: LINE, a tab and the text, unpadded, for scripts; --json: the JSON "
        + "of todo(5)'s FORMATS; exit 1 when none shows"
    case .done:
      "mark done the todos on lines N (3 4, or 3,4), or the one open todo QUERY finds, as x does in "
        + "the app; rec: adds the next occurrence at the end; a done todo is said and left"
    case .reopen: "open again the done todos on lines N, or the one done todo QUERY finds"
    case .delete: "delete the todos on lines N, or the one todo QUERY finds (rm, delete)"
    case .priority: "give the todos on lines N, or the one QUERY finds, the priority LETTER (A–Z; p)"
    case .depriority: "take the priority of the todos on lines N, or of the one QUERY finds (dp)"
    case .replace: "replace the text of the todo on line N with TEXT (edit)"
    case .append: "add TEXT at the end of the todos on lines N (app)"
    case .prepend: "add TEXT at the start of the todos on lines N, after the priority and dates (prep)"
    case .postpone:
      "move the due: date (and t:) of the todos on lines N, or of the one QUERY finds, DAYS later "
        + "(1, 3d, 2w; default 1); one without due: gets today plus DAYS"
    case .archive: "move the done todos to done.txt beside the list, as A does in the app"
    case .undo:
      "take back the list's last change made by todo (the app or these commands), as Ctrl-Z does, "
        + "and print what it took back"
    case .log:
      "print the list's journal (see JOURNAL), oldest first, one line an entry: when (local "
        + "time), by whom (todo, or other for another program), what (added, completed, changed, undo: …) and the text; QUERY: only "
        + "the entries whose text holds every word; --json: the journal's own lines"
    case .mergeDriver:
      "what git runs to merge a list (or, --done, a done.txt): the app's merge of the three "
        + "versions written over OURS; 1 when a todo changed on both sides needs a choice"
    case .gitSetup:
      "set up the list's git repository so that git merges the list and its done.txt with "
        + "todo merge-driver (.gitattributes and the repository's config); --where: show what is set"
    case .caldavSync:
      "sync the list with the vdir FOLDER (else the config's [sync.caldav] folder), one .ics "
        + "file a todo, for vdirsyncer to sync with a CalDAV server: changes on both sides "
        + "merged as the app merges, see CALDAV"
    case .caldavResolve:
      "what vdirsyncer runs (its conflict_resolution command) on a task changed both in the "
        + "vdir and on the server: the two versions merged as caldav-sync merges, written over "
        + "both files; see CALDAV"
    case .remind:
      "tell the reminders (rem: tags) that came due since it or the app last looked, once each "
        + "on this machine: through notify-send or the desktop's notification service, else on "
        + "standard output (for cron's mail); safe to run every minute, see REMINDERS"
    }
  }

  /// The command as the help's left column writes it: `ls [--json] [QUERY…]`.
  public var synopsis: String { arguments.isEmpty ? name : name + " " + arguments }

  /// The command named `word` (its name or one of its aliases), or nil.
  public static func named(_ word: String) -> LaunchCommand? {
    allCases.first { $0.name == word } ?? allCases.first { $0.aliases.contains(word) }
  }

  /// Whether `word` is one of its own options (`--json` after `ls`).
  public func takesOption(_ word: String) -> Bool { ownOptions.contains { $0.name == word } }

  /// Whether its own option `word` takes a value.
  public func optionTakesValue(_ word: String) -> Bool {
    ownOptions.first { $0.name == word }?.value != nil
  }
}

/// A command for scripts with its arguments, as parsed (`LaunchCommand.call(with:)`). Pure
/// value.
public enum CommandCall: Equatable, Sendable {
  /// `todo add [--strict] TEXT…`: the words joined with spaces; `strict`: a `due:` or `t:`
  /// value that is no date refuses the todo rather than being added as typed (decision 0335).
  case add(text: String, strict: Bool = false)
  /// `todo ls [--json|--porcelain] [--sort KEY] [--all] [QUERY…]`.
  case list(ListRequest)
  /// `todo done|reopen|del|pri|depri|replace|append|prepend|postpone …`: a change to the
  /// todos named.
  case change(ShellVerb, LineTargets)
  /// `todo archive`.
  case archive
  /// `todo undo`.
  case undo
  /// `todo remind`.
  case remind
  /// `todo log [--json] [QUERY…]`.
  case log(query: String, json: Bool)
  /// `todo merge-driver [--done] ANCESTOR OURS THEIRS [PATH]`: the files as git names them.
  case mergeDriver(doneFile: Bool, files: [String])
  /// `todo git-setup [--where] [FILE]`: FILE, else the list the app would open.
  case gitSetup(showing: Bool, file: String?)
  /// `todo caldav-sync [FOLDER]`: FOLDER, else the config's `[sync.caldav] folder`.
  case caldavSync(folder: String?)
  /// `todo caldav-resolve FIRST SECOND`: the two versions vdirsyncer hands over.
  case caldavResolve(first: String, second: String)
}

/// What `todo ls` prints: which todos, in which order, in which form. Pure value.
public struct ListRequest: Equatable, Sendable {
  /// How the todos are written.
  public enum Format: Equatable, Sendable {
    /// `03 text`: the line number padded as todo.sh pads it.
    case lines
    /// `3<TAB>text`, for scripts; stable across versions.
    case porcelain
    /// One JSON array (`ToDoJSON`).
    case json
  }

  public var query: String
  public var format: Format
  public var sort: ListSort
  /// `--all`: the todos hidden by `t:` and `h:1` too.
  public var showsHidden: Bool

  public init(
    query: String = "", format: Format = .lines, sort: ListSort = .fileOrder, showsHidden: Bool = false
  ) {
    self.query = query
    self.format = format
    self.sort = sort
    self.showsHidden = showsHidden
  }
}
