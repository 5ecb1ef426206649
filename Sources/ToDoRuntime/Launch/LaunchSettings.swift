import ToDoCore

/// What the app starts with: the command line's choices over the config file's, over the
/// defaults. Pure value.
public struct LaunchSettings: Equatable, Sendable {
  /// The list: a file, the default list (the config named none), or the demo.
  public var file: LaunchOptions.FileChoice
  /// Whether `file` is the config's `file` setting (for `--where`).
  public var fileFromConfig = false
  /// The config's `file` setting, if any: where `y` on quitting the demo keeps its todos.
  public var configFile: String?
  public var mouse: Bool
  /// Whether the list is synced through git.
  public var sync: Bool
  /// The notes folder the config names (`notes`); nil: the list's own folder.
  public var notesFolder: String?
  /// The vdir the config names (`[sync.caldav] folder`); nil: no CalDAV sync.
  public var calDAVFolder: String?
  /// The lists the session can switch to besides `file`: the command line's other files,
  /// then the config's named lists (`[lists]`).
  public var otherFiles: [String] = []
  public var namedLists: [ListEntry] = []
  public var preferences: Preferences
  public var keymap: Keymap
  public var colors: [Config.ColorTarget: Config.ColorName]
  /// The views file beside the config file (nil without a config folder), the views it
  /// holds, and its version as read (nil while it does not exist).
  public var viewsPath: String?
  public var savedViews = SavedViews()
  public var viewsVersion: FileFingerprint?
  /// How large and old the list's journal may grow (`[journal]`).
  public var journalBounds = JournalBounds()
  /// The config and views files' problems, one line each (`ConfigProblem.line(home:)`):
  /// the app shows the first on its status line at the start and every one in its help.
  public var problems: [String] = []

  /// Options override the config; the config overrides the defaults. Pure.
  public init(options: LaunchOptions, config: Config) {
    switch options.file {
    case .path(let path): file = .path(path)
    case .demo: file = .demo
    // `--file` alone, or no file at all: the config's file when it names one, else the
    // default list.
    case .defaultLocation: file = config.file.map { .path($0) } ?? .defaultLocation
    case nil:
      if case .replay = options.mode {
        // A replay's todos are its recording's; it goes on live on the demo, unless the
        // config names a file, as it always did.
        file = config.file.map { .path($0) } ?? .demo
      } else {
        file = config.file.map { .path($0) } ?? .defaultLocation
      }
    }
    configFile = config.file
    if case .path(let path) = file, options.file != .path(path) { fileFromConfig = true }
    mouse = options.mouse ?? config.mouse ?? true
    sync = options.sync ?? config.sync ?? false
    notesFolder = config.notes
    calDAVFolder = config.calDAVFolder
    otherFiles = options.moreFiles
    namedLists = config.lists
    let creationDates = options.creationDates ?? config.creationDates ?? false
    preferences = Preferences(
      newToDos: options.newToDos ?? config.newToDos ?? .top, addsCreationDates: creationDates)
    keymap = config.keymap
    colors = config.colors
    journalBounds = config.journal
  }
}
