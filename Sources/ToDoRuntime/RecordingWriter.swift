import Glibc
import ToDoCore

/// Appends every action to a recording file as it happens (`todo --record FILE`).
/// Main-actor only. Each line is written at once, so a crash loses nothing before it.
@MainActor
public final class RecordingWriter {
  private let descriptor: Int32
  private let start = ContinuousClock.now

  /// Creates (or empties) the file at `path` and writes the header.
  public init(path: String, size: Size, listName: String?) throws(RecordingWriterError) {
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw RecordingWriterError(path: path, reason: String(cString: strerror(errno)))
    }
    write(Recording.headerLine(size: size, listName: listName))
  }

  public func record(_ action: Action) {
    write(Recording.line(for: Recording.Entry(time: ContinuousClock.now - start, action: action)))
  }

  private func write(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

/// A recording file that cannot be written, with what to do about it.
public struct RecordingWriterError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public var description: String {
    "todo: cannot write the recording to '\(path)': \(reason).\nTo fix: choose a file in a directory you can write to."
  }
}
