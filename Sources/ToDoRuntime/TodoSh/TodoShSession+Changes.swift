import ToDoCore

/// todo.sh's actions that change lists: each reads and writes as todo.sh does, says what
/// it says (the same words, so that scripts reading them keep working), and stops with its
/// errors; the text changes themselves are `TodoShEdit`'s.
extension TodoShSession {
  /// `add`, `addm`, `addto`: appends `input` to the file at `path`.
  func add(_ input: String, to path: String) throws(Stop) {
    let text = TodoShEdit.newTodo(
      input, today: settings.dateOnAdd ? today : nil, defaultPriority: settings.priorityOnAdd)
    var lines = try existingLines(of: path)
    lines.append(text)
    try setLines(lines, of: path)
    if verbose > 0 {
      say("\(lines.count) \(text)")
      say("\(TodoShEdit.prefix(ofFile: path)): \(lines.count) added.")
    }
  }

  /// The text of `add` when none is given: asked for, unless forced.
  func typedText(_ arguments: ArraySlice<String>, prompt: String, usage: String) throws(Stop) -> String {
    if arguments.first.map({ $0.isEmpty }) ?? true {
      guard !settings.force else { throw Stop(message: usage) }
      return world.readLine(prompt) ?? ""
    }
    return arguments.joined(separator: " ")
  }

  func append(_ arguments: ArraySlice<String>) throws(Stop) {
    try addText(arguments, verb: "append", prompt: "Append: ") { input, todo in
      TodoShEdit.append(input, to: todo, delimiters: settings.sentenceDelimiters)
    }
  }

  func prepend(_ arguments: ArraySlice<String>) throws(Stop) {
    try addText(arguments, verb: "prepend", prompt: "Prepend: ") { input, todo in
      TodoShEdit.prepend(input, to: todo)
    }
  }

  /// `append` and `prepend`: the todo on line NR with the text given (or asked for with
  /// `prompt`) put in by `edit`, and, verbose, the line it became.
  private func addText(
    _ arguments: ArraySlice<String>, verb: String, prompt: String, _ edit: (String, String) -> String
  ) throws(Stop) {
    let usage = "usage: \(scriptName) \(verb) NR \"TEXT TO \(verb.uppercased())\""
    let item = arguments.first
    let (index, todo) = try self.todo(item, usage: usage)
    let input = try typedText(arguments.dropFirst(), prompt: prompt, usage: usage)
    let new = edit(input, todo)
    try replaceLine(index, with: new)
    if verbose > 0 { say("\(item!) \(new)") }
  }

  func replace(_ arguments: ArraySlice<String>) throws(Stop) {
    let usage = "usage: \(scriptName) replace NR \"UPDATED ITEM\""
    let item = arguments.first
    let (index, todo) = try self.todo(item, usage: usage)
    let input = try typedText(arguments.dropFirst(), prompt: "Replacement: ", usage: usage)
    let new = TodoShEdit.replace(todo, with: input)
    try replaceLine(index, with: new)
    if verbose > 0 {
      say("\(item!) \(todo)")
      say("TODO: Replaced task with:")
      say("\(item!) \(new)")
    }
  }

  /// `pri NR PRIORITY [NR PRIORITY …]`.
  func prioritize(_ arguments: ArraySlice<String>) throws(Stop) {
    var rest = arguments
    while !rest.isEmpty {
      let usage =
        "usage: \(scriptName) pri NR PRIORITY [NR PRIORITY ...]\nnote: PRIORITY must be anywhere from A to Z."
      guard rest.count >= 2 else { throw Stop(message: usage) }
      let item = rest[rest.startIndex]
      let wanted = rest[rest.startIndex + 1].uppercased()
      guard wanted.count == 1, let letter = wanted.first, ("A"..."Z").contains(letter) else {
        throw Stop(message: usage)
      }
      let (index, todo) = try self.todo(item, usage: usage)
      let old = TodoShEdit.priority(of: todo)
      let new = old == letter ? todo : TodoShEdit.prioritize(todo, letter)
      if old != letter { try replaceLine(index, with: new) }
      if verbose > 0 {
        say("\(item) \(new)")
        if let old, old != letter {
          say("TODO: \(item) re-prioritized from (\(old)) to (\(letter)).")
        } else if old != letter {
          say("TODO: \(item) prioritized (\(letter)).")
        }
      }
      if old == letter {
        warn("TODO: \(item) already prioritized (\(letter)).")
        status = 1
      }
      rest = rest.dropFirst(2)
    }
  }

