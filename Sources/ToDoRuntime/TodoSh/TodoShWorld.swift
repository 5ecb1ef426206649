import Glibc
import ToDoCore

/// Everything todo.sh's mode does to the world, as functions: reading the configuration,
/// the lists through the app's store (`FileToDoStore`: its lock, its merge, its atomic
/// write), the folder's files, the time (from `date`, as todo.sh takes it), the questions
/// it asks, the programs it runs, what it writes. `live` is the real one; tests give
/// their own. Called from the command line's thread only.
public struct TodoShWorld {
  /// The process's environment.
  public var environment: [String: String]
  /// How the program was run (`argv[0]`): todo.sh names itself by it.
  public var scriptPath: String
  /// A file's text (a configuration), or nil when it cannot be read.
  public var readText: (String) -> String?
  /// What is at a path: nil (nothing), or whether it is a folder, a regular file, and
  /// executable.
  public var kind: (String) -> PathKind?
  /// The names in a folder (nil: not readable).
  public var listFolder: (String) -> [String]?
  /// A list file's lines (empty ones too); nil when it does not exist.
  public var loadLines: (String) -> Result<[String]?, ToDoStoreError>
  /// Writes a list file's lines, merged onto what another program wrote since it was
  /// loaded (`base`: the lines loaded).
  public var saveLines: (_ path: String, _ lines: [String], _ base: [String]) -> ToDoStoreError?
  /// Makes a folder and its parents; false when it cannot.
  public var makeFolder: (String) -> Bool
  /// The time as `date +%Y-%m-%dT%T` says it.
  public var now: () -> String
  /// Writes standard output or standard error, in order.
  public var emit: (LaunchOutput) -> Void
  /// Asks a yes/no question: the prompt on standard error when standard input is a
  /// terminal, one character read; nil at the end of the input.
  public var ask: (String) -> Character?
  /// A line typed after `prompt` (when a todo's text is not given).
  public var readLine: (String) -> String?
  /// Keeps a run's change of a list (its lines before and after, as one `edit`) in the
  /// list's journal, as one step by todo (so that `todo log` shows it and the app's undo
  /// takes it back), and in the record of what the app last saw (so that the app's next
  /// start does not count it as another program's).
  public var journal: (_ listPath: String, _ before: [String], _ after: [String], _ edit: ListEdit) -> Void =
    {
      _, _, _, _ in
    }
  /// Runs a program (`TodoShProcess.run`).
  public var run:
    (_ arguments: [String], _ environment: [String: String], _ input: String?, _ capturing: Bool) -> (
      status: Int32, output: String
    )

  public enum PathKind: Equatable, Sendable {
    case folder(executable: Bool)
    case file(executable: Bool)
    /// A device (`/dev/null`), a pipe.
    case other
    /// A symbolic link to nothing.
    case brokenLink
  }

  public init(
    environment: [String: String], scriptPath: String, readText: @escaping (String) -> String?,
    kind: @escaping (String) -> PathKind?, listFolder: @escaping (String) -> [String]?,
    loadLines: @escaping (String) -> Result<[String]?, ToDoStoreError>,
    saveLines: @escaping (String, [String], [String]) -> ToDoStoreError?,
    makeFolder: @escaping (String) -> Bool,
    now: @escaping () -> String, emit: @escaping (LaunchOutput) -> Void,
    ask: @escaping (String) -> Character?,
    readLine: @escaping (String) -> String?,
    run: @escaping ([String], [String: String], String?, Bool) -> (status: Int32, output: String)
  ) {
    self.environment = environment
    self.scriptPath = scriptPath
    self.readText = readText
    self.kind = kind
    self.listFolder = listFolder
    self.loadLines = loadLines
    self.saveLines = saveLines
    self.makeFolder = makeFolder
    self.now = now
    self.emit = emit
    self.ask = ask
    self.readLine = readLine
    self.run = run
  }

