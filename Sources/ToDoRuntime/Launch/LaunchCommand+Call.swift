import ToDoCore

extension LaunchCommand {
  /// The command with `arguments` (all that follow its name, the global options taken out),
  /// or what is wrong with them: its own options wherever they stand, `--` ending them, an
  /// unknown option named. Pure.
  public func call(with arguments: [String]) throws(UsageError) -> CommandCall {
    var values: [String: String] = [:]
    var words: [String] = []
    var rest = arguments[...]
    while let word = rest.popFirst() {
      if word == "--" {
        words += rest
        break
      }
      if takesOption(word) {
        if optionTakesValue(word) {
          guard let value = rest.popFirst() else { throw UsageError("'todo \(name) \(word)' needs a value") }
          values[word] = value
        } else {
          values[word] = ""
        }
        continue
      }
      if word.count > 1, word.hasPrefix("-") {
        throw UsageError(
          "unknown option '\(word)' for 'todo \(name)'",
          fix: ownOptions.isEmpty
            ? "'todo \(name)' takes no option; a word that starts with a dash goes after --: todo \(name) -- \(word)"
            : "its options are \(options.joined(separator: ", ")); a word that starts with a dash goes after --"
        )
      }
      words.append(word)
    }
    return try call(words: words, values: values)
  }

  private func call(words: [String], values: [String: String]) throws(UsageError) -> CommandCall {
    switch self {
    case .add:
      let text = words.joined(separator: " ")
      guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        throw UsageError("'todo add' needs the todo's text, for example: todo add \"Buy milk\"")
      }
      return .add(text: text, strict: values["--strict"] != nil)
    case .list:
      var request = ListRequest(query: words.joined(separator: " "))
      if values["--json"] != nil, values["--porcelain"] != nil {
        throw UsageError("'todo ls' takes --json or --porcelain, not both")
      }
      if values["--json"] != nil { request.format = .json }
      if values["--porcelain"] != nil { request.format = .porcelain }
      request.showsHidden = values["--all"] != nil
      if let key = values["--sort"] {
        guard let sort = Self.sortKeys.first(where: { $0.word == key })?.sort else {
          throw UsageError(
            "--sort takes \(Self.sortKeys.map(\.word).joined(separator: ", ")), not '\(key)'")
        }
        request.sort = sort
      }
      return .list(request)
    case .log:
      return .log(query: words.joined(separator: " "), json: values["--json"] != nil)
    case .done: return .change(.done, try targets(words, values))
    case .reopen: return .change(.reopen, try targets(words, values))
    case .delete: return .change(.delete, try targets(words, values))
    case .depriority: return .change(.depriority, try targets(words, values))
    case .priority:
      guard let last = words.last, last.count == 1, let letter = last.uppercased().first, letter.isASCII,
        letter.isLetter
      else {
        throw UsageError(
          "'todo pri' needs the todos and a priority letter, A to Z, last", fix: "for example: todo pri 3 A")
      }
      return .change(.priority(letter), try targets(Array(words.dropLast()), values))
    case .replace, .append, .prepend:
      let (targets, text) = try targetsThenText(words, values)
      let verb: ShellVerb =
        switch self {
        case .replace: .replace(text)
        case .append: .append(text)
        default: .prepend(text)
        }
      return .change(verb, targets)
    case .postpone:
      var days = 1
      if let by = values["--by"] {
        guard let parsed = Self.days(by) else {
          throw UsageError("--by takes a number of days (3, 3d) or weeks (2w), not '\(by)'")
        }
        days = parsed
      }
      return .change(.postpone(days: days), try targets(words, values))
    case .archive, .undo:
      guard words.isEmpty else {
        throw UsageError("'todo \(name)' takes no arguments", fix: "write it alone: todo \(name)")
      }
      return self == .archive ? .archive : .undo
    case .mergeDriver:
      guard (3...4).contains(words.count) else {
        throw UsageError(
          "'todo merge-driver' is what git runs, with three files and a path; "
            + "'todo git-setup' in the repository sets it up")
      }
      return .mergeDriver(doneFile: values["--done"] != nil, files: words)
    case .gitSetup:
      guard words.count <= 1 else { throw UsageError("'todo git-setup' sets up one list at a time") }
      return .gitSetup(showing: values["--where"] != nil, file: words.first)
    case .caldavSync:
      guard words.count <= 1 else { throw UsageError("'todo caldav-sync' syncs with one folder") }
      return .caldavSync(folder: words.first)
    case .caldavResolve:
      guard words.count == 2 else {
        throw UsageError(
          "'todo caldav-resolve' is what vdirsyncer runs with two files; the manual's CALDAV section "
            + "shows the conflict_resolution line that sets it up")
      }
      return .caldavResolve(first: words[0], second: words[1])
    case .remind:
      guard words.isEmpty else {
        throw UsageError(
          "'todo remind' takes no arguments; name the list with --file: todo --file ~/todo.txt remind")
      }
      return .remind
    }
  }

  /// The todos `words` name (or `--query`'s), or why they name none. Pure.
  private func targets(_ words: [String], _ values: [String: String]) throws(UsageError) -> LineTargets {
    if let query = values["--query"] {
      guard words.isEmpty else {
        throw UsageError(
          "'todo \(name)' takes line numbers or --query, not both",
          fix: "leave out \(words.joined(separator: " "))")
      }
      guard !query.allSatisfy({ $0 == " " }) else {
        throw UsageError("--query needs the words to search for")
      }
      return .query(query)
    }
    switch LineTargets.parse(words) {
    case .success(let targets): return targets
    case .failure(.empty):
      throw UsageError("'todo \(name)' needs line numbers or a search, for example: todo \(name) 2")
    case .failure(.notALine(let word)): throw UsageError("line numbers start at 1, not \(word)")
    case .failure(.mixed(let number, let word)):
      throw UsageError(
        "'todo \(name)' takes line numbers or a search, not both: '\(number)' is a line, '\(word)' a word",
        fix: "name the lines alone (todo \(name) \(number)), or search with --query \"\(number) \(word)\"")
    }
  }

  /// The first word as lines (`3`, `3,4`) or `--query`'s todos, then the text. Pure.
  private func targetsThenText(_ words: [String], _ values: [String: String]) throws(UsageError) -> (
    LineTargets, String
  ) {
    let example = "for example: todo \(name) 3 \"some words\""
    if let query = values["--query"] {
      let text = words.joined(separator: " ")
      guard !text.isEmpty else { throw UsageError("'todo \(name)' needs the text", fix: example) }
      return (.query(query), text)
    }
    guard let first = words.first, let numbers = LineTargets.lineNumbers(in: first) else {
      throw UsageError("'todo \(name)' needs a line number first, then the text", fix: example)
    }
    guard numbers.allSatisfy({ $0 >= 1 }) else { throw UsageError("line numbers start at 1, not \(first)") }
    let text = words.dropFirst().joined(separator: " ")
    guard !text.isEmpty else {
      throw UsageError("'todo \(name)' needs the text after the line number", fix: example)
    }
    var lines: [Int] = []
    for number in numbers where !lines.contains(number) { lines.append(number) }
    return (.lines(lines), text)
  }

  /// `3`, `3d` (days) or `2w` (weeks) as days, or nil. Pure.
  static func days(_ text: String) -> Int? {
    var digits = Substring(text)
    var factor = 1
    if digits.hasSuffix("d") {
      digits = digits.dropLast()
    } else if digits.hasSuffix("w") {
      digits = digits.dropLast()
      factor = 7
    }
    guard let count = Int(digits), count.magnitude <= 100_000 else { return nil }
    return count * factor
  }
}
