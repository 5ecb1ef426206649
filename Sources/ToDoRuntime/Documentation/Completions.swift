/// The bash, zsh and fish completion scripts, made from `LaunchOption` and
/// `LaunchCommand`: every documented option, the words an option takes, file names for
/// FILE, the commands where the first word goes and each command's own options after it. `completions/` holds these
/// texts (a test checks them). Pure.
public enum Completions {
  private static let header = "# Made from todo's option table by 'make docs': do not edit.\n"

  /// The name of the bash completion function and of the zsh completion file (so of its
  /// function): todo.txt-cli's bash completion defines `_todo`, and whichever of the two
  /// loads second would replace the other's (decision 0186).
  public static let functionName = "_todo_terminal_app"

  public static var bash: String {
    let names = LaunchOption.documented.flatMap(\.names).joined(separator: " ")
    var cases = ""
    for option in LaunchOption.documented {
      guard let value = option.value else { continue }
      let pattern = option.names.joined(separator: "|")
      switch value.kind {
      case .file:
        if !value.isOptional { cases += "    \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n" }
      case .choice(let words):
        cases +=
          "    \(pattern)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
      case .size: cases += "    \(pattern)) COMPREPLY=($(compgen -W \"80x24\" -- \"$cur\")); return ;;\n"
      }
    }
    let commandNames = LaunchCommand.allCases.map(\.name).joined(separator: " ")
    let commandCases = LaunchCommand.allCases.map { command in
      let words = ([command.name] + command.aliases).joined(separator: "|")
      let options = command.options.joined(separator: " ")
      let rest =
        command.takesToDos
        ? "\(functionName)_list \"$cur\" lines"
        : command.takesWords ? "\(functionName)_list \"$cur\" words" : ""
      return
        "        \(words)) if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\")); "
        + (rest.isEmpty ? "" : "else \(rest); ") + "fi; return ;;\n"
    }.joined()
    return header + """
      # The list's line numbers (lines) or its +projects and @contexts (words), from
      # 'todo ls --porcelain --all' on the list the command line names.
      \(functionName)_list() {
        local file=() index
        for ((index = 1; index < COMP_CWORD; index++)); do
          [[ "${COMP_WORDS[index]}" == --file ]] && file=(--file "${COMP_WORDS[index+1]}")
        done
        local listed
        listed="$("${COMP_WORDS[0]}" "${file[@]}" ls --porcelain --all 2>/dev/null)"
        if [[ "$2" == lines && "$1" != [+@]* ]]; then
          COMPREPLY=($(compgen -W "$(cut -f1 <<<"$listed")" -- "$1"))
        else
          COMPREPLY=($(compgen -W "$(cut -f2- <<<"$listed" | tr ' ' '\\n' | grep -E '^[+@].' | sort -u)" -- "$1"))
        fi
      }
      \(functionName)() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" word
        # After a command, its own options, then the list's line numbers, +projects and
        # @contexts.
        for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
          case "$word" in
      \(commandCases)      esac
        done
        case "$prev" in
      \(cases)  esac
        if [[ "$cur" == -* ]]; then
          COMPREPLY=($(compgen -W "\(names)" -- "$cur"))
        else
          COMPREPLY=($(compgen -W "\(commandNames)" -- "$cur") $(compgen -f -- "$cur"))
        fi
      }
      complete -o filenames -F \(functionName) todo

      """
  }

  public static var zsh: String {
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
      let words = ([command.name] + command.aliases).joined(separator: "|")
      let rest =
        command.takesToDos
        ? "'*:todo:_todo_terminal_app_list'"
        : command.takesWords ? "'*:word:_todo_terminal_app_words'" : "'*:text:'"
      return "  \(words)) _arguments \(command.options.map { "'\($0)'" }.joined(separator: " ")) \(rest) ;;\n"
    }.joined()
    return "#compdef todo\n" + header + """
      _todo_terminal_app_listed() {
        local file=() index
        for ((index = 1; index < ${#words}; index++)); do
          [[ "${words[index]}" == --file ]] && file=(--file "${words[index+1]}")
        done
        "${words[1]}" "${file[@]}" ls --porcelain --all 2>/dev/null
      }
      _todo_terminal_app_words() {
        local -a found
        found=(${(u)${(M)${=${(f)"$(_todo_terminal_app_listed | cut -f2-)"}}:#[+@]?*}})
        compadd -a found
      }
      _todo_terminal_app_list() {
        if [[ "$PREFIX" == [+@]* ]]; then _todo_terminal_app_words; return; fi
        local -a numbers
        numbers=(${(f)"$(_todo_terminal_app_listed | cut -f1)"})
        compadd -a numbers
      }
      local state line
      _arguments -s -C \\
      \(specs.joined(separator: " \\\n")) \\
        '1: :->first' \\
        '*:: :->rest' && return
      case $state in
        first) _alternative 'commands:command:((\(commands)))' 'files:todo file:_files' ;;
        rest)
          case $line[1] in
      \(commandOptions)    *) _files ;;
          esac ;;
      esac

      """
  }

  public static var fish: String {
    var lines: [String] = []
    for option in LaunchOption.documented where option != .endOfOptions {
      var line = "complete -c todo"
      for name in option.names {
        line += name.hasPrefix("--") ? " -l " + name.dropFirst(2) : " -s " + name.dropFirst()
      }
      switch option.value?.kind {
      case nil: break
      case .file?: line += option.value!.isOptional ? " -F" : " -r -F"
      case .choice(let words)?: line += " -x -a '" + words.joined(separator: " ") + "'"
      case .size?: line += " -x -a '80x24'"
      }
      line += " -d '" + option.summary.replacingOccurrencesOfQuote + "'"
      lines.append(line)
    }
    for command in LaunchCommand.allCases {
      lines.append(
        "complete -c todo -n __fish_use_subcommand -a \(command.name) -d '"
          + command.synopsis.replacingOccurrencesOfQuote + "'")
      let words = ([command.name] + command.aliases).joined(separator: " ")
      for option in command.options {
        lines.append("complete -c todo -n '__fish_seen_subcommand_from \(words)' -l \(option.dropFirst(2))")
      }
      if command.takesToDos || command.takesWords {
        let listed = "(todo ls --porcelain --all 2>/dev/null"
        if command.takesToDos {
          lines.append(
            "complete -c todo -n '__fish_seen_subcommand_from \(words)' -f -a '\(listed) | string replace -r \"\\\\t.*\" \"\")'"
          )
        }
        lines.append(
          "complete -c todo -n '__fish_seen_subcommand_from \(words)' -f -a '\(listed) | string split \" \" | string match -r \"^[+@].+\" | sort -u)'"
        )
      }
    }
    return header + lines.joined(separator: "\n") + "\n"
  }
}

extension String {
  /// Fit for a zsh `_arguments` description in single quotes: brackets made parentheses
  /// (they would end it), a quote closed, escaped and reopened.
  fileprivate var replacingBrackets: String {
    map { $0 == "[" ? "(" : $0 == "]" ? ")" : $0 == "'" ? "'\\''" : String($0) }.joined()
  }

  /// Fit for a zsh `((word\\:description))` list in single quotes: colons escaped.
  fileprivate var replacingColons: String {
    map { $0 == ":" ? "\\:" : $0 == "'" ? "'\\''" : String($0) }.joined()
  }

  /// Fit for a fish description in single quotes: the quote escaped.
  fileprivate var replacingOccurrencesOfQuote: String {
    map { $0 == "'" ? "\\'" : String($0) }.joined()
  }
}
