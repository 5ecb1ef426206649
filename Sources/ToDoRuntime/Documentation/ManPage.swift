import ToDoCore

/// The manual page, todo(1), in man(7) format: its options from `LaunchOption` and its
/// keys from a keymap value, so that it says what `--help` says and what the keys do.
/// `docs/todo.1` is this text (a test checks it). Pure.
public enum ManPage {
  public static func text(keymap: Keymap) -> String {
    let title = """
      .\\" Made from todo's option table and keymap by 'make docs': do not edit.
      .TH TODO 1 "" "todo \(LaunchOptions.version)" "User Commands"

      """
    var page = """
      .SH NAME
      todo \\- a terminal todo list kept in a todo.txt file
      .SH SYNOPSIS
      .B todo
      [\\fIOPTIONS\\fR] [\\fIFILE\\fR [\\fIFILE\\fR...] | \\fB\\-\\-file\\fR [\\fIFILE\\fR] | \\fB\\-\\-demo\\fR]
      .br
      .B todo
      [\\fIOPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGUMENTS\\fR]
      .br
      .B todo \\-\\-replay
      \\fIFILE\\fR [\\fB\\-\\-realtime\\fR] [\\fB\\-\\-print\\fR [\\fB\\-\\-size\\fR \\fICOLUMNS\\fBx\\fIROWS\\fR]]
      .br
      .B todo
      \\fB\\-\\-where\\fR | \\fB\\-\\-check\\-config\\fR | \\fB\\-\\-help\\fR | \\fB\\-\\-version\\fR
      .SH DESCRIPTION

      """
    page += paragraphs(LaunchOptions.description)
    page += ".SH COMMANDS\n"
    page +=
      escape(
        "For scripts, status bars and a capture key: each works on the list the app would open "
          + "(--file, the config's file, else the default list), with the app's parser, write "
          + "lock and merge, so that an app open on the same list shows the change at once. "
          + "A first argument that is no command and names no file is refused unless it looks "
          + "like a path (a / in it, or .txt at its end); a file named like a command: "
          + "todo ./add, or todo -- add; an unquoted todo (todo Buy milk) is refused with the "
          + "whole of it quoted in the advice. The options go before or after the command; -- "
          + "ends them; an unknown one is named (status 2). A number is a line of the file, always "
          + "(blank lines counted, as todo.sh numbers them); several are 3 4 or 3,4; any other "
          + "word makes the words a search (+1 is a project), and a search must find one todo; "
          + "--query QUERY searches for words that look like numbers. Every change is one step "
          + "of the list's journal by todo: todo log shows it, todo undo or Ctrl-Z in the app "
          + "takes it back, and the app's next start does not count it as another program's. An "
          + "app open on the list shows the change and names it on the status line; when the "
          + "reload brings exactly the journal's last steps by todo, they join its undo history, "
          + "and Ctrl-Z undoes them, newest first, before the app's own; another program's edit "
          + "never does. "
          + "New todos (add, the next occurrence of a rec: todo) go to the end of the file, so "
          + "the numbers a script read stay its todos'; del removes a line, and the lines after "
          + "it move up. Commands that change the list take turns (the journal's lock, waited "
          + "for without a limit). To a terminal every control character of a todo is written "
          + "visibly (^[, ^G, <U+009B>); to a pipe or a file as it is. TODO_TODAY is honoured by "
          + "every command; the journal's times are the clock's.") + "\n"
    for command in LaunchCommand.allCases {
      page += ".TP\n\\fB" + escape(command.name) + "\\fR \\fI" + escape(command.arguments) + "\\fR\n"
      let aliases = command.aliases.isEmpty ? "" : " Also: " + command.aliases.joined(separator: ", ") + "."
      page += escape(command.summary) + "." + escape(aliases) + "\n"
    }
    page += ".SS Exit status\n"
    page +=
      escape(
        "0: done as asked. 1: nothing matched (ls showed nothing, no todo on a line named, a "
          + "search found none, nothing to undo or archive), as grep's 1. 2: the command line is "
          + "wrong (an unknown option, a missing argument, a todo too short to add). 3: a todo "
          + "named could not take the change (done already, not done, a search finding several, "
          + "a date out of range); it is said, left as it was, and the others are changed. 4: the "
          + "list could not be read or written.") + "\n"
    page += ".SS JSON, version 1\n"
    page +=
      escape(
        "ls --json prints one array, one object a todo; log --json prints the journal's lines, "
          + "each with the same object for its todo as it was after the change (before it, for "
          + "a deletion) under \"todo\". The object's keys, in this order: v (1), line (null in "
          + "the journal), text (the whole line), done, priority (an open todo's (A), a done "
          + "one's pri:), created, completed, due, threshold (t:), recurrence (rec:), note "
          + "(note:), projects, contexts, tags (every other key:value, the first of a key), "
          + "hidden (h:1, or t: after today), blocked (waits for an open todo), ready (open, "
          + "not hidden, not blocked). Absent values are null. Strings are JSON, every control "
          + "character escaped (\\u001b). A new key may come in a later version; v changes "
          + "only when a key's meaning does. --porcelain prints the line number, a tab and the "
          + "text, one todo a line.") + "\n"
    page += ".SH OPTIONS\n"
    for option in LaunchOption.documented {
      page += ".TP\n" + synopsis(option) + "\n" + escape(option.summary) + ".\n"
    }
    page += ".SH KEYS\n"
    page +=
      escape(
        "Each mode's keys, and in parentheses the command name a config file binds them by (see "
          + "CONFIGURATION). Every name is listed here; F1 shows a name only where it is not "
          + "what the keys do (there the name is that word: undo, quit, help).") + "\n"
    for mode in Mode.Kind.allCases {
      let keys = keymap.keys(in: mode)
      page += ".SS " + mode.described.title + "\n"
      switch keys.unbound {
      case .typesText: page += ".TP\nany printable key\ntypes it into the input line\n"
      case .isIgnored, .saysNoCommand: break
      case .sends(.help(.toggle)): page += ".TP\nany other key\ncloses the help\n"
      case .sends: page += ".TP\nany other key\ncancels\n"
      }
      for entry in Help.entries(keys.bindings) {
        guard case .entry(let keys, let summary, let command?) = entry else { continue }
        page += ".TP\n\\fB" + escape(keys) + "\\fR\n"
        page += escape(summary) + " (" + escape(command) + ")\n"
      }
    }
    page += ".SS Mouse\n"
    for case .entry(let keys, let summary, _) in keymap.mouseHelp {
      page += ".TP\n\\fB" + escape(keys) + "\\fR\n" + escape(summary) + "\n"
    }
    for section in [
      languageSections, remindersSection, gitSection, calDAVSection, journalSection, todoShSection,
      fixedSections,
    ] {
      page += endingItsLine(section)
    }
    // Glyphs for terminals without them (`man` in the C locale): `-Tascii` has no arrows.
    return title + fallbackGlyphs(in: page) + page
  }

