import Foundation

/// The shared test data beside the repository (`shared/corpus`, `shared/corpus-ics`,
/// `shared/todotxt-cli`): other projects' real files, read in place and never copied in
/// (each folder's SOURCES.md says where they came from).
public enum SharedFolder {
  /// `shared/<name>` beside the repository or beside one of its parent folders, found from
  /// this file's place; nil when it is absent, for the tests that need it to say so.
  public static func path(_ name: String) -> String? {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      let candidate = folder.appendingPathComponent("shared/\(name)").path
      if FileManager.default.fileExists(atPath: candidate + "/SOURCES.md") { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}
