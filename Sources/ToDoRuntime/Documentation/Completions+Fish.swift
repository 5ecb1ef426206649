/// The fish completion script. Pure.
extension Completions {
  public static var fish: String {
    let f = functionName
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
        "complete -c todo -n 'not \(f)_command' -a \(command.name) -d '"
          + command.synopsis.replacingOccurrencesOfQuote + "'")
      let using = "-n '\(f)_using \(command.allNames.joined(separator: " "))'"
      for option in command.ownOptions {
        var line = "complete -c todo \(using) -l \(option.name.dropFirst(2))"
        if option.value != nil {
          line += choices(of: option.name).map { " -x -a '" + $0.joined(separator: " ") + "'" } ?? " -x"
        }
        lines.append(line)
      }
      if let completed = command.completedLines {
        let first = command.takesTextAfterTheLine ? " first" : ""
        lines.append("complete -c todo \(using) -f -k -a '(\(f)_todos \(completed.rawValue)\(first))'")
      } else if command.takesWords {
        lines.append("complete -c todo \(using) -f -a '(\(f)_words)'")
      }
    }
    let skipped = globalOptionsWithValue.joined(separator: " ")
    let skippedAfter = (globalOptionsWithValue + commandOptionsWithValue).joined(separator: " ")
    return header + """
      # The command named on the line (the first word that is neither an option nor an
      # option's value), and the words after it; false when none is named yet.
      function \(f)_command
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
                  if test -z "$command"; and contains -- $word \(skipped)
                      set -e tokens[1]
                  else if test -n "$command"; and contains -- $word \(skippedAfter)
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
      function \(f)_using
          set -l named (\(f)_command); or return 1
          contains -- $named[1] $argv
      end
      # The list as 'todo ls --porcelain --all' prints it (LINE, a tab, the text), on the list
      # the command line names with --file.
      function \(f)_listed
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
      function \(f)_words
          string match -q -r -- '^[+@]' (commandline -ct); or return
          \(f)_listed | string replace -r '^[0-9]*\\t' '' | string split ' ' | string match -r '^[+@].+' | sort -u
      end
      # The list's line numbers, each with its todo's text: the open todos (open), the done
      # ones (done) or all; with "first", only as the first word after the command. After
      # + or @, the list's words.
      function \(f)_todos
          if string match -q -r -- '^[+@]' (commandline -ct)
              \(f)_words
              return
          end
          if test "$argv[2]" = first
              set -l named (\(f)_command)
              test "$named[2]" -eq 0; or return
          end
          switch $argv[1]
              case open
                  \(f)_listed | string match -v -r '^[0-9]*\\tx '
              case done
                  \(f)_listed | string match -r '^[0-9]*\\tx .*'
              case '*'
                  \(f)_listed
          end
      end
      \(lines.joined(separator: "\n"))

      """
  }
}
