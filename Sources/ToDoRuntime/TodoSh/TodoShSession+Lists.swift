import ToDoCore

/// todo.sh's actions that print lists (`ls`, `listall`, `listfile`, `listpri`,
/// `listcon`, `listproj`), through todo.sh's steps (`TodoShListFormat`): number, filter by
/// the terms, sort (the user's sort command through bash when it is not todo.sh's own),
/// colour, hide, the user's final filter, and the count line.
extension TodoShSession {
  /// What a list printed: its lines, and how many todos there were to show.
  struct Listing {
    var lines: [String]
    var total: Int
  }

  /// The numbered, filtered, sorted, coloured lines of `lines`. `width`: the digits of
  /// the numbers; `keep`: a further filter on the numbered line (before the zeros);
  /// `reshape`: a change of it after the filters (`listall`'s numbers); `plain`: no
  /// colour, whatever the settings.
  func listing(
    _ lines: [String], width: Int, terms: [String], keep: ((String) -> Bool)? = nil,
    reshape: ((String) -> String)? = nil, plain: Bool = false
  ) -> Listing {
    var items: [String] = []
    for (index, text) in lines.enumerated() where !TodoShListFormat.isLeftOut(text) {
      items.append(TodoShListFormat.numbered(index + 1, text, width: width))
    }
    let compiled = TodoShTerm.compile(terms)
    var shown = items.filter { TodoShTerm.passes($0, terms: compiled) && (keep?($0) ?? true) }
    if let reshape { shown = shown.map(reshape) }
    shown = shown.map(TodoShListFormat.zeroPadded)
    let sort = settings.sortCommand
    if sort == TodoShSettings.defaultSortCommand || sort.isEmpty {
      shown = TodoShListFormat.sorted(shown)
    } else {
      shown = throughShell(sort, shown)
    }
    var colours = plain ? TodoShColours() : settings.colours
    if plain { colours.priorities = [:] }
    let variables = settings.variables
    let hidingPriority = !variables.text("HIDE_PRIORITY_SUBSTITUTION").isEmpty
    shown = shown.map { TodoShListFormat.coloured($0, colours: colours, hidingPriority: hidingPriority) }
    for name in ["HIDE_PROJECTS_SUBSTITUTION", "HIDE_CONTEXTS_SUBSTITUTION", "HIDE_CUSTOM_SUBSTITUTION"] {
      let pattern = variables.text(name)
      guard !pattern.isEmpty else { continue }
      let regex = BasicRegex(pattern)
      shown = shown.map { regex.replacing(in: $0, with: "") }
    }
    let filter = settings.finalFilter
    if !filter.isEmpty, filter != "cat" { shown = throughShell(filter, shown) }
    while shown.last == "" { shown.removeLast() }
    return Listing(lines: shown, total: items.count)
  }

  /// `lines` through a user's command (a sort, a final filter), as bash runs it, with the
  /// settings' exported variables.
  private func throughShell(_ command: String, _ lines: [String]) -> [String] {
    let input = lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    let shell = TodoShProcess.hasProgram("bash", path: environment["PATH"]) ? "bash" : "sh"
    let outcome = world.run([shell, "-c", command], environment, input, true)
    var result = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// The environment of a program this run starts: the exported variables, and the names
  /// todo.sh gives its add-ons.
  var environment: [String: String] {
    var result = settings.variables.environment
    result["TODO_SH"] = scriptName
    result["TODO_FULL_SH"] = world.scriptPath
    for name in ["TODO_DIR", "TODO_FILE", "DONE_FILE", "REPORT_FILE", "TODO_ACTIONS_DIR"] {
      result[name] = settings.variables.text(name)
    }
    return result
  }

  func print(_ listing: Listing) {
    if !listing.lines.isEmpty { say(listing.lines.joined(separator: "\n")) }
  }

  /// The digits of a file's line count: the width of its numbers.
  func width(_ lines: [String]) -> Int { String(lines.count).count }

  /// `list [TERM…]`, `listfile SRC [TERM…]`, `listpri`'s list: the file's todos, and the
  /// count line.
  func list(file: String, terms: [String], keep: ((String) -> Bool)? = nil) throws(Stop) {
    let path = try resolveListFile(file)
    let lines = try existingLines(of: path)
    let listing = listing(lines, width: width(lines), terms: terms, keep: keep)
    print(listing)
    if verbose > 0 {
      say("--")
      say("\(TodoShEdit.prefix(ofFile: path)): \(listing.lines.count) of \(listing.total) tasks shown")
    }
  }

  /// Where todo.sh finds a list named on its command line: an absolute path, a file of
  /// the todo folder, a path from here, a file of the todo folder without its `.txt`.
  private func resolveListFile(_ file: String) throws(Stop) -> String {
    let folder = settings.todoDirectory
    if file.hasPrefix("/"), isFile(file) { return file }
    if isFile(folder + "/" + file) { return folder + "/" + file }
    if isFile(file) { return file }
    if isFile(folder + "/" + file + ".txt") { return folder + "/" + file + ".txt" }
    throw Stop(message: "TODO: File \(file) does not exist.")
  }

  /// `listall [TERM…]`: the todo file and the done file together, the done file's todos
  /// numbered 0.
  func listAll(terms: [String]) throws(Stop) {
    let todos = try existingLines(of: settings.todoFile)
    let done = try existingLines(of: settings.doneFile)
    let total = todos.count
    let padding = String(total).count
    let listing = listing(
      todos + done, width: padding, terms: terms,
      reshape: { line in
        // awk's `$1 = sprintf(…)`: the fields joined again by single spaces.
        var fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = fields.first else { return line }
        let number = Int(first).map { $0 > total ? 0 : $0 } ?? 0
        fields[0] = String(repeating: " ", count: max(padding - String(number).count, 0)) + String(number)
        return fields.joined(separator: " ")
      })
    print(listing)
    guard verbose > 0 else { return }
    let todoCount = self.listing(todos, width: 1, terms: terms, plain: true).lines.count
    let doneCount = self.listing(done, width: 1, terms: terms, plain: true).lines.count
    say("--")
    say("\(TodoShEdit.prefix(ofFile: settings.todoFile)): \(todoCount) of \(total) tasks shown")
    say("\(TodoShEdit.prefix(ofFile: settings.doneFile)): \(doneCount) of \(done.count) tasks shown")
    say("total \(todoCount + doneCount) of \(total + done.count) tasks shown")
  }

  /// `listfile` without a file: the `.txt` files of the todo folder.
  func listFiles() {
    if verbose > 0 { say("Files in the todo.txt directory:") }
    let names = (world.listFolder(settings.todoDirectory) ?? []).filter {
      $0.hasSuffix(".txt") && !$0.hasPrefix(".")
    }
    for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) { say(name) }
  }

