import ToDoCore

/// One run of `todo` as `todo.sh`: the settings, the files it loaded (each with the lines
/// as loaded, so that its save merges onto what another program wrote meanwhile), the
/// status to exit with. An action changes the lines in memory; every changed file is
/// written through the store when the run ends, also when an action stops half-way with an
/// error (todo.sh has written the todos before the failing one by then, and so has this).
/// Called from the command line's thread only.
final class TodoShSession {
  let world: TodoShWorld
  var settings: TodoShSettings
  /// `todo.sh`, as the program was called: its messages name it so.
  let scriptName: String
  private var files: [String: (lines: [String]?, base: [String]?)] = [:]
  private var saveOrder: [String] = []
  /// Files that are devices (`/dev/null` as the done file): read as empty, never written.
  private var devices: Set<String> = []
  var status: Int32 = 0
  private var cachedNow: String?
  /// The todos this run moved to the done file: archived, not deleted, in the journal.
  var archivedLines: Set<String> = []

  /// An error that ends the action: its message goes to standard error, the status is 1.
  struct Stop: Error {
    var message: String
    var status: Int32 = 1
  }

  init(world: TodoShWorld, settings: TodoShSettings) {
    self.world = world
    self.settings = settings
    scriptName = world.scriptPath.split(separator: "/").last.map(String.init) ?? "todo.sh"
  }

  // MARK: Output

  func say(_ text: String) { world.emit(.standardOutput(text + "\n")) }
  func warn(_ text: String) { world.emit(.standardError(text + "\n")) }
  var verbose: Int { settings.verbose }

  /// The time of this run, asked once.
  var now: String {
    if let cachedNow { return cachedNow }
    let time = world.now()
    cachedNow = time
    return time
  }

  var today: String { String(now.prefix(10)) }

  // MARK: Files

  /// The lines of the file at `path`, loaded once a run; nil when it does not exist.
  func lines(of path: String) throws(Stop) -> [String]? {
    if let loaded = files[path] { return loaded.lines }
    if world.kind(path) == .other {
      devices.insert(path)
      files[path] = ([], [])
      return []
    }
    switch world.loadLines(path) {
    case .success(let lines):
      files[path] = (lines, lines)
      return lines
    case .failure(let error):
      throw Stop(message: "TODO: '\(path)' cannot be read: \(error.description)")
    }
  }

  /// The lines of the file at `path`, which exists (empty when it does not).
  func existingLines(of path: String) throws(Stop) -> [String] {
    try lines(of: path) ?? []
  }

  /// Changes the lines of the file at `path`; written when the run ends. `receiving`: a
  /// file that takes todos from another (the done file of an archive, a move's
  /// destination) is written before the others, so that a crash between the two writes
  /// leaves a todo twice, never nowhere.
  func setLines(_ lines: [String], of path: String, receiving: Bool = false) throws(Stop) {
    _ = try self.lines(of: path)
    if receiving {
      saveOrder.removeAll { $0 == path }
      saveOrder.insert(path, at: 0)
    } else if !saveOrder.contains(path) {
      saveOrder.append(path)
    }
    files[path]?.lines = lines
  }

  /// Writes every file whose lines changed, the receiving ones first, then in the order
  /// they were first changed; a
  /// failure is said and makes the status 1.
  func saveChanges() {
    for path in saveOrder {
      guard !devices.contains(path), let file = files[path], let lines = file.lines, lines != file.base
      else { continue }
      if let error = world.saveLines(path, lines, file.base ?? []) {
        warn("TODO: '\(path)' cannot be written: \(error.description)")
        status = 1
      } else {
        files[path] = (lines, lines)
        if path == settings.todoFile, let base = file.base,
          let edit = TodoShJournalEdit.edit(before: base, after: lines, archived: archivedLines)
        {
          world.journal(path, base, lines, edit)
        }
      }
    }
    saveOrder = []
  }

  /// Forgets what was loaded: the next use reads the files again.
  func resetFiles() {
    files = [:]
    saveOrder = []
    devices = []
  }

  /// Creates the file when it is missing (todo.sh makes its three files at the start).
  func createIfMissing(_ path: String) throws(Stop) {
    if let kind = world.kind(path), kind != .brokenLink { return }
    guard try lines(of: path) == nil else { return }
    if let error = world.saveLines(path, [], []) {
      throw Stop(message: "TODO: '\(path)' cannot be created: \(error.description)")
    }
    files[path] = ([], [])
  }

  /// Whether a regular file is at `path`.
  func isFile(_ path: String) -> Bool {
    if case .file = world.kind(path) { return true }
    return false
  }

  // MARK: Todos by number

  /// The text on line `item` (as typed: digits only) of the file at `path` (the todo
  /// file when nil), or the stop todo.sh makes: `usage` for a number that is not one,
  /// "No task" for an empty or missing line.
  func todo(_ item: String?, in path: String? = nil, usage: String) throws(Stop) -> (index: Int, text: String)
  {
    guard let item, !item.isEmpty, item.allSatisfy(\.isASCIIDigit) else {
      throw Stop(message: usage)
    }
    let file = path ?? settings.todoFile
    let lines = try existingLines(of: file)
    guard let number = Int(item), number >= 1, number <= lines.count, !lines[number - 1].isEmpty else {
      throw Stop(message: "\(TodoShEdit.prefix(ofFile: file)): No task \(item).")
    }
    return (number - 1, lines[number - 1])
  }

  /// Puts `text` on line `index` of the todo file (or of `path`).
  func replaceLine(_ index: Int, with text: String, in path: String? = nil) throws(Stop) {
    let file = path ?? settings.todoFile
    var lines = try existingLines(of: file)
    lines[index] = text
    try setLines(lines, of: file)
  }

  /// Asks before a deletion or a move, unless forced.
  func confirm(_ question: String) -> Bool {
    guard !settings.force else { return true }
    let answer = world.ask("\(question)? (y/n) ")
    say("")
    return answer == "y"
  }
}
