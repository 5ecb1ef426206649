import ToDoCore

/// Decodes what the terminal sent into events: control bytes into named keys, Esc followed
/// by a character into Alt chords, key sequences (the common ANSI ones, and those the
/// terminal type's entry names) into keys, mouse reports (X10 `ESC [ M b x y` and SGR
/// `ESC [ < b ; x ; y M`) into mouse events, and code points into typed characters; text
/// between the bracketed-paste markers `ESC [ 200 ~` and `ESC [ 201 ~` into paste events (a
/// paste may span several batches). A batch that ends inside what may still become a longer
/// sequence (Esc alone, `ESC [ 1`) holds it back: the next batch continues it, or, when none
/// comes in time (the caller's escape delay), `flush` decodes it as it is. A value: pure and
/// total, any input decodes to something or nothing, never a crash.
public struct KeyDecoder: Equatable, Sendable {
  /// Whether a bracketed paste has started and not yet ended.
  public private(set) var isPasting = false
  /// The end of a batch that may go on in the next one: inside a paste, the start of the end
  /// marker; otherwise the start of a key sequence.
  private var heldBack: [UInt32] = []
  /// The key sequences of the terminal type (from its terminfo entry), tried for a sequence
  /// the common ANSI forms do not decode.
  private let terminalKeys: [TerminalKey]

  /// A key sequence a terminal type sends, and the key it means.
  public struct TerminalKey: Equatable, Sendable {
    public var sequence: [UInt32]
    public var key: Key

    public init(_ sequence: [UInt32], _ key: Key) {
      self.sequence = sequence
      self.key = key
    }
  }

  /// - Parameter terminalKeys: the key sequences the terminal type's entry names; those
  ///   that start with Esc are used (the others are single control bytes, decoded anyway).
  public init(terminalKeys: [TerminalKey] = []) {
    self.terminalKeys = terminalKeys.filter { $0.sequence.count > 1 && $0.sequence.first == 0x1B }
  }

  /// Whether the last batch ended inside a key sequence, held back for the next batch or
  /// `flush`: the caller waits its escape delay for more input before flushing.
  public var holdsPartialKey: Bool { !isPasting && !heldBack.isEmpty }

