import Testing
import ToDoCore
import ToDoTestSupport

@testable import TerminalProtocol

/// Random input, biased towards what the decoder parses (escape sequences, mouse reports,
/// paste markers), checked against what must hold for any input.
@Suite("Key decoder on random input")
struct KeyDecoderFuzzTests {
  /// The bytes of escape sequences, paste markers and mouse reports, a few controls, and
  /// printable text of one to four UTF-8 bytes.
  static let alphabet: [UInt32] = [
    0x1B, 0x1B, 0x5B, 0x5B, 0x3C, 0x4D, 0x6D, 0x3B, 0x4F, 0x30, 0x31, 0x32, 0x33, 0x35, 0x7E, 0x41,
    0x20, 0x7F, 0x0D, 0x09, 0x00, 0x03, 0x61, 0xE9, 0x4E70, 0x1F44D, 0x0301, 0x9B,
  ]

  /// The starts of the sequences the decoder parses, so that random input often holds them.
  static let sequenceStarts: [[UInt32]] = [
    [0x1B, 0x5B, 0x4D], [0x1B, 0x5B, 0x3C], [0x1B, 0x5B, 0x3C, 0x30, 0x3B, 0x35, 0x3B],
    [0x1B, 0x5B, 0x32, 0x30, 0x30], [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x5B, 0x31, 0x3B],
  ]

  static func randomInputs(_ random: inout SplitMix64, maximumLength: UInt64 = 16) -> [UInt32] {
    (0..<Int(random.next() % maximumLength)).flatMap { _ -> [UInt32] in
      let pick = random.next()
      switch pick % 8 {
      case 0: return [UInt32(pick % 0x110000)]
      case 1: return sequenceStarts[Int(pick / 8 % UInt64(sequenceStarts.count))]
      default: return [alphabet[Int(pick / 8 % UInt64(alphabet.count))]]
      }
    }
  }

  static func decode(_ values: [UInt32]) -> [InputEvent] {
    KeyDecoder.decode(values)
  }

  @Test(arguments: TestSeed.seeds([42]))
  func withoutAnEscapeEveryCodePointIsOneKeyOrNothingInOrder(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<3_000 {
      let values = Self.randomInputs(&random).filter { $0 != 0x1B }
      #expect(Self.decode(values) == values.compactMap { KeyDecoder.key(for: $0).map(InputEvent.key) })
    }
  }

  @Test(arguments: TestSeed.seeds([43]))
  func noEventReadsPastItsSequenceIntoWhatFollows(seed: UInt64) {
    // A mouse report in X10 takes the three values after `ESC [ M`, whatever they are:
    // four characters after any input, the last is always typed.
    var random = SplitMix64(seed: seed)
    for _ in 0..<3_000 {
      let values = Self.randomInputs(&random)
      var decoder = KeyDecoder()
      let events = decoder.decode(values + Array(repeating: 0x4E70, count: 4))
      if decoder.isPasting { continue }  // Pasted text is text, up to the end marker.
      #expect(events.last == .key(.character("买")), "\(values)")
      #expect(events.count <= values.count + 4, "\(values)")
    }
  }

  @Test(arguments: TestSeed.seeds([44]))
  func noControlCharacterReachesAnEventThatTypes(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<3_000 {
      let values = Self.randomInputs(&random, maximumLength: 40)
      var decoder = KeyDecoder()
      let events =
        decoder.decode(values)
        + decoder.decode(KeyDecoder.pasteEnd)
      for event in events {
        switch event {
        case .key(.character(let character)), .key(.alt(let character)):
          let controls = character.unicodeScalars.filter(\.isTerminalControl)
          #expect(controls.isEmpty, "\(values)")
        case .paste(let text):
          let controls = ToDoText.sanitized(text).unicodeScalars.filter(\.isTerminalControl)
          #expect(controls.isEmpty, "\(values)")
        case .key, .mouse, .resize:
          break
        }
      }
    }
  }

  /// Any input decodes to the same events wherever reads cut it, once what is held back at
  /// the end is flushed (a paste may come as several paste events: their text is the same).
  @Test(arguments: TestSeed.seeds([46]))
  func anyInputDecodesTheSameWhereverReadsCutIt(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<1_000 {
      let values = Self.randomInputs(&random, maximumLength: 24)
      var whole = KeyDecoder()
      let expected = Self.joiningPastes(
        whole.decode(values) + whole.flush())
      for cut in 0...values.count {
        var decoder = KeyDecoder()
        let events =
          decoder.decode(Array(values[..<cut]))
          + decoder.decode(Array(values[cut...])) + decoder.flush()
        #expect(Self.joiningPastes(events) == expected, "cut at \(cut) of \(values)")
      }
    }
  }

  /// `events` with each run of paste events made one.
  static func joiningPastes(_ events: [InputEvent]) -> [InputEvent] {
    var joined: [InputEvent] = []
    for event in events {
      if case .paste(let text) = event, case .paste(let before)? = joined.last {
        joined[joined.count - 1] = .paste(before + text)
      } else {
        joined.append(event)
      }
    }
    return joined
  }

  /// Reads may cut a paste anywhere after its start marker (the end marker included): the
  /// text is the same.
  @Test(arguments: TestSeed.seeds([45]))
  func aPasteDecodesTheSameWhereverTheReadsCutIt(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<300 {
      var content = Self.randomInputs(&random, maximumLength: 24)
      // The one sequence a paste cannot hold is its own end marker.
      while let start = Self.firstIndex(of: KeyDecoder.pasteEnd, in: content) {
        content.remove(at: start)
      }
      let after: [UInt32] = [0x61, 0x1B, 0x5B, 0x41]  // "a", ↑
      let inputs = KeyDecoder.pasteStart + content + KeyDecoder.pasteEnd + after
      let expectedText = String(String.UnicodeScalarView(content.compactMap(Unicode.Scalar.init)))
      for cut in KeyDecoder.pasteStart.count...(inputs.count - after.count) {
        var decoder = KeyDecoder()
        let events =
          decoder.decode(Array(inputs[..<cut]))
          + decoder.decode(Array(inputs[cut...]))
        let pasted = events.compactMap { event -> String? in
          if case .paste(let text) = event { return text }
          return nil
        }
        #expect(pasted.joined() == expectedText, "cut at \(cut) of \(inputs)")
        let others = events.filter { !Self.isPaste($0) }
        #expect(others == [.key(.character("a")), .key(.up)], "cut at \(cut)")
        #expect(!decoder.isPasting)
      }
    }
  }

  static func isPaste(_ event: InputEvent) -> Bool {
    if case .paste = event { return true }
    return false
  }

  static func firstIndex(of sequence: [UInt32], in values: [UInt32]) -> Int? {
    guard values.count >= sequence.count else { return nil }
    return (0...(values.count - sequence.count)).first { Array(values[$0..<$0 + sequence.count]) == sequence }
  }
}
