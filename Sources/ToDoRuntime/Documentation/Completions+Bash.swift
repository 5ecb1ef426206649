/// The bash completion script. Pure.
extension Completions {
  public static var bash: String {
    let f = functionName
    let names = LaunchOption.documented.flatMap(\.names).joined(separator: " ")
    var valueCases = ""
    for option in LaunchOption.documented {
      guard let value = option.value else { continue }
      let pattern = option.names.joined(separator: "|")
      switch value.kind {
      case .file:
        if !value.isOptional {
          valueCases += "    \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
        }
      case .choice(let words):
        valueCases +=
          "    \(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      case .size: valueCases += "    \(pattern)) COMPREPLY=($(compgen -W \"80x24\" -- \"$cur\")); return ;;\n"
      }
    }
    for option in commandOptionsWithValue {
      if let words = choices(of: option) {
        valueCases +=
          "    \(option)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      } else {
        valueCases += "    \(option)) return ;;\n"
      }
    }
    let commandNames = LaunchCommand.allCases.map(\.name).joined(separator: " ")
    let commandCases = LaunchCommand.allCases.map { command in
      let words = command.allNames.joined(separator: "|")
      let options = command.options.joined(separator: " ")
      var rest: String
      if let lines = command.completedLines {
        rest = "\(f)_todos \(lines.rawValue)"
        if command.takesTextAfterTheLine { rest = "if ((after > 0)); then \(f)_words; else \(rest); fi" }
      } else {
        rest = command.takesWords ? "\(f)_words" : ""
      }
      return
        "    \(words)) if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\")); "
        + (rest.isEmpty ? "" : "else \(rest); ") + "fi; return ;;\n"
    }.joined()
    let skipped = globalOptionsWithValue.joined(separator: "|")
    let skippedAfter = (globalOptionsWithValue + commandOptionsWithValue).joined(separator: "|")
    return header + """
      # Where the command line stands: the command named (and how many words follow it) and
      # the list it names with --file.
      \(f)_scan() {
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
                case "$word" in \(skipped)) ((index++)) ;; esac
              else
                case "$word" in \(skippedAfter)) ((index++)) ;; esac
              fi ;;
            *) if [[ -z "$command" ]]; then command="$word"; else ((after++)); fi ;;
          esac
        done
      }
      # The list as 'todo ls --porcelain --all' prints it (LINE, a tab, the text), only the
      # open todos (open) or the done ones (done).
      \(f)_listed() {
        "${COMP_WORDS[0]}" "${file[@]}" ls --porcelain --all 2>/dev/null | case "$1" in
          open) grep -v $'^[0-9]*\\tx ' ;;
          done) grep $'^[0-9]*\\tx ' ;;
          *) cat ;;
        esac
      }
      # Offers the words of standard input that start with the word typed, none evaluated
      # (a todo's text is data), less the part before a character that ends a word for bash
      # (an @ of COMP_WORDBREAKS).
      \(f)_offer() {
        local word strip="" index
        for ((index = ${#cur} - 1; index >= 0; index--)); do
          if [[ "$COMP_WORDBREAKS" == *"${cur:index:1}"* ]]; then strip="${cur:0:index+1}"; break; fi
        done
        while IFS= read -r word; do
          [[ "$word" == "$cur"* ]] && COMPREPLY+=("${word#"$strip"}")
        done
      }
      # The list's +projects and @contexts.
      \(f)_words() {
        [[ "$cur" == [+@]* ]] || return
        \(f)_offer < <(\(f)_listed all | cut -f2- | tr ' ' '\\n' | grep -E '^[+@].' | sort -u)
      }
      # The list's line numbers (of the todos $1 names), or its words after + or @.
      \(f)_todos() {
        if [[ "$cur" == [+@]* ]]; then \(f)_words; return; fi
        \(f)_offer < <(\(f)_listed "$1" | cut -f1)
      }
      \(f)() {
        local line="${COMP_LINE:0:COMP_POINT}" cur prev="${COMP_WORDS[COMP_CWORD-1]}" command after file
        # The word typed, whole: bash splits it at an @.
        cur="${line##*[[:space:]]}"
        [[ -z "$COMP_LINE" ]] && cur="${COMP_WORDS[COMP_CWORD]}"
        COMPREPLY=()
        case "$prev" in
      \(valueCases)  esac
        \(f)_scan
        # After a command, its own options, then the list's line numbers, +projects and
        # @contexts.
        case "$command" in
      \(commandCases)    "") ;;
          *) return ;;
        esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "\(names)" -- "$cur"))
        else
          COMPREPLY=($(compgen -W "\(commandNames)" -- "$cur") $(compgen -f -- "$cur"))
        fi
      }
      complete -o filenames -F \(f) todo

      """
  }
}