  /// `section` ending with a newline, so that the next section's .SH request starts a line of
  /// its own: a request glued to the end of a text line is printed as text (issue 44).
  static func endingItsLine(_ section: String) -> String {
    section.isEmpty || section.hasSuffix("\n") ? section : section + "\n"
  }

  /// An ASCII stand-in for each `\[uXXXX]` glyph in `page`, defined only where the output
  /// device has none.
  private static func fallbackGlyphs(in page: String) -> String {
    let known: [String: String] = [
      "2191": "^", "2193": "v", "2194": "<->", "2013": "-", "2190": "<-", "2192": "->", "2715": "x",
      "2026": "...",
      "2018": "'",
      "2019": "'", "201C": "\\(dq", "201D": "\\(dq",
    ]
    var codes: [String] = []
    for line in page.split(separator: "\n") {
      for piece in line.split(separator: "\\[u").dropFirst() {
        let code = String(piece.prefix { $0 != "]" })
        if !codes.contains(code) { codes.append(code) }
      }
    }
    return codes.map { ".if !c\\[u\($0)] .char \\[u\($0)] \(known[$0] ?? "?")\n" }.joined()
  }

  private static func synopsis(_ option: LaunchOption) -> String {
    let names = option.names.map { "\\fB" + escape($0) + "\\fR" }.joined(separator: ", ")
    guard let value = option.value else { return names }
    let placeholder = "\\fI" + escape(value.placeholder) + "\\fR"
    return names + " " + (value.isOptional ? "[" + placeholder + "]" : placeholder)
  }