  /// `ESC [ 200 ~`, which the terminal sends before pasted text.
  public static let pasteStart: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E]
  /// `ESC [ 201 ~`, which the terminal sends after it.
  public static let pasteEnd: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Decodes what was held back as complete: no more of it came within the escape delay
  /// (Esc alone is Escape; `ESC [` is Alt-[).
  public mutating func flush(into events: inout [InputEvent]) {
    guard holdsPartialKey else { return }
    decode([], into: &events, isComplete: true)
  }

  /// `flush`, its events returned.
  public mutating func flush() -> [InputEvent] {
    var events: [InputEvent] = []
    flush(into: &events)
    return events
  }

  /// Decodes one batch of input, continuing a paste left open by the batch before.
  public mutating func decode(_ batch: [UInt32]) -> [InputEvent] {
    var events: [InputEvent] = []
    decode(batch, into: &events)
    return events
  }

  /// `decode`, its events appended to `events` (an array the caller keeps, so that none is
  /// made per key).
  public mutating func decode(_ batch: [UInt32], into events: inout [InputEvent]) {
    decode(batch, into: &events, isComplete: false)
  }

  /// Decodes `batch` after what was held back; unless `isComplete`, holds back a key
  /// sequence cut by the end of the batch.
  private mutating func decode(_ batch: [UInt32], into events: inout [InputEvent], isComplete: Bool) {
    let inputs = heldBack.isEmpty ? batch : heldBack + batch
    heldBack = []
    var pasted = ""
    var index = 0
    while index < inputs.count {
      if isPasting {
        if Self.endsWithPartialPasteEnd(inputs, from: index) {
          heldBack = Array(inputs[index...])
          break
        }
        if Self.matches(Self.pasteEnd, in: inputs, at: index) {
          isPasting = false
          if !pasted.isEmpty { events.append(.paste(pasted)) }
          pasted = ""
          index += Self.pasteEnd.count
        } else {
          if let scalar = Unicode.Scalar(inputs[index]) {
            pasted.unicodeScalars.append(scalar)
          }
          index += 1
        }
        continue
      }
      if Self.matches(Self.pasteStart, in: inputs, at: index) {
        isPasting = true
        index += Self.pasteStart.count
        continue
      }
      if inputs[index] == 0x1B {
        index += decodeEscape(inputs, at: index, isComplete: isComplete, into: &events)
      } else {
        if let key = Self.key(for: inputs[index]) { events.append(.key(key)) }
        index += 1
      }
    }
    if isPasting, !pasted.isEmpty { events.append(.paste(pasted)) }
  }

  /// Decodes what starts with the Esc at `start`: a mouse report, a key sequence (the common
  /// ANSI forms, then the terminal type's), an unknown control sequence (swallowed whole), an
  /// Alt chord or Escape itself; unless `isComplete`, what may still become a longer sequence
  /// is held back. Returns how many inputs it took (the rest of them when held back).
  private mutating func decodeEscape(
    _ inputs: [UInt32], at start: Int, isComplete: Bool, into events: inout [InputEvent]
  ) -> Int {
    if let (mouse, length) = Self.mouseReport(in: inputs, at: start) {
      if let mouse { events.append(.mouse(mouse)) }
      return length
    }
    let control = Self.controlSequence(in: inputs, at: start)
    if case let (key?, length)? = control {
      events.append(.key(key))
      return length
    }
    if !isComplete, isUnfinished(inputs, from: start) {
      heldBack = Array(inputs[start...])
      return inputs.count - start
    }
    if let terminalKey = terminalKey(in: inputs, at: start) {
      events.append(.key(terminalKey.key))
      return terminalKey.sequence.count
    }
    if let (_, length) = control { return length }  // No key is known for it: none of it is typed.
    if start + 1 < inputs.count, let character = Self.printable(inputs[start + 1]) {
      events.append(.key(.alt(character)))
      return 2
    }
    events.append(.key(.escape))
    return 1
  }

  /// The terminal type's key whose sequence starts at `start`, the longest if several do.
  private func terminalKey(in inputs: [UInt32], at start: Int) -> TerminalKey? {
    var found: TerminalKey?
    for candidate in terminalKeys
    where candidate.sequence.count > found?.sequence.count ?? 0
      && Self.matches(candidate.sequence, in: inputs, at: start)
    {
      found = candidate
    }
    return found
  }

  /// Whether `inputs` from `start` (an Esc) to the end may be the beginning of a longer key
  /// sequence or mouse report: Esc alone, `ESC O`, a control sequence without its final
  /// byte, an X10 mouse report short of its three values, or a proper beginning of one of
  /// the terminal type's sequences.
  private func isUnfinished(_ inputs: [UInt32], from start: Int) -> Bool {
    let rest = inputs.count - start
    guard rest < 48 else { return false }
    func scalar(_ offset: Int) -> UInt32 { inputs[start + offset] }
    if rest == 1 { return true }
    let isPrefixOfTerminalKey = terminalKeys.contains { terminalKey in
      terminalKey.sequence.count > rest
        && (0..<rest).allSatisfy { scalar($0) == terminalKey.sequence[$0] }
    }
    if isPrefixOfTerminalKey { return true }
    switch scalar(1) {
    case 0x4F: return rest == 2  // ESC O
    case 0x5B:  // ESC [
      if rest >= 3, scalar(2) == 0x4D { return rest < 6 }  // ESC [ M b x y
      return (2..<rest).allSatisfy { (0x20...0x3F).contains(scalar($0)) }
    default: return false
    }
  }

  /// Whether `inputs` from `start` to the end is a proper beginning of the paste end marker.
  private static func endsWithPartialPasteEnd(_ inputs: [UInt32], from start: Int) -> Bool {
    let rest = inputs.count - start
    guard rest > 0, rest < pasteEnd.count else { return false }
    for offset in 0..<rest {
      guard inputs[start + offset] == pasteEnd[offset] else { return false }
    }
    return true
  }

  private static func matches(_ sequence: [UInt32], in inputs: [UInt32], at start: Int) -> Bool {
    guard start + sequence.count <= inputs.count else { return false }
    for (offset, value) in sequence.enumerated() {
      guard inputs[start + offset] == value else { return false }
    }
    return true
  }

  /// The key for one code point, or nil for one that means nothing (NUL, an invalid value).
  static func key(for value: UInt32) -> Key? {
    switch value {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x08, 0x7F: return .backspace
    case 0x1B: return .escape
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60)!))
    default: return printable(value).map(Key.character)
    }
  }

  /// The character for a code point that prints, or nil for controls and invalid values.
  static func printable(_ value: UInt32) -> Character? {
    guard let scalar = Unicode.Scalar(value), !scalar.isTerminalControl else { return nil }
    return Character(scalar)
  }

  /// A key sequence the terminal library left undecoded (its terminfo entry does not list
  /// it), starting at `start` (an ESC): `ESC [ params final` or `ESC O final`. Returns the
  /// key for the sequences terminals commonly send (arrows, Home, End, Delete, pages, F1–F4),
  /// nil for others, and the length, so that no part of an unknown sequence is ever typed.
  static func controlSequence(in inputs: [UInt32], at start: Int) -> (Key?, Int)? {
    func scalar(_ offset: Int) -> UInt32? {
      start + offset < inputs.count ? inputs[start + offset] : nil
    }
    guard let introducer = scalar(1), introducer == 0x5B || introducer == 0x4F, let first = scalar(2) else {
      return nil
    }
    if introducer == 0x4F {  // SS3: ESC O final
      guard (0x40...0x7E).contains(first) else { return nil }
      let key: Key? =
        switch first {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        case 0x50...0x53: .function(Int(first) - 0x4F)  // P Q R S: F1–F4
        case 0x4D: .enter
        default: nil
        }
      return (key, 3)
    }
    // CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E;
    // the first parameter is the number before any `;`.
    var offset = 2
    var (value, digits, isDecimal, isFirstParameter) = (0, 0, true, true)
    while let byte = scalar(offset), (0x30...0x3F).contains(byte), offset < 32 {
      if byte == 0x3B {
        isFirstParameter = false
      } else if isFirstParameter, (0x30...0x39).contains(byte) {
        value = min(value * 10 + Int(byte - 0x30), 1_000_000)
        digits += 1
      } else if isFirstParameter {
        isDecimal = false
      }
      offset += 1
    }
    let number = isDecimal && digits > 0 ? value : nil
    while let value = scalar(offset), (0x20...0x2F).contains(value), offset < 32 { offset += 1 }
    guard let final = scalar(offset), (0x40...0x7E).contains(final) else { return nil }
    let key: Key?
    switch (final, number) {
    case (0x41, _): key = .up
    case (0x42, _): key = .down
    case (0x43, _): key = .right
    case (0x44, _): key = .left
    case (0x48, _): key = .home
    case (0x46, _): key = .end
    case (0x5A, _): key = .backTab
    case (0x7E, 1?), (0x7E, 7?): key = .home
    case (0x7E, 4?), (0x7E, 8?): key = .end
    case (0x7E, 3?): key = .delete
    case (0x7E, 5?): key = .pageUp
    case (0x7E, 6?): key = .pageDown
    case (0x7E, let code?) where (11...15).contains(code): key = .function(code - 10)
    default: key = nil
    }
    return (key, offset + 1)
  }

  /// The mouse report starting at `start` (an ESC) and its length in inputs; the event is
  /// nil for reports the app ignores (releases, motion, other buttons).
  static func mouseReport(in inputs: [UInt32], at start: Int) -> (MouseEvent?, Int)? {
    func scalar(_ offset: Int) -> UInt32? {
      start + offset < inputs.count ? inputs[start + offset] : nil
    }
    guard scalar(1) == 0x5B else { return nil }  // [
    if scalar(2) == 0x4D {  // M: X10, three values offset by 32
      guard let button = scalar(3), let x = scalar(4), let y = scalar(5),
        button >= 32, x > 32, y > 32
      else { return nil }
      return (
        mouseEvent(button: Int(button) - 32, column: Int(x) - 33, row: Int(y) - 33, isRelease: false), 6
      )
    }
    guard scalar(2) == 0x3C else { return nil }  // <: SGR, decimal values
    var numbers = [0]
    var offset = 3
    while let value = scalar(offset), offset < 40 {
      switch value {
      case 0x30...0x39:
        numbers[numbers.count - 1] = min(numbers[numbers.count - 1] * 10 + Int(value - 0x30), 1_000_000)
      case 0x3B:
        numbers.append(0)
      case 0x4D, 0x6D:  // M press, m release
        guard numbers.count == 3, numbers[1] > 0, numbers[2] > 0 else { return nil }
        let event = mouseEvent(
          button: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1, isRelease: value == 0x6D)
        return (event, offset + 1)
      default:
        return nil
      }
      offset += 1
    }
    return nil
  }

  private static func mouseEvent(button: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
    guard !isRelease, button & 32 == 0 else { return nil }  // 32: motion
    let position = Position(row: row, column: column)
    switch button & ~0b11100 {  // without Shift, Meta, Ctrl
    // Ctrl (16) or Meta (8) held: a press that marks (Shift is the terminal's own selection).
    case 0 where button & 0b11000 != 0: return MouseEvent(.markingPress, at: position)
    case 0: return MouseEvent(.press, at: position)
    case 64: return MouseEvent(.wheelUp, at: position)
    case 65: return MouseEvent(.wheelDown, at: position)
    default: return nil
    }
  }
}
