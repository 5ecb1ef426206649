import ToDoCore

/// The manual's sections on what a user types beyond keys: the search's words, the date
/// words, `rec:` and what completing does, and the saved views and their file, their
/// lists made from the tables the code reads them by (`SearchQuery.Comparison`,
/// `RelativeDate`'s words, `Recurrence.Unit`, `ViewsFile.sortNames`, `SavedViews`). Pure.
extension ManPage {
  /// SEARCH, DATES, RECURRENCE and SAVED VIEWS, in man(7) format.
  static var languageSections: String {
    search + dates + recurrence + savedViews
  }

  /// `items` as `\fBa\fR, \fBb\fR or \fBc\fR`, each escaped.
  static func bold(_ items: [String], last: String = "or") -> String {
    let words = items.map { "\\fB" + escape($0) + "\\fR" }
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " " + last + " " + words[words.count - 1]
  }

  private static var search: String {
    let comparisons = bold(SearchQuery.Comparison.allCases.map(\.rawValue))
    return #"""
      .SH SEARCH
      \fB/\fR in the list opens the search line: the list shows only the todos that match
      what is typed, as it is typed; \fBEnter\fR keeps the filter and goes to the list,
      \fBEsc\fR clears it. The words are separated by spaces and must all match, in any
      case (\fBMILK\fR finds milk; letters beyond ASCII as Unicode lowercases them). In the
      help (\fBF1\fR), \fB/\fR shows them in short.
      .TP
      \fIword\fR
      the todos that hold it anywhere: \fBmilk\fR finds milkshake.
      .TP
      \fB+\fR\fIname\fR, \fB@\fR\fIname\fR
      a project or a context, at the start of a word: \fB+wo\fR finds +work, not
      a+work.
      .TP
      \fB"\fR\fIword\fR\fB"\fR
      in double quotes, whole words only: \fB"+home"\fR finds +home, not +homework.
      .TP
      \fB\-\fR\fIword\fR
      the todos that do not hold it (\fB\-"+home"\fR, \fB\-@phone\fR).
      .TP
      \fBdue:\fR[\fIop\fR]\fIday\fR, \fBt:\fR[\fIop\fR]\fIday\fR
      the todos whose \fBdue:\fR (or \fBt:\fR) date compares to \fIday\fR as \fIop\fR says,
      one of \#(comparisons) (none is \fB=\fR); \fIday\fR is a date
      (\fIYYYY\-MM\-DD\fR) or a date word of DATES, counted from today:
      \fBdue:<today\fR (late), \fBdue:today\fR, \fBdue:<=+7d\fR (within a week),
      \fBt:>today\fR. A todo without that tag does not match. A day that does not read
      yet (\fBdue:<to\fR, half typed) is matched as text, and so is a date word after
      \fB\-\fR.
      .TP
      \fBis:ready\fR, \fBis:blocked\fR
      the todos that can be done now (open, waiting for no open todo, not hidden by
      \fBh:1\fR or a \fBt:\fR after today), or those waiting for an open todo. A todo
      names itself with \fBid:\fR\fIname\fR and waits with \fBafter:\fR\fIname\fR
      (also read: \fBdep:\fR, \fBneeds:\fR, and topydo's \fBp:\fR, which makes the todo
      with that \fBid:\fR wait for this one). A blocked todo's row is marked at its start; the
      detail area says what it waits for, a cycle it is on, and ids no todo has.
      .PP
      Done todos match as the others do, and so do the todos hidden by \fBt:\fR or
      \fBh:1\fR; which of them show is what \fBh\fR and \fBH\fR say. The search never
      reorders the list: \fBs\fR sorts. The search, the sort and those two settings
      together are a view, which can be saved (SAVED VIEWS).

      """#
  }

  private static var dates: String {
    let named = RelativeDate.namedDays.map { day in
      "\\fB" + day.words[0] + "\\fR (\\fB" + day.words.dropFirst().joined(separator: "\\fR, \\fB") + "\\fR)"
    }
    let weekdays = RelativeDate.weekdays.map { $0.map { "\\fB" + $0 + "\\fR" }.joined(separator: "/") }
    let months = RelativeDate.months.map { month in
      month.count == 3 ? "\\fB" + month + "\\fR" : "\\fB" + month + "\\fR/\\fB" + month.prefix(3) + "\\fR"
    }
    var units = ""
    for unit in Recurrence.Unit.allCases {
      units += ".TP\n\\fB\(unit.rawValue)\\fR\n\(escape(unit.counted))\n"
    }
    let periods = RelativeDate.periods.map { "\\fB\($0.letters)\\fR \(escape($0.name))" }
    let periodWords = bold(RelativeDate.periodWords, last: "and")
    var holidays = ""
    for holiday in RelativeDate.holidays {
      holidays +=
        ".TP\n" + holiday.words.map { "\\fB" + $0 + "\\fR" }.joined(separator: ", ") + "\n"
        + escape(holiday.meaning) + "\n"
    }
    let phraseUnits = RelativeDate.unitWords.map { entry in
      entry.words.map { "\\fB" + $0 + "\\fR" }.joined(separator: "/")
    }
    return #"""
      .SH DATES
      In a \fBdue:\fR or \fBt:\fR tag typed in the input line (adding or editing a todo),
      with \fBtodo add\fR and in the search (and \fBtodo ls\fR), a day can be written as a
      word or a phrase, counted from today, as topydo and taskwarrior read them; the todo is
      written with the date (\fBdue:tomorrow\fR becomes \fBdue:2026\-11\-27\fR) the moment
      it is added or saved. Case does not matter. The words:
      .TP
      \#(named.joined(separator: ", "))
      that day; the short forms as topydo takes them, and each word shortened to three
      letters or more, as taskwarrior takes them (\fByest\fR, \fBtomor\fR).
      .TP
      \#(weekdays.joined(separator: ", "))
      the next such weekday; typed on that weekday, the one a week on. Also shortened to
      three letters or more (\fBtues\fR, \fBthurs\fR).
      .TP
      \#(months.joined(separator: ", "))
      the first day of the next such month (\fBdec\fR in December is next year's); also
      shortened to three letters or more (\fBsept\fR).
      .TP
      \fB1st\fR, \fB2nd\fR, \fB3rd\fR, \fB4th\fR \[u2026] \fB31st\fR
      the next such day of a month (\fB15th\fR on the 15th is next month's; \fB31st\fR in a
      month without one, the next month that has it); the suffix must be the number's own.
      .TP
      [\fB+\fR|\fB\-\fR]\fIN\fR\fIunit\fR
      \fIN\fR units after (or, with \fB\-\fR, before) today: \fB3d\fR, \fB+2w\fR,
      \fB\-1m\fR; a count of 0 (\fB0d\fR, \fB0b\fR) is today. The units:
      .RS
      \#(units).RE
      .TP
      \fBso\fR|\fBeo\fR[\fBp\fR|\fBn\fR]\fIperiod\fR
      the start (\fBso\fR) or the end (\fBeo\fR) of this period, or with \fBp\fR of the
      previous one, with \fBn\fR of the next one, as taskwarrior names them; \fIperiod\fR is
      \#(periods.joined(separator: ", ")). All of them:
      \#(periodWords).
      .TP
      \#(bold(RelativeDate.laterWords))
      9999\-12\-30, as taskwarrior writes them: some day, not soon.
      \#(holidays).TP
      \fBnext\fR|\fBlast\fR \fIweekday\fR
      that weekday in the week after (or before) this one, Monday to Sunday: on a
      Wednesday, \fBnext fri\fR is nine days on, \fBfri\fR two.
      .TP
      \fBnext\fR|\fBlast\fR \fBweek\fR|\fBwk\fR|\fBmonth\fR|\fBquarter\fR|\fBqtr\fR|\fByear\fR|\fByr\fR
      the first day of the next (or last) such period: \fBnext week\fR is next Monday.
      Also written together: \fBnextweek\fR, \fBnextfri\fR.
      .TP
      [\fBin\fR] \fIN\fR \fIunit\fR
      \fIN\fR (or \fBa\fR, \fBan\fR, \fBone\fR) units from today: \fBin 3 days\fR,
      \fB3 weeks\fR, \fBin a month\fR, \fB2 business days\fR (\fBbusiness\fR or
      \fBworking\fR days: Monday to Friday), also
      written together (\fBin3days\fR); the units: \#(phraseUnits.joined(separator: ", ")).
      .TP
      \fImonth\fR \fIday\fR, \fIday\fR [\fBof\fR] \fImonth\fR [\fIyear\fR]
      the next such day after today (\fBdec 25\fR on December 25th is next year's), or with a
      four\-digit year that day: \fBdec 25\fR, \fB25 dec\fR, \fBdec25\fR, \fBdecember 25th\fR,
      \fB25th of december 2027\fR; \fImonth\fR \fIyear\fR is its first day (\fBdec 2027\fR).
      .TP
      \fIYYYY\-MM\-DD\fR
      the day itself, as the file writes it.
      .PP
      After \fBdue:\fR or \fBt:\fR the words are taken while they still name a day, up to
      four: \fBdue:next fri\fR, \fBdue:in 3 days\fR, \fBdue:dec 25 2027\fR; in
      \fBdue:fri Call Bob\fR only \fBfri\fR. \fBdue: fri\fR (a space after the colon) reads
      too. A month and a day that names none (\fBdue:feb 30\fR) is no date, not February.
      .PP
      A \fBdue:\fR or \fBt:\fR whose value is no date (\fBdue:nextwek\fR, \fBt:soon\fR,
      \fBdue:2026\-02\-30\fR) is never written silently: the input line refuses it, says what it
      most likely meant (\fIdid you mean due:next week?\fR) and keeps the text to fix;
      \fBEnter\fR again on the same text adds or saves it as typed. \fBtodo add\fR adds it as
      typed with a warning on standard error; \fBtodo add \-\-strict\fR refuses it (status 2).
      A todo edited in the editor (\fBE\fR) is saved with it, and the status line says so.
      A day outside the years a todo.txt date can hold, 0001 to 9999
      (\fBdue:+100000y\fR), is refused with a message, and the text stays in the line to be
      fixed.

      """#
  }

  private static var recurrence: String {
    let units = bold(Recurrence.Unit.allCases.map { String($0.rawValue) })
    return #"""
      .SH RECURRENCE
      Completing a todo (\fBx\fR in the list) writes \fBx\fR and the day first, as todo.txt
      says, and keeps its priority as a \fBpri:\fR tag (\fB(A)\fR becomes \fBpri:A\fR), which
      becomes the priority again when the todo is reopened (\fBx\fR on a done todo).
      .PP
      A todo with \fBrec:\fR[\fB+\fR][\fIN\fR]\fIunit\fR (\fIunit\fR one of \#(units), as in
      DATES; \fIN\fR from 1 to \#(Recurrence.maximumCount), 1 when left out) comes back when
      it is completed: its next occurrence is added above the done todo, with its
      \fBdue:\fR \fIN\fR units after the day it was completed (\fBrec:1w\fR, \fBrec:3d\fR,
      \fBrec:2b\fR), or, strict, with \fB+\fR, after its old due date (\fBrec:+1m\fR). Its \fBt:\fR keeps its distance to \fBdue:\fR; a todo with a
      \fBt:\fR and no \fBdue:\fR gets its next \fBt:\fR the same way, and one with neither
      gets a \fBdue:\fR. A creation date, if it has one, becomes the day of completing; the priority and
      every other word stay. One \fBCtrl\-Z\fR takes both back, and so does reopening the
      done todo while its next occurrence is as it was added. A next date past 9999\-12\-31
      gives no next occurrence, which the status line says. Postponing (\fB>\fR, \fB}\fR)
      moves the dates and leaves \fBrec:\fR as it is.

      """#
  }

  private static var savedViews: String {
    let sorts = bold(ListSort.allCases.compactMap { ViewsFile.sortNames[$0] }.map { "\"\($0)\"" })
    return #"""
      .SH SAVED VIEWS
      \fBV\fR in the list saves its view (the search, the sort, and whether done and hidden
      todos show) under a name typed in the input line: in the place of the view of that
      name, else in the first free place of \#(SavedViews.slots.lowerBound) to \#(SavedViews.slots.upperBound).
      \fB1\fR to \fB9\fR show the view in that place, and the title names it; \fBv\fR lists
      the views (\fBEnter\fR or the view's number shows one, \fBs\fR or \fBV\fR saves, \fBd\fR
      or \fBDel\fR deletes the one selected). The views are kept in the file \fIviews\fR
      beside the config file (FILES), made on the first save, in the config's syntax, one
      section a view:
      .TP
      \fB[view.\fR\fIN\fR\fB]\fR
      the view in place \fIN\fR, \#(SavedViews.slots.lowerBound) to \#(SavedViews.slots.upperBound), with:
      .RS
      .TP
      \fBname = "\fR\fIname\fR\fB"\fR
      1 to \#(SavedViews.longestName) characters (needed).
      .TP
      \fBsearch = "\fR\fIwords\fR\fB"\fR
      the search, as typed after \fB/\fR (SEARCH); \fB\e"\fR for a double quote.
      .TP
      \fBsort = \fR\#(sorts)
      the list's order (default: \fB"file"\fR).
      .TP
      \fBhide\-done = true\fR | \fBfalse\fR
      whether done todos are hidden, as \fBh\fR does.
      .TP
      \fBshow\-hidden = true\fR | \fBfalse\fR
      whether the todos hidden by \fBt:\fR after today and \fBh:1\fR show, as \fBH\fR does.
      .RE
      .PP
      The app writes the file when a view is saved or deleted; it can be edited by hand,
      and \fB\-\-check\-config\fR checks it too. A views file with a line the app cannot
      read is never written over: its other views work until the app quits, and the status
      line names the line to fix. Nor is it written over when another program changed it
      since the app read it.

      """#
  }
}