  /// The real world: the disk through `FileToDoStore` (one store a file, so that a save
  /// merges onto what its load read), `date` on `PATH` (the clock when there is none),
  /// standard input and output.
  public static func live(environment: [String: String], scriptPath: String) -> TodoShWorld {
    let stores = StoreTable()
    let readText: (String) -> String? = { path in
      guard let bytes = try? LiveFileSystem().read(path)?.bytes else { return nil }
      return String(decoding: bytes, as: UTF8.self)
    }
    let kind: (String) -> PathKind? = { path in
      var status = stat()
      guard stat(path, &status) == 0 else {
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK ? .brokenLink : nil
      }
      let executable = access(path, X_OK) == 0
      switch status.st_mode & S_IFMT {
      case S_IFDIR: return .folder(executable: executable)
      case S_IFREG: return .file(executable: executable)
      default: return .other
      }
    }
    let listFolder: (String) -> [String]? = { path in
      guard let folder = opendir(path) else { return nil }
      defer { closedir(folder) }
      var names: [String] = []
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
        if name != ".", name != ".." { names.append(name) }
      }
      return names
    }
    let loadLines: (String) -> Result<[String]?, ToDoStoreError> = { path in
      let loaded = waitForCompletion { stores.store(for: path).loadDocument(completion: $0) }
      // A missing file loads as an empty document; todo.sh tells them apart.
      return loaded.map { document in access(path, F_OK) == 0 ? document.lines.map(\.string) : nil }
    }
    let saveLines: (String, [String], [String]) -> ToDoStoreError? = { path, lines, base in
      let store = stores.store(for: path)
      let result = waitForCompletion {
        store.saveLines(lines.map { TextLine($0) }, base: base.map { TextLine($0) }, completion: $0)
      }
      if case .failure(let error) = result { return error }
      return nil
    }
    let makeFolder: (String) -> Bool = { path in
      var made = path.hasPrefix("/") ? "" : "."
      for part in path.split(separator: "/") {
        made += "/" + part
        mkdir(made, 0o777)
      }
      var status = stat()
      return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
    let now: () -> String = {
      let outcome = TodoShProcess.run(["date", "+%Y-%m-%dT%T"], environment: environment)
      let text = outcome.output.trimmingCharacters(in: "\n")
      if outcome.status == 0, text.count == 19 { return text }
      return clockTime()
    }
    let emit: (LaunchOutput) -> Void = { output in
      switch output {
      case .standardOutput(let text): writeAll(STDOUT_FILENO, text)
      case .standardError(let text): writeAll(STDERR_FILENO, text)
      }
    }
    let ask: (String) -> Character? = { prompt in
      if isatty(STDIN_FILENO) != 0 { writeAll(STDERR_FILENO, prompt) }
      var byte: UInt8 = 0
      guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
      return Character(Unicode.Scalar(byte))
    }
    let readLine: (String) -> String? = { prompt in
      if isatty(STDIN_FILENO) != 0 { writeAll(STDERR_FILENO, prompt) }
      return Swift.readLine(strippingNewline: true)
    }
    let run: ([String], [String: String], String?, Bool) -> (status: Int32, output: String) = {
      arguments, environment, input, capturing in
      let outcome = TodoShProcess.run(arguments, environment: environment, input: input, capturing: capturing)
      return (outcome.status, outcome.output)
    }
    var world = TodoShWorld(
      environment: environment, scriptPath: scriptPath, readText: readText, kind: kind,
      listFolder: listFolder,
      loadLines: loadLines, saveLines: saveLines, makeFolder: makeFolder, now: now, emit: emit, ask: ask,
      readLine: readLine, run: run)
    world.journal = { path, before, after, edit in
      let journal = Journal(forList: path)
      // A journal that is not the user's own is not written; the list is saved as ever.
      if journal.distrust() == nil {
        try? journal.append { (last: Int) -> [String] in
          let event = JournalEvent(kind: .did, edit: edit, number: last + 1)
          let at = Journal.timestamp(JournalTime.now())
          return JournalEntry.entries(of: event, step: last + 1, at: at).map(\.jsonLine)
        }
      }
      let todos = after.filter { !$0.isEmpty }.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) }
      ShellSeenRecord.carry(
        SeenRecord(listPath: path), before: ToDoTxtDocument(lines: before.map { TextLine($0) }),
        after: ToDoList(todos))
    }
    return world
  }

  /// The clock's local time as `date` writes it, where there is no `date`.
  private static func clockTime() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }

  /// Writes all of `text` to `descriptor`, unbuffered: standard output and error keep
  /// their order.
  private static func writeAll(_ descriptor: Int32, _ text: String) {
    var text = text
    text.withUTF8 { ToDoRuntime.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// One store a path, kept for the run.
  private final class StoreTable {
    private var stores: [String: FileToDoStore] = [:]

    func store(for path: String) -> FileToDoStore {
      if let store = stores[path] { return store }
      let store = FileToDoStore(path: path)
      stores[path] = store
      return store
    }
  }
}

extension String {
  /// Without `characters` at either end.
  func trimmingCharacters(in characters: String) -> String {
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
