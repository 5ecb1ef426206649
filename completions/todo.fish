# Made from todo's option table by 'make docs': do not edit.
# The command named on the line (the first word that is neither an option nor an
# option's value), and the words after it; false when none is named yet.
function _todo_terminal_app_command
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l command
    set -l after 0
    while set -q tokens[1]
        set -l word $tokens[1]
        set -e tokens[1]
        if test "$word" = --file
            if set -q tokens[1]; and not string match -q -- '-*' $tokens[1]
                set -e tokens[1]
            end
        else if test "$word" = --; and test -z "$command"
            return 1
        else if string match -q -- '-*' $word
            if test -z "$command"; and contains -- $word --config --new-todos --sync --record --replay --size
                set -e tokens[1]
            else if test -n "$command"; and contains -- $word --config --new-todos --sync --record --replay --size --sort --query --by
                set -e tokens[1]
            end
        else if test -z "$command"
            set command $word
        else
            set after (math $after + 1)
        end
    end
    test -n "$command"; or return 1
    echo $command
    echo $after
end
# Whether the command named is one of the arguments.
function _todo_terminal_app_using
    set -l named (_todo_terminal_app_command); or return 1
    contains -- $named[1] $argv
end
# The list as 'todo ls --porcelain --all' prints it (LINE, a tab, the text), on the list
# the command line names with --file.
function _todo_terminal_app_listed
    set -l tokens (commandline -opc)
    set -l file
    for index in (seq 2 (count $tokens))
        if test "$tokens[$index]" = --file; and test $index -lt (count $tokens)
            set -l next $tokens[(math $index + 1)]
            string match -q -- '-*' $next; or set file --file $next
        end
    end
    $tokens[1] $file ls --porcelain --all 2>/dev/null
end
# The list's +projects and @contexts, after + or @.
function _todo_terminal_app_words
    string match -q -r -- '^[+@]' (commandline -ct); or return
    _todo_terminal_app_listed | string replace -r '^[0-9]*\t' '' | string split ' ' | string match -r '^[+@].+' | sort -u
end
# The list's line numbers, each with its todo's text: the open todos (open), the done
# ones (done) or all; with "first", only as the first word after the command. After
# + or @, the list's words.
function _todo_terminal_app_todos
    if string match -q -r -- '^[+@]' (commandline -ct)
        _todo_terminal_app_words
        return
    end
    if test "$argv[2]" = first
        set -l named (_todo_terminal_app_command)
        test "$named[2]" -eq 0; or return
    end
    switch $argv[1]
        case open
            _todo_terminal_app_listed | string match -v -r '^[0-9]*\tx '
        case done
            _todo_terminal_app_listed | string match -r '^[0-9]*\tx .*'
        case '*'
            _todo_terminal_app_listed
    end