  /// The numbers of `do` and `depri`: words, each a list joined by commas.
  func items(_ arguments: ArraySlice<String>) -> [String] {
    arguments.flatMap { $0.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init) }
  }

  func deprioritize(_ arguments: ArraySlice<String>) throws(Stop) {
    let usage = "usage: \(scriptName) depri NR [NR ...]"
    guard !arguments.isEmpty else { throw Stop(message: usage) }
    for item in items(arguments) {
      let (index, todo) = try self.todo(item, usage: usage)
      guard TodoShEdit.priority(of: todo) != nil else {
        warn("TODO: \(item) is not prioritized.")
        status = 1
        continue
      }
      let new = TodoShEdit.deprioritize(todo)
      try replaceLine(index, with: new)
      if verbose > 0 {
        say("\(item) \(new)")
        say("TODO: \(item) deprioritized.")
      }
    }
  }

  /// `do NR [NR …]`, then the archive when auto-archiving (an `archive` add-on if there
  /// is one, as todo.sh calls itself for it).
  func complete(_ arguments: ArraySlice<String>) throws(Stop) {
    let usage = "usage: \(scriptName) do NR [NR ...]"
    guard !arguments.isEmpty else { throw Stop(message: usage) }
    for item in items(arguments) {
      let (index, todo) = try self.todo(item, usage: usage)
      guard !TodoShEdit.isDone(todo) else {
        warn("TODO: \(item) is already marked done.")
        status = 1
        continue
      }
      let new = TodoShEdit.complete(todo, today: today)
      try replaceLine(index, with: new)
      if verbose > 0 {
        say("\(item) \(new)")
        say("TODO: \(item) marked as done.")
      }
    }
    if settings.autoArchive {
      let archived = try archiveThroughAddOn()
      if archived != 0 { status = archived }
    }
  }

  /// `del NR [TERM]`: the todo deleted (its line left empty, unless `-n`), or TERM taken
  /// out of it.
  func delete(_ arguments: ArraySlice<String>) throws(Stop) {
    let usage = "usage: \(scriptName) del NR [TERM]"
    let item = arguments.first
    let (index, todo) = try self.todo(item, usage: usage)
    let term = arguments.dropFirst().first ?? ""
    guard !term.isEmpty else {
      guard confirm("Delete '\(todo)'") else { throw Stop(message: "TODO: No tasks were deleted.") }
      var lines = try existingLines(of: settings.todoFile)
      lines[index] = ""
      if !settings.preservesLineNumbers { lines.removeAll { $0.isEmpty } }
      try setLines(lines, of: settings.todoFile)
      if verbose > 0 {
        say("\(item!) \(todo)")
        say("TODO: \(item!) deleted.")
      }
      return
    }
    let new = TodoShTerm.removing(term, from: todo)
    guard new != todo else {
      if verbose > 0 { say("\(item!) \(todo)") }
      throw Stop(message: "TODO: '\(term)' not found; no removal done.")
    }
    try replaceLine(index, with: new)
    if verbose > 0 {
      say("\(item!) \(todo)")
      say("TODO: Removed '\(term)' from task.")
      say("\(item!) \(new)")
    }
  }

  /// `move NR DEST [SRC]`: the todo taken from SRC (the todo file) to the end of DEST,
  /// both in the todo folder.
  func move(_ arguments: ArraySlice<String>) throws(Stop) {
    let usage = "usage: \(scriptName) mv NR DEST [SRC]"
    let words = Array(arguments)
    let item = words.first
    let folder = settings.todoDirectory
    let destination = folder + "/" + (words.count > 1 ? words[1] : "")
    let source = words.count > 2 && !words[2].isEmpty ? folder + "/" + words[2] : settings.todoFile
    guard isFile(source) else { throw Stop(message: "TODO: Source file \(source) does not exist.") }
    guard isFile(destination) else {
      throw Stop(message: "TODO: Destination file \(destination) does not exist.")
    }
    let (index, todo) = try self.todo(item, in: source, usage: usage)
    guard confirm("Move '\(todo)' from \(source) to \(destination)") else {
      throw Stop(message: "\(TodoShEdit.prefix(ofFile: source)): No tasks moved.")
    }
    // The destination first: a crash in between leaves the todo twice, never nowhere.
    var target = try existingLines(of: destination)
    target.append(todo)
    try setLines(target, of: destination, receiving: true)
    var lines = try existingLines(of: source)
    lines[index] = ""
    if !settings.preservesLineNumbers { lines.removeAll { $0.isEmpty } }
    try setLines(lines, of: source)
    if verbose > 0 {
      say("\(item!) \(todo)")
      say(
        "\(TodoShEdit.prefix(ofFile: source)): \(item!) moved to \(target.count) in \(TodoShEdit.prefix(ofFile: destination))."
      )
    }
  }

  /// `archive`, or an `archive` add-on when there is one; answers the status.
  func archiveThroughAddOn() throws(Stop) -> Int32 {
    if let addOn = try addOn(named: "archive") {
      saveChanges()
      return runAddOn(addOn, arguments: ["archive"])
    }
    try archive()
    return 0
  }

  /// `archive`: the empty lines of the todo file removed, its done todos moved to the end
  /// of the done file (written first: a crash in between leaves a todo twice, never lost).
  func archive() throws(Stop) {
    let path = settings.todoFile
    let (kept, done) = TodoShEdit.archive(try existingLines(of: path))
    guard !done.isEmpty else {
      try setLines(kept, of: path)
      if verbose > 0 { say("TODO: \(path) does not contain any done tasks.") }
      return
    }
    try setLines(try existingLines(of: settings.doneFile) + done, of: settings.doneFile, receiving: true)
    try setLines(kept, of: path)
    archivedLines.formUnion(done)
    if verbose > 0 {
      for line in done { say(line) }
      say("TODO: \(path) archived.")
    }
  }

  func deduplicate() throws(Stop) {
    let (lines, removed) = TodoShEdit.deduplicate(
      try existingLines(of: settings.todoFile), keepingLineNumbers: settings.preservesLineNumbers)
    guard removed > 0 else { throw Stop(message: "TODO: No duplicate tasks found") }
    try setLines(lines, of: settings.todoFile)
    say("TODO: \(removed) duplicate task(s) removed")
  }

  /// `report`: archives, then adds the time and the numbers of open and done lines to
  /// the report file, unless its last line has the same numbers.
  func report() throws(Stop) {
    let archived = try archiveThroughAddOn()
    if archived != 0 { status = archived }
    let numbers =
      "\(try existingLines(of: settings.todoFile).count) \(try existingLines(of: settings.doneFile).count)"
    var reports = try existingLines(of: settings.reportFile)
    let last = reports.last ?? ""
    let lastNumbers = last.firstIndex(of: " ").map { String(last[last.index(after: $0)...]) } ?? last
    if lastNumbers == numbers {
      say(last)
      if verbose > 0 { say("TODO: Report file is up-to-date.") }
      return
    }
    let line = "\(now) \(numbers)"
    reports.append(line)
    try setLines(reports, of: settings.reportFile)
    say(line)
    if verbose > 0 { say("TODO: Report file updated.") }
  }
}
