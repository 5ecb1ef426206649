import Foundation

extension TmuxSession {
  /// The app on a new folder whose todo.txt holds `lines`, once `ready` holds for its
  /// screen: the list loaded as the test expects. On failure nothing is left running or on
  /// disk; on success the caller ends the app and removes the folder.
  static func launch(
    on lines: String, options: [String] = [], environment: (TemporaryFolder) throws -> [String: String],
    waitingFor what: String, _ ready: (Screen) -> Bool
  ) async throws -> (TemporaryFolder, TmuxSession) {
    let folder = try TemporaryFolder()
    do {
      try folder.write("todo.txt", lines)
      let app = try await TmuxSession(
        arguments: options + [folder.file("todo.txt")], environment: try environment(folder))
      do {
        try await app.waitFor(what, ready)
        return (folder, app)
      } catch {
        app.kill()
        throw error
      }
    } catch {
      folder.remove()
      throw error
    }
  }
}
