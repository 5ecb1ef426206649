extension ManPage {
  /// The manual's section on reminders (decisions 0340 to 0343): the tag, what the app does
  /// at its time, `z`, `todo remind` and the timer's two commands. Pure text.
  static let remindersSection = #"""
    .SH REMINDERS
    A todo's reminder is its \fBrem:\fR tag, at a local time,
    \fBrem:2026\-12\-24T0900\fR, or counted from its \fBdue:\fR date, \fBrem:due\-1dT0900\fR
    (the day before at 09:00), \fBrem:dueT0800\fR (the due day at 08:00), \fBdue+2d\fR,
    \fBdue\-1w\fR. The value holds no space and no colon, so todo.sh, topydo, pter and sleek
    keep the line and read its \fBdue:\fR date. Type it with the date words of \fBdue:\fR and a
    time after \fB@\fR: \fBrem:fri@14:30\fR, \fBrem:tom@9am\fR, \fBrem:due\-1d@9\fR,
    \fBrem:2026\-12\-31@21h\fR (no time: 09:00); it is written as the tag the moment the todo is
    added or edited. A done todo's reminder does not ring.
    .PP
    While the app is open, at the reminder's minute the status line names the todo and the
    terminal is asked to notify the desktop: kitty's OSC 99; OSC 9 for iTerm2, WezTerm and
    Ghostty; OSC 777 for foot, GNOME Terminal and other VTE terminals, rxvt\-unicode; a bell
    elsewhere. Inside tmux the sequence goes through its passthrough
    (\fBset \-g allow\-passthrough on\fR, tmux 3.3 and later), followed by a bell. The app
    sleeps until the next reminder (a wall\-clock alarm: a suspend or a clock set through it
    rings it on waking) and tells each reminder once, also after a restart.
    \fBz\fR snoozes the reminder last named (else the selected todo's): 10 minutes, pressed
    again an hour, a third time tomorrow at 09:00; \fB^Z\fR undoes it.
    .PP
    With the app closed, \fBtodo remind\fR tells the reminders due since it or the app last
    looked (the last day, the first time), once each on this machine: through
    \fBnotify\-send\fR, else the desktop's notification service over D\-Bus (\fBgdbus\fR),
    else a line on standard output, which cron mails. It is safe to run every minute.
    \fBmake install\fR installs a systemd user timer that runs it every minute, not enabled;
    enable it with:
    .PP
    .nf
    .RS
    systemctl \-\-user daemon\-reload
    systemctl \-\-user enable \-\-now todo\-remind.timer
    .RE
    .fi
    .PP
    or with cron: \fB* * * * * todo remind\fR. The app and \fBtodo remind\fR share a record of
    the reminders delivered, \fI$XDG_STATE_HOME/todo/reminders/\fR, under a lock: a reminder
    is told once on a machine, whichever of them tells it, and whichever copy of a synced
    list names it.
    """#
}
