import ToDoCore

/// What the app starts with: the command line's choices over the config file's, over the
/// defaults. Pure value.
public struct LaunchSettings: Equatable, Sendable {
  public var file: LaunchOptions.FileChoice?
  public var mouse: Bool
  public var preferences: Preferences
  public var keymap: Keymap
  public var colors: [Config.ColorTarget: Config.ColorName]
  /// The views file beside the config file (nil without a config folder), the views it
  /// holds, and its version as read (nil while it does not exist).
  public var viewsPath: String?
  public var savedViews = SavedViews()
  public var viewsVersion: FileFingerprint?

  /// Options override the config; the config overrides the defaults. Pure.
  public init(options: LaunchOptions, config: Config) {
    switch options.file {
    case .path(let path): file = .path(path)
    // `--file` alone, or no file at all: the config's file when it names one.
    case .defaultLocation: file = config.file.map { .path($0) } ?? .defaultLocation
    case nil: file = config.file.map { .path($0) }
    }
    mouse = options.mouse ?? config.mouse ?? true
    let creationDates = options.creationDates ?? config.creationDates ?? false
    preferences = Preferences(
      newToDos: options.newToDos ?? config.newToDos ?? .top, addsCreationDates: creationDates)
    keymap = config.keymap
    colors = config.colors
  }
}
