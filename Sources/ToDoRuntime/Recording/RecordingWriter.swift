import Glibc
import ToDoCore

/// Appends every action to a recording file as it happens (`todo --record FILE`).
/// Main-actor only. Each line is written at once, so a crash loses nothing before it.
///
/// Opened before the terminal is taken over, so that a file that cannot or must not be
/// written is refused with the terminal untouched; it writes over nothing but an earlier
/// recording, and never over the todo list, whatever path names either. It is opened
/// without following a symbolic link (nothing is made through a dangling one), and a file
/// another user owns or may write, or one in a folder others may write (but a sticky one,
/// as `/tmp`), is refused (`OwnFile`).
@MainActor
public final class RecordingWriter {
  private let path: String
  private let descriptor: Int32
  private var start = ContinuousClock.now
  private var actionsWritten = 0
  /// Whether the file was made for this recording (then `abandon` removes it).
  private var created: Bool
  /// Why the recording stopped being written, if it did: it then lacks every action since.
  public private(set) var failure: RecordingWriterError?

  /// Opens `path` for a new recording: creates it, or empties it if it is an earlier
  /// recording (or empty). Refuses any other file, and the file `listPath` names.
  public init(path: String, protecting listPath: String?) throws(RecordingWriterError) {
    self.path = path
    let flags = O_RDWR | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW
    created = true
    var descriptor = open(path, flags | O_EXCL, 0o644)
    if descriptor < 0, errno == EEXIST {
      created = false
      descriptor = open(path, flags, 0o644)
    }
    guard descriptor >= 0 else {
      throw RecordingWriterError(path: path, reason: errno == ELOOP ? .symbolicLink : .system(errno))
    }
    self.descriptor = descriptor
    do throws(RecordingWriterError) {
      try Self.checkReplaceable(descriptor, path: path, listPath: listPath)
      // Blocking writes from now on (O_NONBLOCK only kept a FIFO without reader from hanging).
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    } catch {
      close(descriptor)
      if created { unlink(path) }
      throw error
    }
  }

  /// Empties the file (an earlier recording) and writes the header: the session, and its
  /// clock, start now. Throws when the file takes no bytes (a full disk, /dev/full).
  public func begin(
    size: Size, listName: String?, preferences: Preferences = Preferences(), demo: DemoList? = nil
  ) throws(RecordingWriterError) {
    if Self.isRegularFile(descriptor), ftruncate(descriptor, 0) != 0 {
      throw RecordingWriterError(path: path, reason: .system(errno))
    }
    start = .now
    write(Recording.headerLine(size: size, listName: listName, preferences: preferences, demo: demo))
    if case .writeFailed(let code, _)? = failure?.reason {
      throw RecordingWriterError(path: path, reason: .system(code))
    }
  }

  /// Gives up before `begin` (the app could not start): a file made for the recording is
  /// removed, an earlier recording stays as it was.
  public func abandon() {
    close(descriptor)
    if created { unlink(path) }
  }

  public func record(_ action: Action) {
    guard failure == nil else { return }
    write(Recording.line(for: Recording.Entry(time: ContinuousClock.now - start, action: action)))
    if failure == nil { actionsWritten += 1 }
  }

  /// Throws unless the open file may be written over: it is not the todo list, and it is
  /// empty or a recording (its first line says so).
  private static func checkReplaceable(_ descriptor: Int32, path: String, listPath: String?)
    throws(RecordingWriterError)
  {
    var file = stat()
    guard fstat(descriptor, &file) == 0 else {
      throw RecordingWriterError(path: path, reason: .system(errno))
    }
    if file.st_mode & S_IFMT == S_IFREG,
      let distrust = OwnFile.distrust(file, path: path, what: "the recording")
        ?? OwnFile.distrustFolder(of: path, what: "the recording", stickyTrusted: true)
    {
      throw RecordingWriterError(path: path, reason: .notTrusted(distrust))
    }
    var list = stat()
    if let listPath, stat(listPath, &list) == 0, list.st_dev == file.st_dev, list.st_ino == file.st_ino {
      throw RecordingWriterError(path: path, reason: .isTheList)
    }
    guard file.st_mode & S_IFMT == S_IFREG, file.st_size > 0 else { return }
    var head = [UInt8](repeating: 0, count: 64 * 1024)
    let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { throw RecordingWriterError(path: path, reason: .notARecording) }
    let firstLine = head.prefix(count).prefix { $0 != UInt8(ascii: "\n") }
    guard Recording.isHeader(String(decoding: firstLine, as: UTF8.self)) else {
      throw RecordingWriterError(path: path, reason: .notARecording)
    }
  }

  private static func isRegularFile(_ descriptor: Int32) -> Bool {
    var file = stat()
    return fstat(descriptor, &file) == 0 && file.st_mode & S_IFMT == S_IFREG
  }

  private func write(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          failure = RecordingWriterError(
            path: path, reason: .writeFailed(written < 0 ? errno : ENOSPC, actionsWritten: actionsWritten))
          return
        }
        offset += written
      }
    }
  }
}

/// A recording file that cannot be written, with what to do about it.
public struct RecordingWriterError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Reason: Equatable, Sendable {
    /// The file cannot be opened or emptied (`errno`).
    case system(Int32)
    /// The path names the todo list (the same file, by any name).
    case isTheList
    /// The file has content that is not a recording.
    case notARecording
    /// The path is a symbolic link: not followed.
    case symbolicLink
    /// The file or its folder is another user's, or others may write it (`OwnFile`'s words).
    case notTrusted(String)
    /// A write failed (`errno`) after this many actions were written.
    case writeFailed(Int32, actionsWritten: Int)
  }

  public var path: String
  public var reason: Reason

  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .system(let code):
      return """
        todo: \(String(cString: strerror(code))): cannot write the recording to '\(path)'.
        To fix: choose a file in a directory you can write to, for example: --record /tmp/todo-session.jsonl
        """
    case .isTheList:
      return """
        todo: '\(path)' is the todo list itself; recording to it would destroy the list.
        To fix: record to another file, for example: --record /tmp/todo-session.jsonl
        """
    case .notARecording:
      return """
        todo: '\(path)' is not a todo recording, so --record will not write over it.
        To fix: record to a new file, or to an earlier recording.
        """
    case .symbolicLink:
      return """
        todo: '\(path)' is a symbolic link: --record does not write through it.
        To fix: record to the file itself, or to a new file, for example: --record /tmp/todo-session.jsonl
        """
    case .notTrusted(let why):
      return "todo: \(why)."
    case .writeFailed(let code, let count):
      let actions = count == 1 ? "1 action" : "\(count) actions"
      return """
        todo: \(String(cString: strerror(code))): the recording '\(path)' is incomplete, it holds only the first \(actions).
        To fix: record where there is room (free space, no file size limit), for example: --record /tmp/todo-session.jsonl
        """
    }
  }
}
