# Made from todo's option table by 'make docs': do not edit.
_todo_terminal_app() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" word
  # After a command, its own options: the rest is its text.
  for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$word" in
        add) COMPREPLY=($(compgen -W "--strict" -- "$cur")); return ;;
        ls) COMPREPLY=($(compgen -W "--json" -- "$cur")); return ;;
        done) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
        log) COMPREPLY=($(compgen -W "--json" -- "$cur")); return ;;
        merge-driver) COMPREPLY=($(compgen -W "--done" -- "$cur")); return ;;
        git-setup) COMPREPLY=($(compgen -W "--where" -- "$cur")); return ;;
        caldav-sync) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
        caldav-resolve) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
        remind) COMPREPLY=($(compgen -W "" -- "$cur")); return ;;
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
    COMPREPLY=($(compgen -W "--file --demo --config --new-todos --creation-dates --no-creation-dates --mouse --no-mouse --sync --no-sync --record --replay --realtime --print --size --where --check-config -- -h --help -V --version" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "add ls done log merge-driver git-setup caldav-sync caldav-resolve remind" -- "$cur") $(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _todo_terminal_app todo
