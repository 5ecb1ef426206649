extension ManPage {
  /// The manual's section on `todo git-setup` and `todo merge-driver` (decisions 0210 to
  /// 0214), a section of its own until the commands join the command table. Pure text.
  static let gitSection = #"""
    .SH MERGING WITH GIT
    A list kept in a git repository can be merged by git with todo's own merge: both
    sides' new todos kept, a todo matched across a completion or an edit, each line that
    neither side changed kept byte for byte, and no conflict markers.
    .TP
    \fBtodo git\-setup\fR [\fB\-\-where\fR] [\fIFILE\fR]
    in the repository of the list (\fIFILE\fR, or the one \fBtodo\fR opens), adds to the
    root's \fI.gitattributes\fR the lines \fBtodo.txt merge=todo\fR and
    \fBdone.txt merge=todo\-done\fR (the files' paths from the root) and sets
    \fBmerge.todo.driver\fR and \fBmerge.todo\-done.driver\fR in the repository's config,
    only what is missing, and says what it wrote. Run it in every clone: the config is not
    committed. A pattern matches the list's name only (glob characters escaped, a name with a
    space or a newline quoted). A \fI.gitattributes\fR or a config that is a symbolic link
    is refused: nothing is written through a link. \fB\-\-where\fR shows the list, its
    repository and whether git merges the list and the done file with todo.
    .TP
    \fBtodo merge\-driver\fR [\fB\-\-done\fR] \fIANCESTOR OURS THEIRS\fR [\fIPATH\fR]
    what git runs (\fB%O %A %B %P\fR): writes the merge over \fIOURS\fR, and prints a
    line for each change it could not apply as meant, reason first. \fB\-\-done\fR merges
    a done file: ours, then the lines the other side appended, once. Exit status 0: merged
    (a todo deleted on one side and changed on the other is kept and named); 1: a todo was
    changed on both sides, both versions are in the file: keep one, then
    \fBgit add\fR \fIPATH\fR \fB&& git commit\fR (the app's sync does it by itself);
    2: a version is not a todo.txt file, ours is left as it is.
    .PP
    .nf
    .RS
    cd ~/notes && todo git\-setup todo.txt
    git add .gitattributes && git commit \-m "Merge the list with todo"
    git pull
    .RE
    .fi
    .SH SYNCING WITH GIT
    With \fBsync = "git"\fR in the config, or \fB\-\-sync git\fR, the app commits the list
    and its done file five seconds after the last save (only those two files: what else is
    staged stays staged), with a message that says what changed (\fBtodo: 2 added, 1
    completed\fR); when the branch has an upstream it then fetches, merges with todo (the
    \fI.gitattributes\fR lines \fBtodo git\-setup\fR writes must be there; the driver is
    given to the merge itself), and pushes. A todo changed on both sides is kept in both
    versions, the merge committed and pushed, and the todo named on the status line; only a
    conflict in another file stops the sync, named, with its fix
    (\fBgit add\fR \fIFILE\fR \fB&& git commit\fR). It syncs at the start, every five
    minutes, when \fBS\fR is pressed in the list, and when a fetch made every 40 seconds
    while idle finds that the upstream moved. git runs in the background, never asks for a
    password (no terminal prompt; ssh in batch mode), each run within a bound (30 s for a
    fetch or a push, then offline; 60 s for the rest), a fetch or push still running is
    stopped at quit, and it never commits while the work tree has a merge or a rebase in
    progress of the user's. The title says \fBsynced\fR, \fIn\fR \fBahead\fR,
    \fBoffline\fR (the remote cannot be reached or did not answer: the next sync tries again),
    \fBsyncing\[u2026]\fR or \fBsync failed:\fR and a reason, which the status line explains
    with its fix. What a pull brings arrives as another program's change does. With several
    lists, the sync follows the list shown: a list shown is synced once loaded, and the list
    left gets one last sync.

    """#
}
