import ToDoCore

/// One write a launch makes before the app starts: its bytes, and the stream they go to.
/// Pure value.
public enum LaunchOutput: Equatable, Sendable {
  case standardOutput(String)
  case standardError(String)
}

/// What a command line comes to, decided before the terminal is touched: either what to
/// write and the status to exit with, or the settings to start the app with. Pure value;
/// the executable alone writes and exits.
public enum LaunchPlan: Equatable, Sendable {
  /// Write `output`, in order, then exit with `status`: the modes that only print (help,
  /// version, `--where`, `--check-config`, `--generate`), and a command line that cannot
  /// be run (status 2).
  case exit(status: Int32, output: [LaunchOutput])
  /// Start the app (`options.mode` is `.run` or `.replay`), or run a command for scripts
  /// (`.command`), with `settings`, after writing
  /// each of `warnings` on a line of its own to standard error (the problems of the config
  /// and views files, whose settings keep their defaults).
  case start(LaunchOptions, LaunchSettings, warnings: [String])

  /// The plan for `arguments` (the command line without the program's name): the options
  /// parsed, the config file and the views file read through `files`, the options over
  /// them. Reads nothing but through `files` (nothing at all for `--generate` and a bad
  /// command line); pure when they are.
  public static func make(arguments: [String], environment: [String: String], files: LaunchFiles)
    -> LaunchPlan
  {
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(arguments, fileExists: files.exists)
    } catch {
      return .exit(status: 2, output: [.standardError(error.description + "\n")])
    }
    // The generated texts read no file: not even the views file, whose read may finish
    // another process's interrupted write.
    if case .generate(let what) = options.mode {
      return .exit(status: 0, output: [.standardOutput(generated(what))])
    }
    let (config, configProblems, found) = files.readConfig(options, environment: environment)
    var settings = LaunchSettings(options: options, config: config)
    let viewsProblems = files.readSavedViews(into: &settings, options, environment: environment)
    var warnings = (configProblems + viewsProblems).map(\.description)
    settings.problems = (configProblems + viewsProblems).map { $0.line(environment: environment) }
    if !configProblems.isEmpty {
      warnings.append(
        "todo: starting with the defaults for these settings; 'todo --check-config' checks the file again.")
    }
    if !viewsProblems.isEmpty {
      warnings.append(
        "todo: starting without the views that have problems; the views file is not written until they are fixed."
      )
    }
    let configPath =
      files.configPath(options, environment: environment)
      ?? "(none: neither XDG_CONFIG_HOME nor HOME is set)"
    switch options.mode {
    case .run, .replay, .command:
      return .start(options, settings, warnings: warnings)
    case .showHelp:
      return .exit(
        status: 0,
        output: warnings.map { .standardError($0 + "\n") } + [.standardOutput(LaunchOptions.usage + "\n")])
    case .showVersion:
      return .exit(
        status: 0,
        output: warnings.map { .standardError($0 + "\n") } + [
          .standardOutput("todo \(LaunchOptions.version)\n")
        ])
    case .showPaths:
      let todoShConfig = settings.file == .defaultLocation ? files.readTodoShConfig(environment) : nil
      var text =
        whereText(
          configPath: configPath, configFound: found, settings: settings, environment: environment,
          todoShConfig: todoShConfig)
        + "\nsaved views:  \(settings.viewsPath ?? "(none: no config folder)")\n"
      let listPath: String? =
        switch settings.file {
        case .path(let path): path
        case .defaultLocation: DefaultList.resolve(environment: environment, todoShConfig: todoShConfig)?.path
        case .demo: nil
        }
      if let listPath, let git = files.readGitState(listPath) { text += GitWhere.summary(git) + "\n" }
      return .exit(status: 0, output: [.standardOutput(text)])
    case .checkConfig:
      return checked(
        configPath: configPath, configFound: found, settings: settings, configProblems: configProblems,
        viewsProblems: viewsProblems)
    case .generate(let what):  // Returned above, before any file was read.
      return .exit(status: 0, output: [.standardOutput(generated(what))])
    }
  }

  /// What `--check-config` writes: each problem, then a count of them (status 2), or that
  /// there are none (status 0). Pure.
  static func checked(
    configPath: String, configFound: Bool, settings: LaunchSettings, configProblems: [ConfigProblem],
    viewsProblems: [ConfigProblem]
  ) -> LaunchPlan {
    let problems = configProblems + viewsProblems
    var output = problems.map { LaunchOutput.standardError($0.description + "\n") }
    guard !problems.isEmpty else {
      var text =
        configFound
        ? "\(configPath): no problems.\n" : "\(configPath): no such file; the defaults apply.\n"
      if let views = settings.viewsPath, settings.viewsVersion != nil { text += "\(views): no problems.\n" }
      output.append(.standardOutput(text))
      return .exit(status: 0, output: output)
    }
    let files = [
      configProblems.isEmpty ? nil : "the config file", viewsProblems.isEmpty ? nil : "the views file",
    ]
    output.append(
      .standardError(
        "todo: \(problems.count == 1 ? "1 problem" : "\(problems.count) problems") in "
          + files.compactMap { $0 }.joined(separator: " and ") + ".\n"))
    return .exit(status: 2, output: output)
  }

  /// What `--where` prints, but for its last line (the views file): the todo file in use
  /// and what chose it, the notes folder (`note:` files), the other lists. Pure.
  static func whereText(
    configPath: String, configFound: Bool, settings: LaunchSettings, environment: [String: String],
    todoShConfig: TodoShConfigFile? = nil
  ) -> String {
    let defaultList = DefaultList.resolve(environment: environment, todoShConfig: todoShConfig)
    let list: String
    let chosenBy: String
    var listFolder: String?
    switch settings.file {
    case .path(let path):
      list = path
      chosenBy = settings.fileFromConfig ? "the config's file setting" : "the command line"
      listFolder = Paths.directory(of: path)
    case .defaultLocation:
      list = defaultList?.path ?? "(none: neither XDG_DATA_HOME nor HOME is set)"
      chosenBy = defaultList?.chosenBy ?? "nothing"
      listFolder = defaultList.map { Paths.directory(of: $0.path) }
    case .demo:
      list = "(none: the demo list, not saved)"
      chosenBy = "--demo"
    }
    // Every list the session opens beside the first: the command line's, the config's.
    let others =
      settings.otherFiles.map { "other list:   \($0) (the command line)\n" }.joined()
      + settings.namedLists.map { "other list:   \($0.path) (the config's [lists] \($0.name))\n" }.joined()
    // Where `note:` files are read and made: the config's folder, else each list's own.
    let notes =
      settings.notesFolder.map { "\($0) (the config's notes setting)" }
      ?? listFolder.map { "\($0) (the list's folder: no notes setting)" }
      ?? "(none: the demo list has no notes)"
    return """
      config:       \(configPath)\(configFound ? "" : " (no such file: the defaults apply)")
      todo file:    \(list)
      chosen by:    \(chosenBy)
      notes folder: \(notes)
      \(others)default file: \(defaultList?.path ?? "(none)") (todo, todo --file, unless the config names one)
      """
  }

  /// The manual page or a completion script. Pure.
  static func generated(_ what: LaunchOption.Generated) -> String {
    switch what {
    case .man: ManPage.text(keymap: .standard)
    case .bash: Completions.bash
    case .zsh: Completions.zsh
    case .fish: Completions.fish
    }
  }
}
