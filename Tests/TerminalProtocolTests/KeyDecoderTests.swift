import Testing
import ToDoCore
import ToDoTestSupport

@testable import TerminalProtocol

extension KeyDecoder {
  /// Decodes one batch with a fresh decoder, as all the input there is (what it holds back
  /// for a next batch is flushed: none came within the escape delay).
  static func decode(_ inputs: [UInt32], terminalKeys: [TerminalKey] = []) -> [InputEvent] {
    var decoder = KeyDecoder(terminalKeys: terminalKeys)
    return decoder.decode(inputs) + decoder.flush()
  }
}

@Suite("Key decoder")
struct KeyDecoderTests {
  private func scalars(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value)
  }

  @Test(arguments: [
    (UInt32(0x0D), Key.enter), (0x0A, .enter), (0x09, .tab), (0x7F, .backspace), (0x08, .backspace),
    (0x1B, .escape), (0x03, .control("c")), (0x01, .control("a")), (0x1A, .control("z")),
    (0x61, .character("a")), (0x4E70, .character("买")), (0x1F44D, .character("👍")),
  ])
  func codePointsDecodeToKeys(value: UInt32, key: Key) {
    #expect(KeyDecoder.decode([value]) == [.key(key)])
  }

  @Test(arguments: [UInt32(0), 0x1C, 0x1F, 0x85, 0x9B, 0xD800, 0x110000])
  func meaninglessCodePointsDecodeToNothing(value: UInt32) {
    #expect(KeyDecoder.decode([value]) == [])
  }

  @Test func escapeThenACharacterIsAnAltChord() {
    #expect(KeyDecoder.decode(scalars("\u{1B}b")) == [.key(.alt("b"))])
    #expect(KeyDecoder.decode([0x1B, 0x1B]) == [.key(.escape), .key(.escape)])
  }

  @Test func sgrMouseReportsDecode() {
    #expect(
      KeyDecoder.decode(scalars("\u{1B}[<0;5;4M")) == [
        .mouse(MouseEvent(.press, at: Position(row: 3, column: 4)))
      ])
    #expect(KeyDecoder.decode(scalars("\u{1B}[<0;5;4m")) == [])
    #expect(
      KeyDecoder.decode(scalars("\u{1B}[<64;1;1M\u{1B}[<65;2;3M")) == [
        .mouse(MouseEvent(.wheelUp, at: Position(row: 0, column: 0))),
        .mouse(MouseEvent(.wheelDown, at: Position(row: 2, column: 1))),
      ])
    #expect(KeyDecoder.decode(scalars("\u{1B}[<35;5;4M")) == [])  // motion
  }

  @Test func aPressWithCtrlOrAltMarksOneWithShiftIsAPress() {
    let marking = [MouseEvent.Kind.markingPress].map {
      InputEvent.mouse(MouseEvent($0, at: Position(row: 3, column: 4)))
    }
    #expect(KeyDecoder.decode(scalars("\u{1B}[<16;5;4M")) == marking)  // Ctrl
    #expect(KeyDecoder.decode(scalars("\u{1B}[<8;5;4M")) == marking)  // Alt
    #expect(KeyDecoder.decode(scalars("\u{1B}[<24;5;4M")) == marking)  // both
    #expect(
      KeyDecoder.decode(scalars("\u{1B}[<4;5;4M")) == [
        .mouse(MouseEvent(.press, at: Position(row: 3, column: 4)))
      ])
    #expect(KeyDecoder.decode(scalars("\u{1B}[<16;5;4m")) == [])  // its release
  }

  @Test func x10MouseReportsDecode() {
    #expect(
      KeyDecoder.decode(scalars("\u{1B}[M %&")) == [
        .mouse(MouseEvent(.press, at: Position(row: 5, column: 4)))
      ])
    #expect(KeyDecoder.decode(scalars("\u{1B}[M#%&")) == [])  // release
  }

  @Test(arguments: [
    ("\u{1B}[1~", Key.home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ("\u{1B}[H", .home),
    ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end), ("\u{1B}[3~", .delete),
    ("\u{1B}[5~", .pageUp),
    ("\u{1B}[6~", .pageDown), ("\u{1B}[A", .up), ("\u{1B}OB", .down), ("\u{1B}[1;5C", .right),
    ("\u{1B}OP", .function(1)),
    ("\u{1B}[11~", .function(1)), ("\u{1B}[Z", .backTab),
  ])
  func keySequencesTheTerminfoEntryLacksStillDecode(text: String, key: Key) {
    #expect(KeyDecoder.decode(scalars(text)) == [.key(key)])
  }

  @Test func anUnknownSequenceIsSwallowedWholeNeverTyped() {
    #expect(KeyDecoder.decode(scalars("\u{1B}[200;5;9~x")) == [.key(.character("x"))])
    #expect(KeyDecoder.decode(scalars("\u{1B}[?1;2c")) == [])
    #expect(KeyDecoder.decode(scalars("\u{1B}[2~")) == [])  // Insert: nothing to do
  }

  @Test func truncatedOrMalformedReportsDoNotCrash() {
    for text in [
      "\u{1B}[", "\u{1B}[<", "\u{1B}[<0;5", "\u{1B}[<0;;M", "\u{1B}[M ", "\u{1B}[<99999999999;1;1M",
    ] {
      _ = KeyDecoder.decode(scalars(text))
    }
    let zero = KeyDecoder.decode(scalars("\u{1B}[<0;0;0M"))
    #expect(!zero.contains { if case .mouse = $0 { true } else { false } })
  }

  @Test func aBracketedPasteIsOneEventEvenWithNewlinesAndEscapes() {
    #expect(
      KeyDecoder.decode(scalars("a\u{1B}[200~one\ntwo\u{1B}[31m\u{1B}[201~b")) == [
        .key(.character("a")), .paste("one\ntwo\u{1B}[31m"), .key(.character("b")),
      ])
  }

  @Test func aPasteMaySpanBatches() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(scalars("\u{1B}[200~first ")) == [.paste("first ")])
    #expect(decoder.isPasting)
    #expect(decoder.decode(scalars("line\r")) == [.paste("line\r")])
    #expect(decoder.decode(scalars("end\u{1B}[201~\r")) == [.paste("end"), .key(.enter)])
    #expect(!decoder.isPasting)
  }

  @Test(arguments: 1...5)
  func anEndMarkerCutByTheBatchBoundaryStillEndsThePaste(cut: Int) {
    let end = "\u{1B}[201~".unicodeScalars.map(\.value)
    var decoder = KeyDecoder()
    let first = decoder.decode(scalars("\u{1B}[200~text") + end.prefix(cut))
    #expect(first == [.paste("text")])
    #expect(decoder.decode(Array(end.dropFirst(cut)) + scalars("x")) == [.key(.character("x"))])
    #expect(!decoder.isPasting)
  }

  @Test func aPasteThatOnlyLooksLikeTheEndMarkerKeepsItsText() {
    var decoder = KeyDecoder()
    _ = decoder.decode(scalars("\u{1B}[200~a\u{1B}[2"))
    #expect(decoder.decode(scalars("0x\u{1B}[201~")) == [.paste("\u{1B}[20x")])
  }

  @Test func escapeAloneWaitsForWhatMayFollowIt() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(scalars("\u{1B}")) == [])
    #expect(decoder.holdsPartialKey)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.holdsPartialKey)
    #expect(decoder.flush() == [])
    #expect(decoder.decode(scalars("a")) == [.key(.character("a"))])
  }

  @Test(arguments: [
    ("\u{1B}", "b", InputEvent.key(.alt("b"))), ("\u{1B}[", "A", .key(.up)), ("\u{1B}O", "B", .key(.down)),
    ("\u{1B}[1;5", "C", .key(.right)), ("\u{1B}[6", "~", .key(.pageDown)),
    ("\u{1B}[<0;5", ";4M", .mouse(MouseEvent(.press, at: Position(row: 3, column: 4)))),
    ("\u{1B}[M ", "%&", .mouse(MouseEvent(.press, at: Position(row: 5, column: 4)))),
    ("\u{1B}[20", "0~hi\u{1B}[201~", .paste("hi")),
  ])
  func aSequenceCutByTheEndOfAReadIsFinishedByTheNext(first: String, second: String, event: InputEvent) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(scalars(first)) == [])
    #expect(decoder.holdsPartialKey)
    #expect(decoder.decode(scalars(second)) == [event])
    #expect(!decoder.holdsPartialKey)
  }

  @Test func aSequenceCutShortIsReadAsItIsWhenNothingMoreComes() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(scalars("x\u{1B}[")) == [.key(.character("x"))])
    #expect(decoder.flush() == [.key(.alt("["))])
    #expect(decoder.decode(scalars("\u{1B}\u{1B}")) == [.key(.escape)])
    #expect(decoder.flush() == [.key(.escape)])
  }

  @Test func whatCannotGoOnIsNotHeldBack() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(scalars("\u{1B}[A")) == [.key(.up)])
    #expect(decoder.decode(scalars("\u{1B}x")) == [.key(.alt("x"))])
    #expect(decoder.decode(scalars("\u{1B}[2~")) == [])
    #expect(!decoder.holdsPartialKey)
  }

  /// The Linux console's F1 to F3 and an rxvt-style Home, as their terminfo entries name them.
  private let consoleKeys = [
    KeyDecoder.TerminalKey([0x1B, 0x5B, 0x5B, 0x41], .function(1)),
    KeyDecoder.TerminalKey([0x1B, 0x5B, 0x5B, 0x42], .function(2)),
    KeyDecoder.TerminalKey([0x1B, 0x5B, 0x5B, 0x43], .function(3)),
    KeyDecoder.TerminalKey([0x7F], .backspace),
  ]

  @Test func theTerminalTypesOwnSequencesDecodeToTheirKeys() {
    #expect(
      KeyDecoder.decode(scalars("\u{1B}[[Bx"), terminalKeys: consoleKeys) == [
        .key(.function(2)), .key(.character("x")),
      ])
    // Without the entry, the same bytes are an unknown sequence and a typed letter.
    #expect(KeyDecoder.decode(scalars("\u{1B}[[B"), terminalKeys: []) == [.key(.character("B"))])
    var decoder = KeyDecoder(terminalKeys: consoleKeys)
    #expect(decoder.decode(scalars("\u{1B}[[")) == [])
    #expect(decoder.decode(scalars("C")) == [.key(.function(3))])
    // The common ANSI forms still decode.
    #expect(
      KeyDecoder.decode(scalars("\u{1B}[A\u{1B}OP"), terminalKeys: consoleKeys) == [
        .key(.up), .key(.function(1)),
      ])
  }
}
