import Glibc
import ToDoCore

/// How a launch reads the config file and the views file (and, for `--where`, asks git of
/// the list): the disk when live, a dictionary of texts in tests, so that the launch's decisions are tested without a disk. Each read
/// gives the file's contents, nil when it is missing, or why it cannot be read. Callable
/// from any thread.
public struct LaunchFiles: Sendable {
  public var readConfigFile: @Sendable (String) throws(ToDoStoreError) -> FileContents?
  public var readViewsFile: @Sendable (String) throws(ToDoStoreError) -> FileContents?
  /// Whether something (a file, a folder, a link) is at a path: a first argument that names
  /// nothing there may be a todo typed without `add` (`LaunchOptions.parse`).
  public var exists: @Sendable (String) -> Bool
  /// What git says of the list at a path (`--where`); nil when it is not asked.
  public var readGitState: @Sendable (String) -> GitRepositoryState?
  /// todo.sh's configuration file for an environment (`TodoShConfigFile`), nil when there
  /// is none: where the default list is when todo.sh's config names it.
  public var readTodoShConfig: @Sendable ([String: String]) -> TodoShConfigFile? = { _ in nil }

  public init(
    readConfigFile: @escaping @Sendable (String) throws(ToDoStoreError) -> FileContents?,
    readViewsFile: @escaping @Sendable (String) throws(ToDoStoreError) -> FileContents?,
    exists: @escaping @Sendable (String) -> Bool = { _ in true },
    readGitState: @escaping @Sendable (String) -> GitRepositoryState? = { _ in nil }
  ) {
    self.readConfigFile = readConfigFile
    self.readViewsFile = readViewsFile
    self.exists = exists
    self.readGitState = readGitState
  }

  /// The files on the disk (the views file's read finishes an interrupted write of it first).
  public static let live: LaunchFiles = {
    var files = LaunchFiles(
      readConfigFile: { path throws(ToDoStoreError) in try LiveFileSystem().read(path, kind: .config) },
      readViewsFile: { path throws(ToDoStoreError) in try ViewsFile.contents(at: path) },
      exists: { path in
        var status = stat()
        return lstat(path, &status) == 0
      },
      readGitState: { path in
        GitRepositoryState.read(
          listPath: path, donePath: GitSetup.donePath(ofList: path),
          keys: GitSetup.wanted(executable: "todo").map(\.key))
      })
    files.readTodoShConfig = { TodoShConfigFile.live(environment: $0) }
    return files
  }()

  /// The config file in use: the one `--config` names, else the default one. Pure.
  func configPath(_ options: LaunchOptions, environment: [String: String]) -> String? {
    options.configPath ?? Config.defaultPath(environment: environment)
  }

  /// Reads the config file in use: its settings, and its problems (each for one line, whose
  /// setting keeps its default). A missing default config is no problem; a missing file named
  /// with `--config` is one, for the whole file.
  func readConfig(_ options: LaunchOptions, environment: [String: String]) -> (
    Config, [ConfigProblem], found: Bool
  ) {
    guard let path = configPath(options, environment: environment) else { return (Config(), [], false) }
    let contents: FileContents?
    do {
      contents = try readConfigFile(path)
    } catch {
      let (reason, fix) = error.description.reasonAndFix(otherwise: "check the path and its permissions")
      let problem = ConfigProblem(path: path, line: 0, problem: "cannot be read: \(reason)", fix: fix)
      return (Config(), [problem], true)
    }
    guard let contents else {
      guard options.configPath == nil else {
        let problem = ConfigProblem(
          path: path, line: 0, problem: "there is no such file",
          fix: "check the path given to --config, or leave --config out for the defaults")
        return (Config(), [problem], false)
      }
      return (Config(), [], false)
    }
    guard let text = String(validating: contents.bytes, as: UTF8.self) else {
      let problem = ConfigProblem(
        path: path, line: 0, problem: "is not UTF-8 text", fix: "save it as UTF-8 text, one setting a line")
      return (Config(), [problem], true)
    }
    let (config, problems) = Config.read(text, path: path, environment: environment)
    return (config, problems, true)
  }

  /// Reads the saved views from the views file beside the config file in use into
  /// `settings`; returns its problems (each leaves its view out, and the file unwritten). A
  /// missing file is no problem: it is made on the first save.
  func readSavedViews(
    into settings: inout LaunchSettings, _ options: LaunchOptions, environment: [String: String]
  )
    -> [ConfigProblem]
  {
    guard let configPath = configPath(options, environment: environment) else { return [] }
    let path = ViewsFile.path(besideConfigAt: configPath)
    settings.viewsPath = path
    let contents: FileContents?
    do {
      contents = try readViewsFile(path)
    } catch {
      settings.savedViews = SavedViews(unwritableBecause: "\(path) cannot be read")
      let (reason, fix) = error.description.reasonAndFix(otherwise: "check the file and its permissions")
      return [ConfigProblem(path: path, line: 0, problem: "cannot be read: \(reason)", fix: fix)]
    }
    guard let contents else { return [] }
    settings.viewsVersion = contents.fingerprint
    guard let text = String(validating: contents.bytes, as: UTF8.self) else {
      settings.savedViews = SavedViews(unwritableBecause: "\(path) is not UTF-8 text")
      return [
        ConfigProblem(
          path: path, line: 0, problem: "is not UTF-8 text", fix: "save it as UTF-8 text, or delete it")
      ]
    }
    let (views, problems) = ViewsFile.read(text, path: path)
    settings.savedViews = views
    return problems
  }
}

extension String {
  /// A file error split into what happened and how to fix it (after its last "; ", where
  /// the errors of `LiveFileSystem` put their advice), or `fix` when it gives none: a
  /// problem line says each once. Pure.
  func reasonAndFix(otherwise fix: String) -> (reason: String, fix: String) {
    var index = endIndex
    while index > startIndex {
      index = self.index(before: index)
      if self[index...].hasPrefix("; ") {
        return (String(self[..<index]), String(self[self.index(index, offsetBy: 2)...]))
      }
    }
    return (self, fix)
  }
}
