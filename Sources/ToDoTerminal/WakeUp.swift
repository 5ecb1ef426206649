import Glibc

/// A descriptor that becomes readable when `signal()` is called, from any thread or from a
/// signal handler: the read end of a pipe, both ends non-blocking (the self-pipe pattern;
/// `signal` is one `write`, which is async-signal-safe; a full pipe is readable already,
/// so a write that finds it full loses nothing). Thread-safe.
public final class WakeUp: Sendable {
  /// The end to poll.
  public let descriptor: Int32
  /// The end `signal` writes.
  private let writeEnd: Int32

  /// Fails only when the process is out of descriptors.
  public init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    writeEnd = ends[1]
  }

  /// Makes the descriptor readable until the next `drain()`.
  public func signal() {
    Self.signal(writeEnd)
  }

  /// The descriptor a signal handler writes to call `signal()`: a handler can only reach
  /// a number.
  var signalDescriptor: Int32 { writeEnd }

  /// `signal()` for a signal handler.
  static func signal(_ writeEnd: Int32) {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Makes the descriptor unreadable again; never blocks.
  public func drain() {
    var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
    while withUnsafeMutableBytes(of: &bytes, { read(descriptor, $0.baseAddress, $0.count) }) == 64 {}
  }

  deinit {
    close(descriptor)
    close(writeEnd)
  }
}