  /// `listpri [PRIORITIES] [TERM…]`: the todos with one of the priorities (`A`, `A-C`,
  /// `ABR-Y`; all when none is given).
  func listPriorities(_ arguments: ArraySlice<String>) throws(Stop) {
    var terms = Array(arguments)
    var priorities = "A-Z"
    if let first = terms.first, Self.isPriorityRange(first) {
      priorities = first.uppercased()
      terms.removeFirst()
    }
    let filter = BasicRegex("^ *[0-9]\\+ ([\(priorities)]) ")
    try list(file: settings.todoFile, terms: terms, keep: { filter.matches($0) })
  }

  /// `A`, `a-c`, or upper-case letters and dashes between two letters (`ABR-Y`).
  static func isPriorityRange(_ word: String) -> Bool {
    let characters = Array(word)
    func letter(_ character: Character) -> Bool { character.isASCII && character.isLetter }
    func upper(_ character: Character) -> Bool { ("A"..."Z").contains(character) }
    if characters.count == 1 { return letter(characters[0]) }
    if characters.count == 3, letter(characters[0]), characters[1] == "-", letter(characters[2]) {
      return true
    }
    guard characters.count >= 2, upper(characters[0]), upper(characters[characters.count - 1]) else {
      return false
    }
    return characters.allSatisfy { upper($0) || $0 == "-" }
  }

  /// `listcon`, `listproj`: the distinct `@contexts` or `+projects` of the todos that
  /// pass the terms, sorted; the sigil patterns of the settings (`TODOTXT_SIGIL_*`) say
  /// what may stand before and after one and what it may be.
  func listTags(sigil: Character, terms: [String]) throws(Stop) {
    var lines: [String] = []
    for path in try sourceFiles() { lines += try existingLines(of: path) }
    let compiled = TodoShTerm.compile(terms)
    let variables = settings.variables
    let before = BasicRegex("^" + variables.text("TODOTXT_SIGIL_BEFORE_PATTERN"))
    let after = BasicRegex(variables.text("TODOTXT_SIGIL_AFTER_PATTERN") + "$")
    let valid = BasicRegex("^\(sigil == "+" ? "+" : "@")\(variables.text("TODOTXT_SIGIL_VALID_PATTERN"))$")
    let word = BasicRegex("[^ ]*\(sigil)[^ ]\\+")
    var found = Set<String>()
    for line in lines where TodoShTerm.passes(line, terms: compiled) {
      for match in word.matchedTexts(in: line) {
        let stripped = after.replacing(
          in: before.replacing(in: match, with: "", global: false), with: "", global: false)
        if valid.matches(stripped) { found.insert(stripped) }
      }
    }
    for tag in found.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) { say(tag) }
  }

  /// The files `listcon` and `listproj` read: the todo file, or what `TODOTXT_SOURCEVAR`
  /// names (`$DONE_FILE`, `("$TODO_FILE" "$DONE_FILE")`).
  private func sourceFiles() throws(Stop) -> [String] {
    let source = settings.variables.text("TODOTXT_SOURCEVAR")
    guard !source.isEmpty else { return [settings.todoFile] }
    guard let words = ShellConfig.words(source, variables: settings.variables) else {
      throw Stop(message: "TODO: TODOTXT_SOURCEVAR cannot be read: \(source)")
    }
    return words
  }
}