  /// Text as roff: paragraphs split at blank lines, each line escaped.
  private static func paragraphs(_ text: String) -> String {
    paragraphLines(text).map { lines in
      lines.map(escape).joined(separator: "\n") + "\n"
    }.joined(separator: ".PP\n")
  }

  /// The lines of each paragraph of `text`, paragraphs being separated by blank lines.
  private static func paragraphLines(_ text: String) -> [[String]] {
    var result: [[String]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty {
        if !(result.last?.isEmpty ?? true) { result.append([]) }
      } else {
        result[result.count - 1].append(String(line))
      }
    }
    return result.filter { !$0.isEmpty }
  }

  /// `text` safe in a roff text line: backslashes and dashes escaped, a leading `.` or `'`
  /// guarded, every non-ASCII character as its `\[uXXXX]` glyph.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      default:
        if scalar.isASCII {
          result.unicodeScalars.append(scalar)
        } else {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\[u" + String(repeating: "0", count: max(4 - hex.count, 0)) + hex + "]"
        }
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  private static let fixedSections = #"""
    .SH CONFIGURATION
    Settings are read from
    .I $XDG_CONFIG_HOME/todo/config
    (\fI~/.config/todo/config\fR), or from the file given with \fB\-\-config\fR.
    The file is a small part of TOML: \fBname = value\fR lines, \fB[section]\fR headings,
    and \fB#\fR comments. A value is a "string" in double quotes, \fBtrue\fR, \fBfalse\fR,
    or a list of strings \fB["a", "b"]\fR on one line. Options given on the command line
    override the file. Each line that cannot be used is reported on standard error with the
    file, the line and what to write instead, and that setting keeps its default; the app
    starts all the same, its status line naming the first problem and the key that shows
    them all (\fBF1\fR: the help lists them at its top). \fB\-\-check\-config\fR checks the file and exits with 2 if it has a
    problem.
    .TP
    \fBfile = "\fR\fIPATH\fR\fB"\fR
    the todo.txt file that \fBtodo\fR and \fBtodo \-\-file\fR open (a full path, or one
    starting with \fB~/\fR); without it they open the default list (see \fBTODO_FILE\fR).
    .TP
    \fBnew\-todos = "top"\fR | \fB"bottom"\fR
    where new todos go in the list (default: top). At the top, every line below a new
    todo moves down one number, so a todo.sh command by line number counted before acts
    on another todo; at the bottom, the numbers stay put, as with todo.sh add.
    .TP
    \fBcreation\-dates = true\fR | \fBfalse\fR
    whether new todos start with today's date, as todo.txt's creation date (default: false).
    .TP
    \fBmouse = true\fR | \fBfalse\fR
    whether the app takes the mouse (default: true).
    .TP
    \fBsync = "git"\fR | \fB"off"\fR
    whether the app syncs the list through git (default: off; see \fBSYNCING WITH GIT\fR).
    .TP
    \fBnotes = "\fR\fIFOLDER\fR\fB"\fR
    the folder of the todos' notes, where \fBnote:\fR\fINAME\fR names a file (a full path, or
    one starting with \fB~/\fR; pter's setting of the same name); without it, the list's own
    folder. \fINAME\fR is a plain name in that folder: one with a \fB/\fR, \fB.\fR or
    \fB..\fR, one starting with a dot (a hidden file, as \fB.netrc\fR), or a file that is
    no regular one (a FIFO, a device, a link leading out), is not opened, and the status
    line says so.
    \fBN\fR opens the selected todo's note in the editor, or makes one. The folder
    is watched: a note another program changes shows at once. \fBtodo \-\-where\fR names it.
    .TP
    \fB[journal]\fR
    \fBmax\-size\fR, \fBmax\-age\fR and \fBkeep\-steps\fR: how large and old the list's
    journal may grow (see \fBJOURNAL\fR).
    .TP
    \fB[lists]\fR
    named lists, one a line: \fIname\fR \fB= "\fR\fIPATH\fR\fB"\fR (a full path, or one
    starting with \fB~/\fR), offered by \fBL\fR (switch to a list) and \fBM\fR (move todos
    to a list) with the files named on the command line and the todo files beside the list
    shown. With more than one list, the title ends with the list's place (\fB1 of 3\fR).
    .TP
    \fB[colors]\fR
    foreground colours for \fBpriority\-a\fR, \fBpriority\-b\fR, \fBpriority\-c\fR (the
    priority), \fBproject\fR (+project; default magenta), \fBcontext\fR (@context; cyan),
    \fBoverdue\fR (a due: date past; bold red), \fBdue\-today\fR (bold yellow),
    \fBupcoming\fR (due in the six days ahead; yellow), \fBdue\fR (a later due: date;
    green), \fBthreshold\fR (a t: date still ahead; dim) and \fBdone\fR (done todos; dim),
    each one of \fBred\fR, \fBgreen\fR, \fByellow\fR, \fBblue\fR, \fBmagenta\fR,
    \fBcyan\fR, \fBblack\fR, \fBwhite\fR, or \fBnone\fR, which takes the colour away and
    leaves the bold, dim or underline the part has without colours. Not used with
    \fBNO_COLOR\fR or on a terminal without colours: then attributes alone set the parts
    apart.
    .TP
    \fB[sync.caldav]\fR \fBfolder = "\fR\fIFOLDER\fR\fB"\fR
    the vdir \fBtodo caldav\-sync\fR syncs the list with (a full path, or one starting with
    \fB~/\fR), for example \fB"~/.local/share/todo/vdir"\fR; see CALDAV.
    .TP
    \#(keySections)
    \fIcommand\fR \fB= "\fR\fIkey\fR\fB"\fR, or \fB= ["\fR\fIkey\fR\fB", "\fR\fIkey\fR\fB"]\fR:
    the keys that run a command in that mode, by the command names of KEYS, written as the
    help writes them (\fBd\fR, \fB^D\fR, \fBAlt\-d\fR, \fBEnter\fR, \fBTab\fR, \fBEsc\fR,
    \fBBksp\fR, \fBDel\fR, \fBUp\fR, \fBDown\fR, \fBPgUp\fR, \fBF2\fR...). They replace the
    command's keys in that mode; a key another command had is taken from it; \fB[]\fR leaves
    the command without a key. In the input line a printable key types text, so commands
    there take keys such as \fB^X\fR. A line that would leave a mode with no key that
    quits, nor one that leads to a mode where one does, or a mode with no key back to the
    list or the input line, is refused, with its line.
    .SH FILE FORMAT
    The list is a todo.txt file: one todo per line, in the format of
    https://github.com/todotxt/todo.txt: an \fBx\fR and a space first for a completed todo,
    a priority such as \fB(A)\fR, dates as \fIYYYY\-MM\-DD\fR, \fB+project\fR and
    \fB@context\fR words and \fIkey\fB:\fIvalue\fR tags. The app adds and deletes lines and
    keeps every other line byte for byte, with its line ending. Changes are saved 0.3 s after
    the last one and on quit, atomically.
    .SH EXIT STATUS
    .TP
    .B 0
    after quitting, and after \fB\-\-help\fR, \fB\-\-version\fR, \fB\-\-where\fR, and a
    \fB\-\-check\-config\fR that found no problem.
    .TP
    .B 1
    the terminal went away, or a recording could not be written to the end.
    .TP
    .B 2
    a bad command line, a folder as the file, a recording that cannot be read or written,
    no usable terminal, or \fB\-\-check\-config\fR on a config file with a problem.
    .TP
    .B 128+n
    after signal \fIn\fR (SIGTERM: 143, SIGHUP: 129).
    .SH ENVIRONMENT
    .TP
    .B XDG_CONFIG_HOME
    the config file is \fI$XDG_CONFIG_HOME/todo/config\fR (default \fI~/.config\fR).
    .TP
    .B TODO_FILE
    todo.sh's list: the default list when the config names no file and todo.sh's
    configuration file sets no other list.
    .TP
    .B TODO_DIR
    todo.sh's folder: the default list is \fI$TODO_DIR/todo.txt\fR when the config names
    no file, todo.sh's configuration file sets no other list and \fBTODO_FILE\fR is not set.
    .TP
    .B TODOTXT_CFG_FILE
    todo.sh's configuration file. With the config naming no file, the default list is the
    one todo.sh opens: the \fBTODO_FILE\fR, else \fB$TODO_DIR\fR\fI/todo.txt\fR, of the
    first of \fB$TODOTXT_CFG_FILE\fR, \fI~/.todo/config\fR, \fI~/todo.cfg\fR,
    \fI~/.todo.cfg\fR, \fI$XDG_CONFIG_HOME/todo/config\fR (when it is todo.sh's, not
    todo's own), \fB$TODOTXT_GLOBAL_CFG_FILE\fR or \fI/etc/todo/config\fR, read over the
    environment as todo.sh reads it (an export there wins over \fBTODO_DIR\fR in the
    environment, as in todo.sh); \fB\-\-file\fR and the config's \fBfile\fR win over it.
    .TP
    .B XDG_DATA_HOME
    otherwise the default list is \fI$XDG_DATA_HOME/todo/todo.txt\fR (default
    \fI~/.local/share\fR), created with its folder on the first change.
    .TP
    .B XDG_STATE_HOME
    the journal and backups of a list written in place (a folder the user cannot write) go
    to \fI$XDG_STATE_HOME/todo/\fR (default \fI~/.local/state\fR), until the new bytes
    are on the disk; the next start finishes a write a crash cut off. A list the app could
    not save before it left (\fItodo.unsaved\-DATE\-TIME\-PID.txt\fR, named on exit) goes
    there too.
    .TP
    .B HOME
    where the defaults above are, and what \fB~/\fR means in the config file.
    .TP
    .B NO_COLOR
    when set and not empty, the app uses no colours, only bold, dim, underline and reverse.
    .TP
    .B TERM
    the terminal type; it must be known to terminfo and able to move the cursor.
    .TP
    .B ESCDELAY
    not read: the app waits 25 ms after Esc for the rest of a key's sequence.
    .TP
    .B GIT_SSH_COMMAND
    the ssh the sync's git runs; when it is not set, \fBssh \-o BatchMode=yes\fR, which
    never asks for a password.
    \#(moreEnvironment)
    .SH FILES
    .TP
    .I ~/.config/todo/config
    the settings.
    .TP
    .I ~/.local/share/todo/todo.txt
    the default list (\fBtodo\fR, \fBtodo \-\-file\fR), when neither the config nor
    todo.sh's variables name another.
    \#(moreFiles)
    .SH EXAMPLES
    .TP
    .B todo ~/todo.txt
    keep the list in \fI~/todo.txt\fR.
    .TP
    .B todo \-\-where
    print the config file and the todo file in use, and what chose it.
    .TP
    .B todo work.txt home.txt
    two lists in one session: \fBL\fR switches between them, \fBM\fR moves todos from
    one to the other.
    .TP
    .B todo \-\-demo
    the demo list; quitting it after adding todos asks whether to keep them (never its
    samples).
    .TP
    .B todo \-\-new\-todos bottom \-\-creation\-dates \-\-file
    the default file, new todos at the bottom with today's date.
    .PP
    A config file that adds at the bottom, colours projects blue and deletes with x:
    .PP
    .nf
    .RS
    file = "~/todo.txt"
    new\-todos = "bottom"
    [colors]
    project = "blue"
    [keys.browsing]
    delete = ["x", "Del"]
    .RE
    .fi
    .SH SEE ALSO
    .BR tmux (1),
    the todo.txt format: https://github.com/todotxt/todo.txt

    """#
}
