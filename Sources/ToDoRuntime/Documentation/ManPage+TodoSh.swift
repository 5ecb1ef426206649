extension ManPage {
  /// The manual's section on todo as todo.sh (decision 0328): how it is started, what it
  /// reads, what it keeps of todo.txt-cli and where it differs. Pure text.
  static let todoShSection = #"""
    .SH TODOTXT CLI
    Installed also as \fBtodo.sh\fR (\fBmake install\fR makes the link), or run as
    \fBtodo \-\-todo\-sh\fR \fIARGUMENTS\fR, todo is todo.txt\-cli's command line: scripts
    and add\-ons written for todo.sh keep working, on the list the app opens. It reads
    todo.sh's configuration as todo.sh finds it (\fB\-d\fR \fIFILE\fR,
    \fB$TODOTXT_CFG_FILE\fR, \fI~/.todo/config\fR, \fI~/todo.cfg\fR, \fI~/.todo.cfg\fR,
    \fI$XDG_CONFIG_HOME/todo/config\fR, \fItodo.cfg\fR beside the program,
    \fI/etc/todo/config\fR): its assignments and exports (\fBTODO_DIR\fR, \fBTODO_FILE\fR,
    \fBDONE_FILE\fR, \fBREPORT_FILE\fR, \fBTODOTXT_*\fR, the colours) are read without a
    shell; a file with commands in it is sourced by bash. The environment's
    \fBTODOTXT_*\fR settings and the options win over the file, as with todo.sh.
    .PP
    Its actions: \fBadd\fR|\fBa\fR, \fBaddm\fR, \fBaddto\fR, \fBappend\fR|\fBapp\fR,
    \fBarchive\fR, \fBcommand\fR, \fBdeduplicate\fR, \fBdel\fR|\fBrm\fR,
    \fBdepri\fR|\fBdp\fR, \fBdo\fR|\fBdone\fR, \fBhelp\fR, \fBlist\fR|\fBls\fR,
    \fBlistaddons\fR, \fBlistall\fR|\fBlsa\fR, \fBlistcon\fR|\fBlsc\fR,
    \fBlistfile\fR|\fBlf\fR, \fBlistpri\fR|\fBlsp\fR, \fBlistproj\fR|\fBlsprj\fR,
    \fBmove\fR|\fBmv\fR, \fBprepend\fR|\fBprep\fR, \fBpri\fR|\fBp\fR, \fBreplace\fR,
    \fBreport\fR, \fBshorthelp\fR; its options \fB\-@ \-+ \-a \-A \-c \-d \-f \-h \-n \-N
    \-p \-P \-t \-T \-v \-vv \-V \-x\fR; its line numbers (a deleted todo leaves its line
    empty unless \fB\-n\fR), its search terms (basic regular expressions, case ignored,
    \fB\-TERM\fR excludes), its sort (\fBTODOTXT_SORT_COMMAND\fR), its colours (a priority's
    colour on the whole line, \fB\-p\fR plain), its messages and its exit statuses (0 done, 1
    for any failure, the usage included). An executable \fIACTION\fR or
    \fIACTION\fR\fB/\fR\fIACTION\fR in the actions folder (\fB$TODO_ACTIONS_DIR\fR, else
    \fI~/.todo/actions\fR, \fI~/.todo.actions.d\fR, \fI$XDG_CONFIG_HOME/todo/actions\fR) runs
    in place of the built\-in action, with todo.sh's variables (\fBTODO_FULL_SH\fR,
    \fBTODO_FILE\fR, \fBTODOTXT_VERBOSE\fR, ...) in its environment; \fBcommand\fR
    \fIACTION\fR runs the built\-in one.
    .PP
    Every write goes through the app's store: the folder's lock, a merge with what another
    program wrote meanwhile, an atomic replacement; an app open on the list shows the change
    within a second or two, and each run's change of the todo file is one step of the
    list's journal (see JOURNAL), by \fBtodo\fR. The day of \fBdo\fR, \fB\-t\fR and \fBreport\fR is the one
    \fBdate\fR on \fBPATH\fR gives, as todo.sh takes it (the clock when there is none).
    The help texts are todo's own words; todo.sh's own shell functions (which some
    add\-ons call) are not there.

    """#
}
