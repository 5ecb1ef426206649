import Foundation
import Testing

/// A path that names no regular file is refused in words for the kind of file the app
/// meant to read there: a config file is never asked to be a todo.txt list.
@Suite("Messages for each kind of file")
struct FileKindMessagesTests {
  @Test("--check-config on a config that is a link to /dev/zero: told to give a config file")
  func configThatIsADevice() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    symlink("/dev/zero", folder.file("config"))
    let result = try await runProcess(
      [try ToDoBinary.path(), "--config", folder.file("config"), "--check-config"])
    #expect(result.stderr.contains("not a regular file (a character device)"), "\(result.stderr)")
    #expect(
      result.stderr.contains("To fix: give the path of a config file (--config FILE)"), "\(result.stderr)")
    #expect(!result.stderr.contains("todo.txt"), "\(result.stderr)")
  }

  @Test("--replay /dev/null: told to give a recording")
  func recordingThatIsADevice() async throws {
    let result = try await runProcess([try ToDoBinary.path(), "--replay", "/dev/null", "--print"])
    #expect(result.status != 0)
    #expect(
      result.stderr
        == "todo: cannot read the recording: not a regular file (a character device): '/dev/null'; "
        + "give the path of a recording made with --record FILE.\n")
  }
}
