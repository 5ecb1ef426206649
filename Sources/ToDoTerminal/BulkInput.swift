import Glibc
import ToDoCore

/// Reads standard input directly, in large chunks, while a bracketed paste arrives: the
/// terminal library reads one byte per system call, which made a megabyte paste take
/// seconds. Only used once the library has handed over everything it had read, so no byte
/// is read twice or out of order. Main-actor only.
@MainActor
final class BulkInput {
  /// The bytes of a UTF-8 sequence cut by the end of a read, kept for the next one.
  private var partial: [UInt8] = []

  /// Whether the last read ended inside a character, whose first bytes are held back.
  var holdsPartialCharacter: Bool { !partial.isEmpty }

  /// Everything readable now, as code points (invalid UTF-8 becomes U+FFFD); never waits.
  func readAvailable() -> [TerminalInput] {
    var bytes = partial
    partial = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while isReadable() {
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    // Keep an incomplete sequence at the end for the next read.
    var cut = bytes.count
    var back = 0
    while cut > 0, back < 3, bytes[cut - 1] & 0xC0 == 0x80 {
      cut -= 1
      back += 1
    }
    if cut > 0 {
      let lead = bytes[cut - 1]
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
      if length > back + 1 {
        partial = Array(bytes[(cut - 1)...])
        bytes.removeSubrange((cut - 1)...)
      }
    }
    return Self.inputs(decoding: bytes)
  }

  /// `bytes` decoded as UTF-8, one input per code point. Not isolated: a closure made in a
  /// main-actor method would check the executor for every character of a paste.
  private nonisolated static func inputs(decoding bytes: [UInt8]) -> [TerminalInput] {
    var inputs: [TerminalInput] = []
    inputs.reserveCapacity(bytes.count)
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      inputs.append(.scalar(scalar.value))
    }
    return inputs
  }

  private func isReadable() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }
}
