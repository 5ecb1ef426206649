# Made from todo's option table by 'make docs': do not edit.
_todo_terminal_app() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" word
  # After a command, its own options: the rest is its text.
  for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$word" in
        add) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
        ls) COMPREPLY=($(compgen -W "--json --porcelain --sort --all" -- "$cur")); return ;;
        done) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        reopen) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        del) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        pri) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        depri) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        replace) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        append) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        prepend) COMPREPLY=($(compgen -W "--query" -- "$cur")); return ;;
        postpone) COMPREPLY=($(compgen -W "--by --query" -- "$cur")); return ;;
        archive) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
        undo) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
        log) COMPREPLY=($(compgen -W "--json" -- "$cur")); return ;;
        merge-driver) COMPREPLY=($(compgen -W "--done" -- "$cur")); return ;;
        git-setup) COMPREPLY=($(compgen -W "--where" -- "$cur")); return ;;
        caldav-sync) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
        caldav-resolve) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
      esac
  done
  case "$prev" in
    --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --new-todos) COMPREPLY=($(compgen -W "top bottom" -- "$cur")); return ;;
    --sync) COMPREPLY=($(compgen -W "git" -- "$cur")); return ;;
    --record) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --replay) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --size) COMPREPLY=($(compgen -W "80x24" -- "$cur")); return ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "--file --demo --config --new-todos --creation-dates --no-creation-dates --mouse --no-mouse --sync --no-sync --record --replay --realtime --print --size --where --check-config -- -h --help -V --version --todo-sh" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "add ls done reopen del pri depri replace append prepend postpone archive undo log merge-driver git-setup caldav-sync caldav-resolve" -- "$cur") $(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _todo_terminal_app todo
