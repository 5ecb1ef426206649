extension ManPage {
  /// The manual's section on the list's journal (decision 0250): where it is, its format,
  /// its bounds, and the undo across restarts it carries. Pure text.
  static let journalSection = #"""
    .SH JOURNAL
    Every change made in the app (each undo step: an add, a completion, an edit, a delete,
    an archive, and each undo and redo) is appended, when the list is saved, and what
    another program changed in the file while the app had it open, when the app reads it
    again, or while the app was closed, at the next start (once), to the list's
    journal, \fI$XDG_STATE_HOME/todo/journal/\fR\fINAME\fR\fB\-\fR\fIHASH\fR\fI.jsonl\fR
    (the list's file name and a hash of its real path: two lists never share one). After
    quitting and starting again, \fB^Z\fR undoes the last session's changes step by step,
    and \fB^Y\fR redoes what was undone, with the rule of every undo: a step applies only to
    the todo as the step left it; one another program changed meanwhile is not undone
    ("Not undone: ... changed since") and the step is dropped. \fBtodo log\fR prints it;
    \fBJ\fR in the list shows the selected todo's history from it, newest first (followed
    back by its text through each change, and through a recurring todo's completions to
    its earlier occurrences).
    .PP
    The journal is plain text, one JSON object a line, each one todo's change, version 1:
    .PP
    .nf
    .RS
    {"v":1,"step":7,"at":"2026\-11\-26T19:05:00Z","by":"todo","op":"do",
     "kind":"changed","index":3,"before":"Call mom","after":"x 2026\-11\-26 Call mom"}
    .RE
    .fi
    .PP
    \fBv\fR the format's version; \fBstep\fR the step the change belongs to (the entries
    of one step are undone together); \fBat\fR when, in UTC; \fBby\fR \fBtodo\fR (this
    app) or \fBother\fR (another program, as the app's reload or merge of the file saw
    it: op \fBoutside\fR, never undone); \fBop\fR \fBdo\fR (a new step), \fBundo\fR or \fBredo\fR (the entries are what the
    undo or redo changed), \fBundo\-dropped\fR or \fBredo\-dropped\fR (it found its todo
    changed and did nothing); \fBkind\fR \fBadded\fR, \fBdeleted\fR, \fBchanged\fR,
    \fBarchived\fR (moved to done.txt) or \fBnone\fR; \fBindex\fR the todo's line (0 is the
    first) when it changed, \-1 for a change made while the app was closed; \fBbefore\fR and \fBafter\fR its line, absent where the todo
    is not in the list. A line that is not whole (a crash, a full disk) is left out when
    read, and the next entry starts on a line of its own; a journal that cannot be written
    is said once on the status line, and the list is saved as ever. Two instances on one
    list append in turn (an exclusive lock on the journal), and a change one instance
    journaled is not journaled again as another program's by the other. It holds only the
    list's own lines. The journal is the user's own file or it is not used: a symbolic link
    in its place is not followed, and a journal (or its folder) another user owns or may
    write is neither read nor written; the status line names it and says how to fix it,
    and there is then no undo from earlier sessions.
    .PP
    The \fB[journal]\fR section of the config bounds it: \fBmax\-size = "1M"\fR (bytes, or
    with \fBK\fR, \fBM\fR, \fBG\fR), \fBmax\-age = "90d"\fR (days; default \fB"off"\fR)
    and \fBkeep\-steps = "200"\fR. Past a bound, the next start drops the oldest entries,
    as does a save whose entries take the journal past \fBmax\-size\fR (to half of it),
    but never those of the last \fBkeep\-steps\fR steps, which are the steps it restores.
    A journal past its bound is read from its end, so a large one costs no more memory at
    the start than what is kept.
    """#
}
