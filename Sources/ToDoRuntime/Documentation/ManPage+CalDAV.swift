extension ManPage {
  /// The manual's section on the todo.txt ↔ CalDAV mapping (decisions 0260, 0261). Pure text.
  static let calDAVSection = #"""
    .SH CALDAV
    \fBtodo caldav\-sync\fR [\fIFOLDER\fR] syncs the list with a vdir (the folder, else
    the config's \fB[sync.caldav]\fR \fBfolder = "~/.local/share/todo/vdir"\fR): one
    \fB.ics\fR file a todo, which vdirsyncer (or pimsync) syncs with a CalDAV server and so
    with a phone's task app. Each todo's \fBUID\fR is kept in the state folder
    (\fI$XDG_STATE_HOME/todo/caldav/\fR), never on its line, with its line and its file as
    last synced: a change made on the phone and one made in the list since are merged as
    the app merges a list another program changed; a todo changed on both sides keeps both
    versions, and one deleted on one side and changed on the other is kept; each is named.
    Files are written whole (a temporary file renamed) and the state last, so a sync cut
    short is finished by the next. Run it after vdirsyncer's sync and before the next. A
    first sync with a vdir that already holds the list's todos pairs each object with the
    line that says the same fields, and doubles none.
    .PP
    With \fB[sync.caldav]\fR \fBfolder\fR in the config, the app runs the same sync
    itself, in the background: a second after the saves pause, and when a \fB.ics\fR file
    of the folder is written (vdirsyncer's sync); what the sync brings into the list is
    merged as another program's change, and the status line says it (\fBCalDAV: 1 added,
    1 completed from the vdir.\fR); a file left alone is named once.
    .PP
    A todo is carried to a calendar task (an iCalendar \fBVTODO\fR in a \fB.ics\fR file of a
    vdir, which vdirsyncer syncs with a CalDAV server) and back, field by field:
    .TP
    description \[u2194] \fBSUMMARY\fR
    the text, with its projects, contexts and other \fIkey\fB:\fIvalue\fR words; \fBdue:\fR,
    \fBt:\fR and \fBrec:\fR are taken out (they have properties of their own). A summary
    that would read as the line's mark, priority or date (\fBx Buy milk\fR, \fB(A) Call\fR,
    \fB2026\-01\-01 plan\fR) is put on the line after an invisible U+2060 WORD JOINER, which
    is taken out again on the way back.
    .TP
    \fB+project\fR, \fB@context\fR \[u2194] \fBCATEGORIES\fR
    the names, without their sign; a category the summary does not name becomes
    \fB+name\fR on the line.
    .TP
    \fBx\fR and its date \[u2194] \fBSTATUS:COMPLETED\fR, \fBCOMPLETED\fR
    .TP
    priority \[u2194] \fBPRIORITY\fR
    A is 1, B is 5, C is 9, D to Z are 9; read back, 1 to 4 are A, 5 is B, 6 to 9 are C. A
    done todo keeps its priority in \fBpri:\fR, as \fBx\fR writes it.
    .TP
    \fBdue:\fR \[u2194] \fBDUE\fR; \fBt:\fR \[u2194] \fBDTSTART\fR; creation date \[u2194] \fBCREATED\fR
    days; a time of day a phone wrote is kept in the file while the day stays the same.
    .TP
    \fBrec:\fR \[u2194] \fBRRULE\fR
    \fBrec:\fR\fIN\fR\fBd\fR, \fBw\fR, \fBm\fR, \fBy\fR is \fBFREQ=DAILY\fR, \fBWEEKLY\fR,
    \fBMONTHLY\fR, \fBYEARLY\fR with \fBINTERVAL=\fR\fIN\fR; a \fBrec:\fR counted from
    completion, or in business days, is kept as typed in \fBX\-TODOTXT\-REC\fR. Any other
    rule is left in the file and gives no \fBrec:\fR.
    .PP
    Every other property a phone writes (alarms, time zones, locations, subtasks, its own
    \fBX\-\fR properties) is never changed or removed: only the properties of a field that
    changed are written, and every other line of the file keeps its bytes. A file that is
    not iCalendar is named and left alone.
    """#
}
