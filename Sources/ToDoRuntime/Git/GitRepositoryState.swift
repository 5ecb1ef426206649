/// What git says of a list: the repository it is in, the `merge=` attributes of the list
/// and of its done file, and which of the drivers' settings the repository's config has.
public struct GitRepositoryState: Equatable, Sendable {
  /// The repository's top folder; nil when the list is in none (or git cannot run).
  public var root: String?
  /// The `merge=` attribute of the list and of its done file; nil: none.
  public var listDriver: String?
  public var doneDriver: String?
  /// The settings of `keys` the repository's own config has, key to value.
  public var configured: [String: String]

  public init(root: String?, listDriver: String?, doneDriver: String?, configured: [String: String]) {
    self.root = root
    self.listDriver = listDriver
    self.doneDriver = doneDriver
    self.configured = configured
  }

  /// Whether git merges both files with todo: the attributes and every driver setting there.
  public var mergesWithToDo: Bool {
    listDriver == GitSetup.listDriver && doneDriver == GitSetup.doneDriver
      && [GitSetup.listDriver, GitSetup.doneDriver].allSatisfy { configured["merge.\($0).driver"] != nil }
  }

  /// Asks git about the list at `listPath` and its done file at `donePath` (both in one
  /// folder, as a done file is beside its list) and about the config `keys`. Runs git; blocks
  /// the calling thread, never the app's main thread.
  public static func read(listPath: String, donePath: String, keys: [String]) -> GitRepositoryState {
    let slash = listPath.lastIndex(of: "/")
    let folder = slash.map { listPath[..<$0].isEmpty ? "/" : String(listPath[..<$0]) } ?? "."
    func name(_ path: String) -> String {
      path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
    func firstLine(_ result: GitProcess.Result) -> String? {
      guard result.status == 0 else { return nil }
      return result.output.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
    }
    guard let root = firstLine(GitProcess.run(["-C", folder, "rev-parse", "--show-toplevel"])), !root.isEmpty
    else { return GitRepositoryState(root: nil, listDriver: nil, doneDriver: nil, configured: [:]) }
    func driver(_ path: String) -> String? {
      // `FILE: merge: VALUE`, VALUE `unspecified` or `unset` when there is none.
      guard let line = firstLine(GitProcess.run(["-C", folder, "check-attr", "merge", "--", name(path)])),
        let value = line.split(separator: ":").last.map({ String($0.trimmingPrefix(" ")) })
      else { return nil }
      return value == "unspecified" || value == "unset" || value.isEmpty ? nil : value
    }
    var configured: [String: String] = [:]
    for key in keys {
      if let value = firstLine(GitProcess.run(["-C", root, "config", "--local", "--get", key])) {
        configured[key] = value
      }
    }
    return GitRepositoryState(
      root: root, listDriver: driver(listPath), doneDriver: driver(donePath), configured: configured)
  }
}
