# Made from todo's option table by 'make docs': do not edit.
# The list's line numbers (lines) or its +projects and @contexts (words), from
# 'todo ls --porcelain --all' on the list the command line names.
_todo_terminal_app_list() {
  local file=() index
  for ((index = 1; index < COMP_CWORD; index++)); do
    [[ "${COMP_WORDS[index]}" == --file ]] && file=(--file "${COMP_WORDS[index+1]}")
  done
  local listed
  listed="$("${COMP_WORDS[0]}" "${file[@]}" ls --porcelain --all 2>/dev/null)"
  if [[ "$2" == lines && "$1" != [+@]* ]]; then
    COMPREPLY=($(compgen -W "$(cut -f1 <<<"$listed")" -- "$1"))
  else
    COMPREPLY=($(compgen -W "$(cut -f2- <<<"$listed" | tr ' ' '\n' | grep -E '^[+@].' | sort -u)" -- "$1"))
  fi
}
_todo_terminal_app() {
  local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" word
  # After a command, its own options, then the list's line numbers, +projects and
  # @contexts.
  for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$word" in
        add|a) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--strict" -- "$cur")); else _todo_terminal_app_list "$cur" words; fi; return ;;
        ls|list) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--json --porcelain --sort --all" -- "$cur")); else _todo_terminal_app_list "$cur" words; fi; return ;;
        done|do) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        reopen) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        del|rm|delete) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        pri|p) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        depri|dp) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        replace|edit) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        append|app) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        prepend|prep) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        postpone) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--by --query" -- "$cur")); else _todo_terminal_app_list "$cur" lines; fi; return ;;
        archive) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
        undo) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
        log) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--json" -- "$cur")); else _todo_terminal_app_list "$cur" words; fi; return ;;
        merge-driver) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--done" -- "$cur")); fi; return ;;
        git-setup) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--where" -- "$cur")); fi; return ;;
        caldav-sync) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
        caldav-resolve) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
        remind) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
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
    COMPREPLY=($(compgen -W "add ls done reopen del pri depri replace append prepend postpone archive undo log merge-driver git-setup caldav-sync caldav-resolve remind" -- "$cur") $(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _todo_terminal_app todo
