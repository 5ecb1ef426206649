/// One list the app can show: its file's path and the name the title and the chooser
/// show (the path with `~` for the home folder, or the config's name). Pure value.
public struct ListEntry: Hashable, Sendable, Codable {
  public var name: String
  public var path: String

  public init(name: String, path: String) {
    self.name = name
    self.path = path
  }
}
