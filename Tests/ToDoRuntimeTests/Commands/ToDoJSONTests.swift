import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// `todo ls --json` reads a todo's fields from its bytes (`ToDoLineFields`); the reading by
/// characters (`ToDoTxtLine`) is the rule. The two must write the same object for every
/// line: the byte reader hands a line whose bytes are not its characters to the other.
@Suite("A todo as JSON, read from its bytes")
struct ToDoJSONTests {
  static let today = CalendarDate(iso: "2026-11-26")!

  /// The object the byte reader writes for `text`.
  private func fromBytes(_ text: String, line: Int? = 7, blocked: Bool = false) -> String {
    var out: [UInt8] = []
    var text = text
    text.withUTF8 { ToDoJSON.append($0, line: line, blocked: blocked, today: Self.today, to: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The object the reading by characters writes for `text`.
  private func fromCharacters(_ text: String, line: Int? = 7, blocked: Bool = false) -> String {
    var out = ""
    ToDoJSON.appendReadingCharacters(text, line: line, blocked: blocked, today: Self.today, to: &out)
    return out
  }

  /// Lines where bytes and characters could part: marks joined to a space, a `+`, a `:`, a
  /// date's digit or a name's `_`; a prepended mark before a space; the same name in two
  /// normalisations; controls, quotes, C1; links; `K` and the Kelvin sign.
  static let hardLines: [String] = [
    "(A) 2026-11-01 Call mom +family @phone due:2026-11-27 due:2026-12-01 rec:1w id:a",
    "x 2026-11-20 2026-11-02 Pay \"rent\" pri:C pri:A",
    "x 2026-11-20",
    "x 2026-02-30 not a date",
    "x notdone 2026-11-02",
    "(a) lower +_x @9 +! @(x) + @ key: :value a:b:c url:https://x.org k://y",
    "(B)no space 2026-11-01",
    "2026-11-01",
    "caf\u{E9} +caf\u{E9} +cafe\u{301} @\u{E9}t\u{E9} @\u{301}x t:2026-12-01",
    " \u{301}+joined after a space",
    "word +\u{301}mark @_\u{301}x +1\u{301}",
    "key\u{301}:value k:\u{301}v due:2026-11-2\u{301}7",
    "x \u{301}2026-11-20 done with a mark",
    "(A) \u{301}2026-11-01 priority then a mark",
    "(A)\u{301} 2026-11-01",
    "\u{600} +arabic \u{600}+sign \u{600}\tx",
    "\u{915}\u{94D} \u{924}+hindi @\u{915}",
    "emoji \u{1F44D}\u{1F3FD} +\u{1F44D} @x\u{200D}y zw\u{200D} +a\u{200D}",
    "Bell \u{7}\u{1B}]2;title\u{7} \u{9B}31m DEL\u{7F} \u{85}nel \\ back\\slash \u{2028}",
    "+OK +O\u{212A} @K @\u{212A} \u{212A}:v K:w",
    "h:1 t:2027-01-01 note:x note:y rec:+1m h:0",
    "t:2026-11-01 h:2 t:2099-01-01",
    "tab\there +p\t@c\tk:v\u{301}",
    "\u{E9}",
    "x",
    "x ",
    "(Z) ",
  ]

  @Test(arguments: hardLines)
  func theBytesAndTheCharactersWriteOneObject(_ line: String) {
    #expect(fromBytes(line) == fromCharacters(line))
    #expect(fromBytes(line, line: nil, blocked: true) == fromCharacters(line, line: nil, blocked: true))
  }

  /// Lines made of the pieces the rules look at, joined at random (a fixed seed): the two
  /// readings agree on each.
  @Test func randomLinesOfTheRulesPiecesWriteOneObjectBothWays() {
    let pieces = [
      " ", " ", "\t", "x ", "(A) ", "(", ")", "2026-11-20 ", "2026-02-29", "+", "@", ":", "//", "_", "due",
      "t", "h", "1", "pri", "rec", "note", "word", "K", "\u{212A}", "\u{E9}", "e\u{301}", "\u{301}",
      "\u{600}",
      "\u{200D}", "\u{1F44D}", "\u{1F3FD}", "\u{915}", "\u{94D}", "\"", "\\", "\u{1B}", "\u{85}", "\u{7F}",
      "caf\u{E9}", "cafe\u{301}", "2027-01-01",
    ]
    var generator = SplitMix64(seed: 43)
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...12, using: &generator)
      let line = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      #expect(
        fromBytes(line) == fromCharacters(line), "\(line.unicodeScalars.map { $0.escaped(asASCII: true) })")
    }
  }

  @Test func aLineOfPlainBytesIsReadFromItsBytes() {
    let line = "(A) 2026-11-01 caf\u{E9} +family @phone due:2026-11-27"
    var accepted = false
    var bytes = line
    bytes.withUTF8 { accepted = ToDoLineFields($0) != nil }
    #expect(accepted)
  }
}
