import ToDoCore

/// The manual's lists that follow the code's tables: the config's `[keys.*]` sections
/// (from `Config.sectionNames`), the files beside the list and the state folder, and the
/// environment variables beyond the first ones the page names (a test reads the sources
/// for every variable read and looks for it here). Pure.
extension ManPage {
  /// The tag and first words of CONFIGURATION's entry on the key sections, one a mode.
  static var keySections: String {
    let sections = Config.sectionNames.filter { $0.hasPrefix("keys.") }.map { "[" + $0 + "]" }
    return "\\fB[keys.\\fR\\fImode\\fR\\fB]\\fR\none section a mode, by the name KEYS gives each "
      + "mode in parentheses: " + bold(sections, last: "and") + "."
  }

  /// ENVIRONMENT's entries after ESCDELAY: the editor, the browser, the locale, the temporary folder,
  /// and the variables for tests and the demo.
  static let moreEnvironment = #"""
    .TP
    .B VISUAL\fR, \fBEDITOR
    the editor \fBE\fR opens the selected todo in: \fBVISUAL\fR, else \fBEDITOR\fR (blank
    values skipped), else \fBvi\fR.
    .TP
    .B BROWSER
    the program \fBo\fR opens the selected todo's first link with (its first entry where
    it lists several with \fB:\fR; \fB%s\fR stands for the link), else \fBxdg\-open\fR;
    started detached, its output on \fI/dev/null\fR.
    .TP
    .B PATH
    where \fBxdg\-open\fR, and a \fBBROWSER\fR named without a \fB/\fR, are looked for.
    .TP
    .B TMPDIR
    the folder for the file the editor opens (default \fI/tmp\fR), and the state folder
    when \fBHOME\fR is not set.
    .TP
    .B LC_ALL\fR, \fBLC_CTYPE\fR, \fBLANG
    the locale; where it is not UTF\-8, the app takes C.UTF\-8 for its characters.
    .TP
    .B TODO_TODAY
    a day (\fIYYYY\-MM\-DD\fR) taken as today, in place of the clock's: for tests.
    .TP
    .B TMUX\fR, \fBTERM_PROGRAM\fR, \fBKITTY_WINDOW_ID\fR, \fBWEZTERM_PANE\fR, \fBVTE_VERSION
    what the terminal is, read to choose how it is asked to notify of a reminder (see
    REMINDERS).
    .TP
    .B DBUS_SESSION_BUS_ADDRESS
    the session's D\-Bus: \fBtodo remind\fR notifies through \fBgdbus\fR when it is set and
    \fBnotify\-send\fR is not on \fBPATH\fR.
    .TP
    .B TODO_NOW
    a local time (\fIYYYY\-MM\-DD\fBT\fIHH:MM\fR[\fI:SS\fR]) the reminders' clock starts
    at and runs on from, in place of the clock's (see REMINDERS): for tests, with
    \fBTODO_TODAY\fR for the day.
    .TP
    .B TODO_SIMULATED_ITEMS\fR, \fBTODO_SIMULATED_DELAY_MS
    the demo list's number of todos and its load's delay in milliseconds (default 3 todos,
    2000 ms): for tests and measurements, not a setting.
    """#

  /// FILES's entries after the default todo file: the views, the files beside the list and
  /// the state folder.
  static var moreFiles: String {
    #"""
    .TP
    .I ~/.config/todo/views
    the saved views (SAVED VIEWS), beside the config file in use.
    .TP
    .I done.txt
    beside the list: \fBA\fR appends the done todos to it, then removes them from the
    list, as \fBtodo.sh archive\fR does.
    .TP
    .I \#(escape(State.mergedCopiesFolder))/
    beside the list: a sync conflict copy (\fItodo.sync\-conflict\-...txt\fR,
    \fItodo (... conflicted copy ...).txt\fR) goes there once \fBm\fR merged its todos.
    .TP
    .I ~/.local/state/todo/
    the state folder (\fI$XDG_STATE_HOME/todo/\fR): the journal and the old and new bytes
    (\fI.journal\fR, \fI.before\fR, \fI.after\fR) of a list written in place while the
    write lasts, and a list the app could not save before it left
    (\fItodo.unsaved\-DATE\-TIME\-PID.txt\fR, whose path it prints).
    .TP
    .I ~/.local/state/todo/seen/
    what the app last saw of each list (\fItodo.txt\-HASH.txt\fR, named after the list's
    real path): a copy of its bytes as last loaded, saved or reloaded, the file's time
    when that was. At the next start what other programs changed since is summed up on
    the status line, and \fBW\fR lists it; a missing or unreadable copy only means no
    summary.
    .TP
    .I ~/.local/state/todo/journal/NAME\-HASH.jsonl
    the list's journal of changes (see \fBJOURNAL\fR), which \fBtodo log\fR prints and
    the undo across restarts reads.
    """#
  }
}
