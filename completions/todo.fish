# Made from todo's option table by 'make docs': do not edit.
complete -c todo -l file -F -d 'keep the list in this todo.txt file (created on the first change); alone, the default list, as with no file: the config\'s file, else $TODO_FILE, else $TODO_DIR/todo.txt, else $XDG_DATA_HOME/todo/todo.txt'
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
complete -c todo -n __fish_use_subcommand -a add -d 'add [--strict] TEXT…'
complete -c todo -n '__fish_seen_subcommand_from add a' -l strict
complete -c todo -n '__fish_seen_subcommand_from add a' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a ls -d 'ls [--json|--porcelain] [--sort KEY] [--all] [QUERY…]'
complete -c todo -n '__fish_seen_subcommand_from ls list' -l json
complete -c todo -n '__fish_seen_subcommand_from ls list' -l porcelain
complete -c todo -n '__fish_seen_subcommand_from ls list' -l sort
complete -c todo -n '__fish_seen_subcommand_from ls list' -l all
complete -c todo -n '__fish_seen_subcommand_from ls list' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a done -d 'done N…|QUERY…'
complete -c todo -n '__fish_seen_subcommand_from done do' -l query
complete -c todo -n '__fish_seen_subcommand_from done do' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from done do' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a reopen -d 'reopen N…|QUERY…'
complete -c todo -n '__fish_seen_subcommand_from reopen' -l query
complete -c todo -n '__fish_seen_subcommand_from reopen' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from reopen' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a del -d 'del N…|QUERY…'
complete -c todo -n '__fish_seen_subcommand_from del rm delete' -l query
complete -c todo -n '__fish_seen_subcommand_from del rm delete' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from del rm delete' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a pri -d 'pri N…|QUERY… LETTER'
complete -c todo -n '__fish_seen_subcommand_from pri p' -l query
complete -c todo -n '__fish_seen_subcommand_from pri p' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from pri p' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a depri -d 'depri N…|QUERY…'
complete -c todo -n '__fish_seen_subcommand_from depri dp' -l query
complete -c todo -n '__fish_seen_subcommand_from depri dp' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from depri dp' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a replace -d 'replace N[,N…] TEXT…'
complete -c todo -n '__fish_seen_subcommand_from replace edit' -l query
complete -c todo -n '__fish_seen_subcommand_from replace edit' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from replace edit' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a append -d 'append N[,N…] TEXT…'
complete -c todo -n '__fish_seen_subcommand_from append app' -l query
complete -c todo -n '__fish_seen_subcommand_from append app' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from append app' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a prepend -d 'prepend N[,N…] TEXT…'
complete -c todo -n '__fish_seen_subcommand_from prepend prep' -l query
complete -c todo -n '__fish_seen_subcommand_from prepend prep' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from prepend prep' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a postpone -d 'postpone [--by DAYS] N…|QUERY…'
complete -c todo -n '__fish_seen_subcommand_from postpone' -l by
complete -c todo -n '__fish_seen_subcommand_from postpone' -l query
complete -c todo -n '__fish_seen_subcommand_from postpone' -f -a '(todo ls --porcelain --all 2>/dev/null | string replace -r "\\t.*" "")'
complete -c todo -n '__fish_seen_subcommand_from postpone' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a archive -d 'archive'
complete -c todo -n __fish_use_subcommand -a undo -d 'undo'
complete -c todo -n __fish_use_subcommand -a log -d 'log [--json] [QUERY…]'
complete -c todo -n '__fish_seen_subcommand_from log' -l json
complete -c todo -n '__fish_seen_subcommand_from log' -f -a '(todo ls --porcelain --all 2>/dev/null | string split " " | string match -r "^[+@].+" | sort -u)'
complete -c todo -n __fish_use_subcommand -a merge-driver -d 'merge-driver [--done] ANCESTOR OURS THEIRS [PATH]'
complete -c todo -n '__fish_seen_subcommand_from merge-driver' -l done
complete -c todo -n __fish_use_subcommand -a git-setup -d 'git-setup [--where] [FILE]'
complete -c todo -n '__fish_seen_subcommand_from git-setup' -l where
complete -c todo -n __fish_use_subcommand -a caldav-sync -d 'caldav-sync [FOLDER]'
complete -c todo -n __fish_use_subcommand -a caldav-resolve -d 'caldav-resolve FIRST SECOND'
complete -c todo -n __fish_use_subcommand -a remind -d 'remind'
