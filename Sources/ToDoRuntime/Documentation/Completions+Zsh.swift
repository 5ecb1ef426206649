/// The zsh completion script (`_todo_terminal_app`, for a folder of `fpath`). Pure.
extension Completions {
  public static var zsh: String {
    let f = functionName
    var specs: [String] = []
    for option in LaunchOption.documented where option != .endOfOptions {
      let summary = option.summary.replacingBrackets
      let action: String
      switch option.value?.kind {
      case nil: action = ""
      case .file?: action = ":" + option.value!.placeholder.lowercased() + ":_files"
      case .choice(let words)?:
        action = ":" + option.value!.placeholder + ":(" + words.joined(separator: " ") + ")"
      case .size?: action = ":size:(80x24)"
      }
      let optional = option.value?.isOptional == true ? ":" : ""
      let exclusive = option.names.count > 1 ? "(" + option.names.joined(separator: " ") + ")" : ""
      let names = option.names.count > 1 ? "{" + option.names.joined(separator: ",") + "}" : option.names[0]
      let quotedAction = optional.isEmpty ? action : ":" + action
      let excluding = exclusive.isEmpty ? "" : "'\(exclusive)'"
      specs.append("  \(excluding)\(names)'[\(summary)]\(quotedAction)'")
    }
    let commands = LaunchCommand.allCases.map { command in
      command.name + "\\:\"" + command.synopsis.replacingColons + "\""
    }.joined(separator: " ")
    let commandOptions = LaunchCommand.allCases.map { command in
      let words = command.allNames.joined(separator: "|")
      let options = command.ownOptions.map { option -> String in
        guard let value = option.value else { return "'\(option.name)'" }
        let values = choices(of: option.name).map { "(" + $0.joined(separator: " ") + ")" } ?? " "
        return "'\(option.name):\(value):\(values)'"
      }
      let rest: String
      if let lines = command.completedLines {
        rest =
          command.takesTextAfterTheLine
          ? "'1:todo: \(f)_todos \(lines.rawValue)' '*:text: \(f)_words'"
          : "'*:todo: \(f)_todos \(lines.rawValue)'"
      } else {
        rest = command.takesWords ? "'*:word: \(f)_words'" : "'*:text:'"
      }
      return "        \(words)) _arguments \((options + [rest]).joined(separator: " ")) ;;\n"
    }.joined()
    return "#compdef todo\n" + header + """
      # The list as 'todo ls --porcelain --all' prints it (LINE, a tab, the text), on the list
      # the command line names with --file (the words as typed, kept before _arguments
      # shifts them).
      \(f)_listed() {
        local file=() index
        for ((index = 2; index < \(f)_current; index++)); do
          if [[ "${\(f)_words[index]}" == --file && "${\(f)_words[index+1]}" != -* ]] &&
            ((index + 1 < \(f)_current)); then
            file=(--file "${\(f)_words[index+1]}")
          fi
        done
        ${~\(f)_words[1]} "${file[@]}" ls --porcelain --all 2>/dev/null
      }
      # The list's +projects and @contexts, after + or @.
      \(f)_words() {
        [[ "$PREFIX" == [+@]* ]] || return 1
        local -a found
        found=(${(u)${(M)${=${(f)"$(\(f)_listed | cut -f2-)"}}:#[+@]?*}})
        compadd -a found
      }
      # The list's line numbers, each with its todo's text: the open todos ($1 = open), the
      # done ones (done) or all, in the list's order; its words after + or @.
      \(f)_todos() {
        if [[ "$PREFIX" == [+@]* ]]; then \(f)_words; return; fi
        local -a numbers texts
        local entry text
        for entry in ${(f)"$(\(f)_listed)"}; do
          text=${entry#*$'\\t'}
          case $1 in
            open) [[ $text == 'x '* ]] && continue ;;
            done) [[ $text == 'x '* ]] || continue ;;
          esac
          numbers+=("${entry%%$'\\t'*}")
          texts+=("${entry%%$'\\t'*} -- $text")
        done
        compadd -V todos -l -d texts -a numbers
      }
      local \(f)_words=("${words[@]}") \(f)_current=$CURRENT
      local state line
      _arguments -s -C \\
      \(specs.joined(separator: " \\\n")) \\
        '1: :->first' \\
        '*:: :->rest' && return
      case $state in
        first) _alternative 'commands:command:((\(commands)))' 'files:todo file:_files' ;;
        rest)
          case $line[1] in
      \(commandOptions)      *) _files ;;
          esac ;;
      esac

      """
  }
}
