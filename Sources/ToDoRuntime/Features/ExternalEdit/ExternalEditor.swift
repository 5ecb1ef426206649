import Glibc
import ToDoCore

/// The user's editor, run on a todo's text (`E`) or its note (`N`, through `NoteFolder`):
/// `$VISUAL`, else `$EDITOR`, else `vi`, started by `/bin/sh -c` so that a value with
/// arguments (`code -w`, `emacs -nw`) works as it does in a shell. Thread-safe (no state);
/// `edit` and `run` block until the editor ends.
public struct ExternalEditor: Sendable {
  /// The most bytes the editor's file may hold when it is read back (1 MiB).
  static let maximumFileSize = 1 << 20

  /// The editor's command line, as the user set it.
  public var command: String

  public init(command: String) {
    self.command = command
  }

  /// The editor the process environment names: `VISUAL`, else `EDITOR` (blank values are
  /// skipped), else `vi`. Pure.
  public static func configured(by environment: [String: String]) -> ExternalEditor {
    let named = [environment["VISUAL"], environment["EDITOR"]].lazy.compactMap { $0 }
      .first { !$0.allSatisfy(\.isWhitespace) }
    return ExternalEditor(command: named ?? "vi")
  }

  /// Writes `text` and a newline to a new private file (`todo-XXXXXX.txt` in `$TMPDIR`),
  /// runs the editor on it and waits for it, then reads the file back and removes it. The
  /// editor inherits the terminal: the caller hands it over first. Blocks.
  public func edit(_ text: String) -> ExternalEditOutcome {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/todo-XXXXXX.txt".utf8CString)
    let descriptor = mkstemps(&template, 4)
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard descriptor >= 0 else {
      return .failed(FileErrors.failure("cannot create a file for the editor in", path: folder).description)
    }
    defer { unlink(path) }
    let bytes = Array((text + "\n").utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress!, $0.count) }
    close(descriptor)
    guard written == bytes.count else {
      return .failed(FileErrors.failure("cannot write the file for the editor", path: path).description)
    }
    let exitStatus = run(on: path)
    guard exitStatus == 0 else {
      return .editorFailed(editor: command, status: exitStatus)
    }
    // A file of megabytes is refused before it is read: no todo is that long, and the
    // core would only refuse it after the whole of it had crossed the main thread.
    var status = stat()
    if stat(path, &status) == 0, Int(status.st_size) > Self.maximumFileSize {
      return .failed(
        "the editor left \(Int(status.st_size).counted("byte")) in its file, more than any todos "
          + "(at most \(Self.maximumFileSize >> 20) MiB)")
    }
    guard let contents = try? LiveFileSystem().read(path) else {
      return .failed("the editor removed its file, or it cannot be read: '\(path)'")
    }
    return .edited(String(decoding: contents.bytes, as: UTF8.self))
  }

  /// Runs `/bin/sh -c '<command> "$1"' sh <path>` (a todo's file, or a note's, which may
  /// not exist yet) with the default signal handling and
  /// no signal blocked, in the app's process group (the terminal's foreground), and waits
  /// for it, stopping with it: its exit status (128 + the signal that ended it;
  /// 127 when it could not be started).
  func run(on path: String) -> Int32 {
    let arguments = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var child: pid_t = 0
    let started = withChildFileActions { actions in
      withChildSpawnAttributes { attributes in
        posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, environ)
      }
    }
    guard started == 0 else { return 127 }
    var status: Int32 = 0
    while true {
      if waitpid(child, &status, WUNTRACED) < 0 {
        guard errno == EINTR else { return 127 }
        continue
      }
      // WIFSTOPPED: the editor stopped itself (`vi`'s Ctrl-Z stops its whole process
      // group, which the app catches). The app stops too, so that the shell gets the
      // terminal back; `fg` continues both, and the wait goes on.
      guard status & 0xff == 0x7f else { break }
      kill(getpid(), SIGSTOP)
      kill(child, SIGCONT)
    }
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }
}
