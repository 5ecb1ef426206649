extension ManPage {
  /// The manual's section on the todo.txt ↔ CalDAV mapping (decisions 0260, 0261). Pure text.
  static let calDAVSection = #"""
    .SH CALDAV
    \fBtodo caldav\-sync\fR [\fIFOLDER\fR] syncs the list with a vdir (the folder, else
    the config's \fB[sync.caldav]\fR \fBfolder = "~/.local/share/todo/vdir"\fR): one
    \fB.ics\fR file a todo, which vdirsyncer (or pimsync) syncs with a CalDAV server and
    so with a phone's task app. Each todo's \fBUID\fR is kept in the state folder
    (\fI$XDG_STATE_HOME/todo/caldav/\fR), never on its line, with its line and its file as
    last synced, so each line stays its own task: the phone's changes are known by UID,
    the list's by aligning the list with the list as last synced, and each todo is merged
    on its own. Changes of different fields on the two sides (a new text here, a due date
    there) are both applied; a todo changed on both sides in one field keeps both
    versions, and one deleted on one side and changed on the other is kept; each is named.
    A task the phone completes that recurs (\fBRRULE\fR kept) brings its next occurrence,
    as \fBx\fR does, whatever the list did to it meanwhile. Files are written whole (a
    temporary file flushed and renamed) and the state last, so a sync cut short is
    finished by the next; syncs of one list take turns (a lock beside the state that the
    shell, the app and cron share). A first sync with a vdir that already holds the list's
    todos (or one after the state was lost) pairs each object with the line that says the
    same fields or the same words, keeps the list's version and order, names each pair,
    and doubles none.
    .PP
    Nothing is deleted that was not deleted: a vdir that is missing, cannot be read, or
    holds none of several tasks the list still has (an unmounted disk, a link to an empty
    folder, another calendar's folder, only damaged files) is refused and the list left as
    it is; one task gone, or tasks deleted in the list too, sync as deletes; a file that
    is a link, not a regular file, unreadable or not UTF\-8 is left alone and named; a
    task without \fBSUMMARY\fR shows as the first line of its \fBDESCRIPTION\fR, else
    \fB(no title)\fR, and gets a \fBSUMMARY\fR only when its line says more than it shows;
    deleting a todo whose file holds events or other tasks takes out only its \fBVTODO\fR.
    Only plain file names inside the vdir are written or deleted. The state is read only
    when it is the user's own regular file that others cannot write. Two files with one
    UID are named, and the one last synced is followed; a renamed file is followed by its
    UID, and named.
    .PP
    A task changed both in the vdir and on the server between two runs of vdirsyncer (an
    edit on the phone and one in the app) stops vdirsyncer with "one item changed on both
    sides" unless it is told who merges: \fBtodo caldav\-resolve\fR, as its
    \fBconflict_resolution\fR command, merges the two versions as \fBtodo caldav\-sync\fR
    does (against the task as last synced; changes of different fields both kept; one
    field changed on both sides keeps both versions, named: the phone's on the task, the
    app's added to the list as a todo of its own) and writes the result over both files,
    which is what vdirsyncer takes. A complete configuration
    (\fI~/.config/vdirsyncer/config\fR; then \fBvdirsyncer discover\fR once):
    .PP
    .nf
    .RS
    [general]
    status_path = "~/.local/share/vdirsyncer/status/"

    [pair todo]
    a = "todo_vdir"
    b = "todo_server"
    collections = null
    conflict_resolution = ["command", "todo", "caldav\-resolve"]

    [storage todo_vdir]
    type = "filesystem"
    path = "~/.local/share/todo/vdir/"
    fileext = ".ics"

    [storage todo_server]
    type = "caldav"
    url = "https://dav.example.com/user/tasks/"
    username = "user"
    password.fetch = ["command", "pass", "dav"]
    item_types = ["VTODO"]
    .RE
    .fi
    .PP
    Add \fB"\-\-file", "\fR\fIPATH\fR\fB",\fR before \fB"caldav\-resolve"\fR when the
    list is not the default one.
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
    \fBt:\fR, \fBrec:\fR and \fBrem:\fR are taken out (they have properties of their own). A summary
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
    .TP
    \fBrem:\fR \[u2194] \fBVALARM\fR
    the reminder is the task's first alarm that rings at a time (\fBACTION:DISPLAY\fR or
    \fBAUDIO\fR, not a place alarm). \fBrem:due\-1dT0900\fR is
    \fBTRIGGER;RELATED=END:\-PT15H\fR (counted from \fBDUE\fR);
    \fBrem:2026\-12\-24T0900\fR is \fBTRIGGER;VALUE=DATE\-TIME:\fR that time in UTC (in
    the local time zone, \fBTZ\fR). Read back, an alarm at a time is a \fBrem:\fR at
    that local time, one counted from \fBDUE\fR a \fBrem:\fR counted from the due date, one counted from
    \fBDTSTART\fR the time it comes to (and it stays counted from \fBDTSTART\fR when the
    time is changed in the list). A changed \fBrem:\fR rewrites only that alarm's
    \fBTRIGGER\fR (its \fBUID\fR, \fBX\-\fR lines and \fBACKNOWLEDGED\fR kept); a new one
    adds an alarm; a \fBrem:\fR taken away takes away the alarms that ring at a time. A
    \fBrem:\fR counted from a due date the todo does not have stays in the summary.
    .PP
    Every other property a phone writes (other alarms, time zones, locations, subtasks, its own
    \fBX\-\fR properties) is never changed or removed: only the properties of a field that
    changed are written, and every other line of the file keeps its bytes. A file that is
    not iCalendar is named and left alone.
    """#
}
