import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The modes a stream of terminal output leaves on, as a terminal would track them: DEC
/// private modes (`ESC [ ? n h` / `l`: keypad cursor keys, mouse reporting, bracketed
/// paste, alternate screen, cursor visibility...), keypad-transmit (`ESC =` / `ESC >`), and
/// whether the last attribute change was a reset. Pure.
struct TerminalModes: Equatable, CustomStringConvertible {
  /// The private modes set last, by number (7, auto-wrap, and 25, the cursor, start set).
  var privateModes: Set<Int> = [7, 25]
  var keypadTransmit = false
  var attributesReset = true

  init(output bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      defer { index += 1 }
      guard bytes[index] == 0x1B, index + 1 < bytes.count else { continue }
      let next = bytes[index + 1]
      if next == UInt8(ascii: "=") { keypadTransmit = true }
      if next == UInt8(ascii: ">") { keypadTransmit = false }
      guard next == UInt8(ascii: "[") else { continue }
      // A control sequence: parameters, then one final byte in 0x40...0x7E.
      var end = index + 2
      while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { break }
      let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      let final = bytes[end]
      if parameters.hasPrefix("?"), final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
        for number in parameters.dropFirst().split(separator: ";").compactMap({ Int($0) }) {
          if final == UInt8(ascii: "h") { privateModes.insert(number) } else { privateModes.remove(number) }
        }
      } else if final == UInt8(ascii: "m") {
        attributesReset = parameters.isEmpty || parameters == "0"
      }
      index = end
    }
  }

  /// The state of a terminal nobody changed.
  static let untouched = TerminalModes(output: [])

  var description: String {
    "private modes on: \(privateModes.sorted()), keypad-transmit: \(keypadTransmit), attributes reset: \(attributesReset)"
  }
}

@Suite("Modes left on the terminal")
struct TerminalModesTests {
  /// Runs the app on a pseudo-terminal of its own, waits until it has drawn its list,
  /// ends it with `end` (given its pid and the terminal's master side) and returns
  /// everything it wrote, and its exit status.
  static func output(ending end: (Int32, Int32) throws -> Void) async throws -> (
    beforeEnd: [UInt8], all: [UInt8], status: Int32
  ) {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let terminal = try PseudoTerminal()
    defer { close(terminal.master) }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal.master, UInt(TIOCSWINSZ), &size)
    let file = folder.file("todo.txt")
    try folder.write("todo.txt", "One todo\n")
    let command = ["env", "TERM=xterm-256color", "LANG=C.UTF-8", try ToDoBinary.path(), file]
    let path = terminal.path
    let finished = Task { try await runProcess(command, terminalPath: path, timeout: .seconds(20)) }
    var shown: [UInt8] = []
    func readAvailable() {
      var ready = pollfd(fd: terminal.master, events: Int16(POLLIN), revents: 0)
      while poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(terminal.master, &buffer, buffer.count)
        guard count > 0 else { return }
        shown += buffer.prefix(count)
      }
    }
    let deadline = ContinuousClock.now + .seconds(10)
    while !String(decoding: shown, as: UTF8.self).contains("One todo"), ContinuousClock.now < deadline {
      readAvailable()
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(String(decoding: shown, as: UTF8.self).contains("One todo"), "the app drew its list")
    let pid = try await runProcess(["pgrep", "-f", "--", file]).stdout.split(separator: "\n").compactMap {
      Int32($0)
    }.first
    let beforeEnd = shown
    try end(try #require(pid), terminal.master)
    // Read until the app has exited and its side of the terminal is closed.
    while true {
      readAvailable()
      var ready = pollfd(fd: terminal.master, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 50) > 0, ready.revents & Int16(POLLHUP) != 0 {
        readAvailable()
        break
      }
      if ContinuousClock.now > deadline + .seconds(10) { break }
    }
    let result = try await finished.value
    return (beforeEnd, shown, result.status)
  }

  @Test("a normal exit undoes every mode the app set")
  func normalExitUndoesEveryMode() async throws {
    let (before, bytes, status) = try await Self.output { _, master in
      _ = write(master, [0x03], 1)  // Ctrl-C
    }
    #expect(status == 0)
    Self.expectModesSet(by: before)
    #expect(TerminalModes(output: bytes) == .untouched, "\(TerminalModes(output: bytes))")
  }

  @Test(
    "a crash or a fatal signal undoes the same modes as a normal exit",
    arguments: [SIGSEGV, SIGABRT, SIGBUS, SIGQUIT, SIGUSR1, SIGALRM])
  func fatalSignalUndoesEveryMode(signal: Int32) async throws {
    let (before, bytes, status) = try await Self.output { pid, _ in kill(pid, signal) }
    #expect(status == 128 + signal)
    Self.expectModesSet(by: before)
    let modes = TerminalModes(output: bytes)
    #expect(
      modes == .untouched,
      "\(modes); the output ended with: \(String(decoding: bytes.suffix(160), as: UTF8.self).debugDescription)"
    )
  }

  /// The app had turned these modes on: a check that they end off checks something.
  static func expectModesSet(by bytes: [UInt8]) {
    let modes = TerminalModes(output: bytes)
    #expect(
      modes.keypadTransmit && modes.privateModes.isSuperset(of: [1, 1049, 1000, 1006, 2004]), "\(modes)")
  }
}