end
complete -c todo -l file -F -d 'keep the list in this todo.txt file (created on the first change); alone, the default list, as with no file: the config\'s file, else todo.sh\'s (its config\'s TODO_FILE or TODO_DIR, else $TODO_FILE, else $TODO_DIR/todo.txt), else $XDG_DATA_HOME/todo/todo.txt'
complete -c todo -l demo -d 'show the demo list: three todos after a simulated two-second load, nothing saved; quitting after adding todos offers to keep them (not the samples) in the default list'
complete -c todo -l config -r -F -d 'read the settings from FILE instead of $XDG_CONFIG_HOME/todo/config'
complete -c todo -l new-todos -x -a 'top bottom' -d 'add new todos at the top (the default; renumbers todo.sh\'s lines) or at the bottom'
complete -c todo -l creation-dates -d 'write today\'s date before each new todo, as todo.txt\'s creation date'
complete -c todo -l no-creation-dates -d 'add new todos without a date (the default)'
complete -c todo -l mouse -d 'take the mouse: click to select and delete, wheel to scroll (the default)'
complete -c todo -l no-mouse -d 'leave the mouse to the terminal, for selecting text'
complete -c todo -l sync -x -a 'git' -d 'sync the list through git: commit it after a pause in saving, pull (merging with todo) and push when the branch has an upstream, and pull every five minutes; S syncs now'
complete -c todo -l no-sync -d 'do not sync, whatever the config says (the default)'
complete -c todo -l record -r -F -d 'write every action, with its time, to FILE (JSON lines); FILE is new, empty or an earlier recording, never another file'
complete -c todo -l replay -r -F -d 'play a recording back, then go on live'
complete -c todo -l realtime -d 'with --replay: keep the recorded pace (default: at once)'
complete -c todo -l print -d 'with --replay: print the final screen as text, no terminal needed'
complete -c todo -l size -x -a '80x24' -d 'with --print: the screen size, e.g. 80x24 (default: the recorded one)'
complete -c todo -l where -d 'print the config file, the todo file in use and its git repository, and exit'
complete -c todo -l check-config -d 'check the config file, print each problem with its line, and exit (2 if any)'
complete -c todo -s h -l help -d 'show this help and exit'
complete -c todo -s V -l version -d 'show the version and exit'
complete -c todo -l todo-sh -d 'first: run as todo.txt-cli\'s todo.sh, its actions, options, config and add-ons (what a link named todo.sh does; see TODOTXT CLI)'
complete -c todo -n 'not _todo_terminal_app_command' -a add -d 'add [--strict] TEXT…'
complete -c todo -n '_todo_terminal_app_using add a' -l strict
complete -c todo -n '_todo_terminal_app_using add a' -f -a '(_todo_terminal_app_words)'
complete -c todo -n 'not _todo_terminal_app_command' -a ls -d 'ls [--json|--porcelain] [--sort KEY] [--all] [QUERY…]'
complete -c todo -n '_todo_terminal_app_using ls list' -l json
complete -c todo -n '_todo_terminal_app_using ls list' -l porcelain
complete -c todo -n '_todo_terminal_app_using ls list' -l sort -x -a 'line priority due created'
complete -c todo -n '_todo_terminal_app_using ls list' -l all
complete -c todo -n '_todo_terminal_app_using ls list' -f -a '(_todo_terminal_app_words)'
complete -c todo -n 'not _todo_terminal_app_command' -a done -d 'done N…|QUERY…'
complete -c todo -n '_todo_terminal_app_using done do' -l query -x
complete -c todo -n '_todo_terminal_app_using done do' -f -k -a '(_todo_terminal_app_todos open)'
complete -c todo -n 'not _todo_terminal_app_command' -a reopen -d 'reopen N…|QUERY…'
complete -c todo -n '_todo_terminal_app_using reopen' -l query -x
complete -c todo -n '_todo_terminal_app_using reopen' -f -k -a '(_todo_terminal_app_todos done)'
complete -c todo -n 'not _todo_terminal_app_command' -a del -d 'del N…|QUERY…'
complete -c todo -n '_todo_terminal_app_using del rm delete' -l query -x
complete -c todo -n '_todo_terminal_app_using del rm delete' -f -k -a '(_todo_terminal_app_todos all)'
complete -c todo -n 'not _todo_terminal_app_command' -a pri -d 'pri N…|QUERY… LETTER'
complete -c todo -n '_todo_terminal_app_using pri p' -l query -x
complete -c todo -n '_todo_terminal_app_using pri p' -f -k -a '(_todo_terminal_app_todos open)'
complete -c todo -n 'not _todo_terminal_app_command' -a depri -d 'depri N…|QUERY…'
complete -c todo -n '_todo_terminal_app_using depri dp' -l query -x
complete -c todo -n '_todo_terminal_app_using depri dp' -f -k -a '(_todo_terminal_app_todos open)'
complete -c todo -n 'not _todo_terminal_app_command' -a replace -d 'replace N[,N…] TEXT…'
complete -c todo -n '_todo_terminal_app_using replace edit' -l query -x
complete -c todo -n '_todo_terminal_app_using replace edit' -f -k -a '(_todo_terminal_app_todos all first)'
complete -c todo -n 'not _todo_terminal_app_command' -a append -d 'append N[,N…] TEXT…'
complete -c todo -n '_todo_terminal_app_using append app' -l query -x
complete -c todo -n '_todo_terminal_app_using append app' -f -k -a '(_todo_terminal_app_todos all first)'
complete -c todo -n 'not _todo_terminal_app_command' -a prepend -d 'prepend N[,N…] TEXT…'
complete -c todo -n '_todo_terminal_app_using prepend prep' -l query -x
complete -c todo -n '_todo_terminal_app_using prepend prep' -f -k -a '(_todo_terminal_app_todos all first)'
complete -c todo -n 'not _todo_terminal_app_command' -a postpone -d 'postpone [--by DAYS] N…|QUERY…'
complete -c todo -n '_todo_terminal_app_using postpone' -l by -x
complete -c todo -n '_todo_terminal_app_using postpone' -l query -x
complete -c todo -n '_todo_terminal_app_using postpone' -f -k -a '(_todo_terminal_app_todos open)'
complete -c todo -n 'not _todo_terminal_app_command' -a archive -d 'archive'
complete -c todo -n 'not _todo_terminal_app_command' -a undo -d 'undo'
complete -c todo -n 'not _todo_terminal_app_command' -a log -d 'log [--json] [QUERY…]'
complete -c todo -n '_todo_terminal_app_using log' -l json
complete -c todo -n '_todo_terminal_app_using log' -f -a '(_todo_terminal_app_words)'
complete -c todo -n 'not _todo_terminal_app_command' -a merge-driver -d 'merge-driver [--done] ANCESTOR OURS THEIRS [PATH]'
complete -c todo -n '_todo_terminal_app_using merge-driver' -l done
complete -c todo -n 'not _todo_terminal_app_command' -a git-setup -d 'git-setup [--where] [FILE]'
complete -c todo -n '_todo_terminal_app_using git-setup' -l where
complete -c todo -n 'not _todo_terminal_app_command' -a caldav-sync -d 'caldav-sync [FOLDER]'
complete -c todo -n 'not _todo_terminal_app_command' -a caldav-resolve -d 'caldav-resolve FIRST SECOND'
complete -c todo -n 'not _todo_terminal_app_command' -a remind -d 'remind'
