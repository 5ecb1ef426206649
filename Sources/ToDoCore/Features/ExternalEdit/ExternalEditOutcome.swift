/// What the user's editor left for a todo opened with `E`. Pure data.
public enum ExternalEditOutcome: Equatable, Sendable, Codable {
  /// The editor ended with status 0; the file held this text.
  case edited(String)
  /// The editor ended with a non-zero status (127: the shell found no such editor).
  case editorFailed(editor: String, status: Int32)
  /// The file could not be made or read back, or the editor not started: why, reason first.
  case failed(String)
}
