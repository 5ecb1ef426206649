import Glibc
import ToDoCore
import ToDoRuntime
import ToDoTerminal

/// The config file in use: the one `--config` names, else the default one.
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
    contents = try LiveFileSystem().read(path, kind: .config)
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
    contents = try ViewsFile.contents(at: path)
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

/// The settings the app starts with: the config file read (its problems written to
/// standard error, the app going on with the defaults for them), the options over it, and
/// its colours given to the theme. The modes that only print (`--where`, `--check-config`,
/// `--generate`) print here and exit.
func launchSettings(_ options: LaunchOptions, environment: [String: String]) -> LaunchSettings {
  if case .generate(let what) = options.mode {
    print(generated(what), terminator: "")
    exit(0)
  }
  let (config, configProblems, found) = readConfig(options, environment: environment)
  var settings = LaunchSettings(options: options, config: config)
  let viewsProblems = readSavedViews(into: &settings, options, environment: environment)
  let problems = configProblems + viewsProblems
  let path =
    configPath(options, environment: environment) ?? "(none: neither XDG_CONFIG_HOME nor HOME is set)"
  switch options.mode {
  case .showPaths:
    print(whereText(configPath: path, configFound: found, settings: settings, environment: environment))
    print("saved views:  \(settings.viewsPath ?? "(none: no config folder)")")
    exit(0)
  case .checkConfig:
    for problem in problems { printError(problem.description) }
    if problems.isEmpty {
      print(found ? "\(path): no problems." : "\(path): no such file; the defaults apply.")
      if let views = settings.viewsPath, settings.viewsVersion != nil { print("\(views): no problems.") }
      exit(0)
    }
    let files = [
      configProblems.isEmpty ? nil : "the config file", viewsProblems.isEmpty ? nil : "the views file",
    ]
    printError(
      "todo: \(problems.count == 1 ? "1 problem" : "\(problems.count) problems") in "
        + files.compactMap { $0 }.joined(separator: " and ") + ".")
    exit(2)
  case .run, .showHelp, .showVersion, .replay, .generate:
    break
  }
  for problem in problems { printError(problem.description) }
  if !configProblems.isEmpty {
    printError(
      "todo: starting with the defaults for these settings; 'todo --check-config' checks the file again.")
  }
  if !viewsProblems.isEmpty {
    printError(
      "todo: starting without the views that have problems; the views file is not written until they are fixed."
    )
  }
  var foregrounds: [Style: TerminalColor] = [:]
  for (target, color) in settings.colors {
    foregrounds[target.style] = TerminalColor(name: color.rawValue)
  }
  Theme.configure(foregrounds: foregrounds)
  return settings
}

/// What `--where` prints.
func whereText(configPath: String, configFound: Bool, settings: LaunchSettings, environment: [String: String])
  -> String
{
  let list: String
  switch settings.file {
  case .path(let path): list = path
  case .defaultLocation:
    list =
      LaunchOptions.defaultFilePath(environment: environment)
      ?? "(none: neither XDG_DATA_HOME nor HOME is set)"
  case nil: list = "(none: the demo list, not saved)"
  }
  let defaultList = LaunchOptions.defaultFilePath(environment: environment) ?? "(none)"
  return """
    config:       \(configPath)\(configFound ? "" : " (no such file: the defaults apply)")
    todo file:    \(list)
    default file: \(defaultList) (todo --file)
    """
}

/// The manual page or a completion script.
func generated(_ what: LaunchOption.Generated) -> String {
  switch what {
  case .man: ManPage.text(keymap: .standard)
  case .bash: Completions.bash
  case .zsh: Completions.zsh
  case .fish: Completions.fish
  }
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
  var text = message + "\n"
  text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
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
