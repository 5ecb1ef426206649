# Made from todo's option table by 'make docs': do not edit.
# Where the command line stands: the command named (and how many words follow it) and
# the list it names with --file.
_todo_terminal_app_scan() {
  command="" after=0 file=()
  local index word
  for ((index = 1; index < COMP_CWORD; index++)); do
    word="${COMP_WORDS[index]}"
    case "$word" in
      --file)
        if ((index + 1 < COMP_CWORD)) && [[ "${COMP_WORDS[index+1]}" != -* ]]; then
          file=(--file "${COMP_WORDS[index+1]}")
          ((index++))
        fi ;;
      --) [[ -z "$command" ]] && return ;;
      -*)
        # An option with a value takes the next word: a global one before the
        # command, a global one or the command's own after it.
        if [[ -z "$command" ]]; then
          case "$word" in --config|--new-todos|--sync|--record|--replay|--size) ((index++)) ;; esac
        else
          case "$word" in --config|--new-todos|--sync|--record|--replay|--size|--sort|--query|--by) ((index++)) ;; esac
        fi ;;
      *) if [[ -z "$command" ]]; then command="$word"; else ((after++)); fi ;;
    esac
  done
}
# The list as 'todo ls --porcelain --all' prints it (LINE, a tab, the text), only the
# open todos (open) or the done ones (done).
_todo_terminal_app_listed() {
  "${COMP_WORDS[0]}" "${file[@]}" ls --porcelain --all 2>/dev/null | case "$1" in
    open) grep -v $'^[0-9]*\tx ' ;;
    done) grep $'^[0-9]*\tx ' ;;
    *) cat ;;
  esac
}
# Offers the words of standard input that start with the word typed, none evaluated
# (a todo's text is data), less the part before a character that ends a word for bash
# (an @ of COMP_WORDBREAKS).
_todo_terminal_app_offer() {
  local word strip="" index
  for ((index = ${#cur} - 1; index >= 0; index--)); do
    if [[ "$COMP_WORDBREAKS" == *"${cur:index:1}"* ]]; then strip="${cur:0:index+1}"; break; fi
  done
  while IFS= read -r word; do
    [[ "$word" == "$cur"* ]] && COMPREPLY+=("${word#"$strip"}")
  done
}
# The list's +projects and @contexts.
_todo_terminal_app_words() {
  [[ "$cur" == [+@]* ]] || return
  _todo_terminal_app_offer < <(_todo_terminal_app_listed all | cut -f2- | tr ' ' '\n' | grep -E '^[+@].' | sort -u)
}
# The list's line numbers (of the todos $1 names), or its words after + or @.
_todo_terminal_app_todos() {
  if [[ "$cur" == [+@]* ]]; then _todo_terminal_app_words; return; fi
  _todo_terminal_app_offer < <(_todo_terminal_app_listed "$1" | cut -f1)
}
_todo_terminal_app() {
  local line="${COMP_LINE:0:COMP_POINT}" cur prev="${COMP_WORDS[COMP_CWORD-1]}" command after file
  # The word typed, whole: bash splits it at an @.
  cur="${line##*[[:space:]]}"
  [[ -z "$COMP_LINE" ]] && cur="${COMP_WORDS[COMP_CWORD]}"
  COMPREPLY=()
  case "$prev" in
    --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --new-todos) COMPREPLY=($(compgen -W "top bottom" -- "$cur")); return ;;
    --sync) COMPREPLY=($(compgen -W "git" -- "$cur")); return ;;
    --record) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --replay) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --size) COMPREPLY=($(compgen -W "80x24" -- "$cur")); return ;;
    --sort) COMPREPLY=($(compgen -W "line priority due created" -- "$cur")); return ;;
    --query) return ;;
    --by) return ;;
  esac
  _todo_terminal_app_scan
  # After a command, its own options, then the list's line numbers, +projects and
  # @contexts.
  case "$command" in
    add|a) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--strict" -- "$cur")); else _todo_terminal_app_words; fi; return ;;
    ls|list) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--json --porcelain --sort --all" -- "$cur")); else _todo_terminal_app_words; fi; return ;;
    done|do) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_todos open; fi; return ;;
    reopen) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_todos done; fi; return ;;
    del|rm|delete) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_todos all; fi; return ;;
    pri|p) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_todos open; fi; return ;;
    depri|dp) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else _todo_terminal_app_todos open; fi; return ;;
    replace|edit) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else if ((after > 0)); then _todo_terminal_app_words; else _todo_terminal_app_todos all; fi; fi; return ;;
    append|app) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else if ((after > 0)); then _todo_terminal_app_words; else _todo_terminal_app_todos all; fi; fi; return ;;
    prepend|prep) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--query" -- "$cur")); else if ((after > 0)); then _todo_terminal_app_words; else _todo_terminal_app_todos all; fi; fi; return ;;
    postpone) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--by --query" -- "$cur")); else _todo_terminal_app_todos open; fi; return ;;
    archive) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
    undo) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
    log) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--json" -- "$cur")); else _todo_terminal_app_words; fi; return ;;
    merge-driver) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--done" -- "$cur")); fi; return ;;
    git-setup) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "--where" -- "$cur")); fi; return ;;
    caldav-sync) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
    caldav-resolve) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
    remind) if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "" -- "$cur")); fi; return ;;
    "") ;;
    *) return ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "--file --demo --config --new-todos --creation-dates --no-creation-dates --mouse --no-mouse --sync --no-sync --record --replay --realtime --print --size --where --check-config -- -h --help -V --version --todo-sh" -- "$cur"))
  else
    COMPREPLY=($(compgen -W "add ls done reopen del pri depri replace append prepend postpone archive undo log merge-driver git-setup caldav-sync caldav-resolve remind" -- "$cur") $(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _todo_terminal_app todo
