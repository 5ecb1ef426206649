import ToDoCore

/// Every command (`todo add …`, `todo git-setup`), declared once, as `LaunchOption` declares the
/// options: the parser, `--help`, the manual page and the shell completions are all made
/// from this table. A new command is a case here (its names, arguments, summary and
/// `call(with:)`), a case of `CommandCall` and its runner in the executable. Pure data.
public enum LaunchCommand: String, Equatable, Sendable, CaseIterable {
  case add
  case list
  case done
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
    case .log: "log"
    case .mergeDriver: "merge-driver"
    case .gitSetup: "git-setup"
    case .caldavSync: "caldav-sync"
    case .caldavResolve: "caldav-resolve"
    case .remind: "remind"
    }
  }

  /// Its arguments as the help writes them.
  public var arguments: String {
    switch self {
    case .add: "[--strict] TEXT…"
    case .list: "[--json] [QUERY…]"
    case .done: "N|QUERY…"
    case .log: "[--json] [QUERY…]"
    case .mergeDriver: "[--done] ANCESTOR OURS THEIRS [PATH]"
    case .gitSetup: "[--where] [FILE]"
    case .caldavSync: "[FOLDER]"
    case .caldavResolve: "FIRST SECOND"
    case .remind: ""
    }
  }

  /// Its options, for the shells' completion.
  public var options: [String] {
    switch self {
    case .list, .log: ["--json"]
    case .mergeDriver: ["--done"]
    case .gitSetup: ["--where"]
    case .add: ["--strict"]
    case .done, .caldavSync, .caldavResolve, .remind: []
    }
  }

  /// What it does, in a sentence or two (the help wraps it; the manual fills it).
  public var summary: String {
    switch self {
    case .add:
      "add a todo to the list, as typed in the app (date words written as dates, the "
        + "creation-date and new-todos settings applied), and print its line; a due: or t: that is "
        + "no date is added as typed with a warning, or, --strict, refused"
    case .list:
      "print the todos the search QUERY shows in the app (done todos too; t: and h:1 ones "
        + "hidden), in file order, each after its line number in the file as todo.sh numbers "
        + "it; --json: a JSON array, one object a todo"
    case .done:
      "mark done the todo on line N, or the one open todo QUERY finds (several: they are "
        + "listed and nothing changes), as x does in the app (rec: adds the next one)"
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

  /// The command named `word`, or nil.
  public static func named(_ word: String) -> LaunchCommand? {
    allCases.first { $0.name == word }
  }

  /// The command with `arguments` (all that follow its name), or what is wrong with them.
  /// Pure.
  public func call(with arguments: [String]) throws(UsageError) -> CommandCall {
    switch self {
    case .add:
      // `todo add --strict …`: a date that does not read refuses the todo (decision 0335).
      let strict = arguments.first == "--strict"
      var words = strict ? Array(arguments.dropFirst()) : arguments
      // `todo add -- -x`: a text that starts with a dash.
      if words.first == "--" { words.removeFirst() }
      let text = words.joined(separator: " ")
      guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        throw UsageError("'todo add' needs the todo's text, for example: todo add \"Buy milk\"")
      }
      return .add(text: text, strict: strict)
    case .list, .log:
      var json = false
      var words: [String] = []
      var rest = arguments[...]
      while let word = rest.popFirst() {
        if word == "--" {
          words += rest
          break
        }
        if word == "--json" { json = true } else { words.append(word) }
      }
      let query = words.joined(separator: " ")
      return self == .log ? .log(query: query, json: json) : .list(query: query, json: json)
    case .done:
      let words = arguments.first == "--" ? Array(arguments.dropFirst()) : arguments
      guard !words.isEmpty else {
        throw UsageError("'todo done' needs a line number or a search, for example: todo done 2")
      }
      if words.count == 1, let number = Int(words[0]) {
        guard number >= 1 else { throw UsageError("line numbers start at 1, not \(number)") }
        return .done(.line(number))
      }
      return .done(.query(words.joined(separator: " ")))
    case .mergeDriver:
      let doneFile = arguments.first == "--done"
      let files = doneFile ? Array(arguments.dropFirst()) : arguments
      guard (3...4).contains(files.count) else {
        throw UsageError(
          "'todo merge-driver' is what git runs, with three files and a path; "
            + "'todo git-setup' in the repository sets it up")
      }
      return .mergeDriver(doneFile: doneFile, files: files)
    case .gitSetup:
      let showing = arguments.contains("--where")
      let files = arguments.filter { $0 != "--where" }
      guard files.count <= 1 else { throw UsageError("'todo git-setup' sets up one list at a time") }
      return .gitSetup(showing: showing, file: files.first)
    case .caldavSync:
      guard arguments.count <= 1 else { throw UsageError("'todo caldav-sync' syncs with one folder") }
      return .caldavSync(folder: arguments.first)
    case .caldavResolve:
      guard arguments.count == 2 else {
        throw UsageError(
          "'todo caldav-resolve' is what vdirsyncer runs with two files; the manual's CALDAV section "
            + "shows the conflict_resolution line that sets it up")
      }
      return .caldavResolve(first: arguments[0], second: arguments[1])
    case .remind:
      guard arguments.isEmpty else {
        throw UsageError(
          "'todo remind' takes no arguments; name the list with --file: todo --file ~/todo.txt remind")
      }
      return .remind
    }
  }
}

/// A command for scripts with its arguments, as parsed (`LaunchCommand.call(with:)`). Pure
/// value.
public enum CommandCall: Equatable, Sendable {
  /// `todo add [--strict] TEXT…`: the words joined with spaces; `strict`: a `due:` or `t:`
  /// value that is no date refuses the todo rather than being added as typed.
  case add(text: String, strict: Bool = false)
  /// `todo ls [--json] [QUERY…]`.
  case list(query: String, json: Bool)
  /// `todo done N|QUERY…`.
  case done(DoneTarget)
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
  /// `todo remind`.
  case remind

  /// Which todo `todo done` marks done.
  public enum DoneTarget: Equatable, Sendable {
    /// The todo on this line of the file (1 is the first, blank lines counted).
    case line(Int)
    /// The one open todo this search finds.
    case query(String)
  }
}
