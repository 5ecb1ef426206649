import Glibc
import TerminalProtocol

/// Reads standard input itself, the terminal library never: one `read` per wake-up takes
/// everything the terminal sent (a key, a burst, a paste's first 64 KB), and only a read
/// that filled the buffer is followed by more. Bytes become code points here; keys are
/// `KeyDecoder`'s business. Main-actor only.
@MainActor
final class InputReader {
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  /// The bytes of a character cut by the end of a read, finished by the next one; bytes
  /// that are not UTF-8 are dropped, and what follows them kept.
  private var utf8 = UTF8Assembler()

  /// What one wake-up's reads found.
  enum Outcome {
    /// Bytes were read (their code points are in the array passed in; maybe none, when
    /// they only began a character).
    case read
    /// Standard input reached its end or failed: the terminal is gone.
    case atEnd
  }

  /// Reads what standard input holds, which `poll` said is readable, into `inputs` (an
  /// array the caller keeps, emptied first). Blocks only should another reader of the
  /// terminal have taken the bytes in between.
  func read(into inputs: inout [UInt32]) -> Outcome {
    inputs.removeAll(keepingCapacity: true)
    while true {
      let count = Self.readStandardInput(into: &buffer)
      if count < 0, errno == EINTR { continue }
      if count < 0, errno == EAGAIN { return .read }
      guard count > 0 else { return inputs.isEmpty ? .atEnd : .read }
      for index in 0..<count {
        if let scalar = utf8.push(buffer[index]) { inputs.append(scalar) }
      }
      guard count == buffer.count, Self.isReadable() else { return .read }
    }
  }

  /// `read` into all of `buffer`. Not isolated: a closure made in a main-actor function
  /// checks the executor each time it runs.
  private nonisolated static func readStandardInput(into buffer: inout [UInt8]) -> Int {
    buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
  }

  private static func isReadable() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }
}
