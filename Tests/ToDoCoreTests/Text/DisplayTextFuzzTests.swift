import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Display text on random input")
struct DisplayTextFuzzTests {
  /// Random strings biased towards what breaks terminals: controls, escapes, wide,
  /// zero-width and bidirectional characters, unassigned code points.
  static func randomText(_ random: inout SplitMix64) -> String {
    let nasty: [UInt32] = [
      0x00, 0x07, 0x08, 0x09, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0x9B, 0x9D, 0x200B, 0x200D, 0x202E, 0x2066,
      0x301, 0xFE0F, 0x1F3FD, 0x4E70, 0x1F469, 0x5D0, 0xE01F0, 0xFFFF, 0x5B, 0x5D, 0x3B,
    ]
    var text = ""
    for _ in 0..<Int(random.next() % 40) {
      let pick = random.next()
      let value = pick % 2 == 0 ? nasty[Int(pick / 2 % UInt64(nasty.count))] : UInt32(pick % 0x110000)
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    return text
  }

  @Test(arguments: TestSeed.seeds([7]))
  func noControlCharacterEverReachesTheScreen(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<5_000 {
      let text = Self.randomText(&random)
      let glyphs = DisplayText.glyphs(text)
      #expect(DisplayText.width(text) == glyphs.reduce(0) { $0 + $1.width }, "\(text.debugDescription)")
      for glyph in glyphs {
        #expect(glyph.width == 1 || glyph.width == 2, "\(text.debugDescription)")
        for scalar in glyph.text.unicodeScalars {
          let value = scalar.value
          #expect(
            value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value), "\(text.debugDescription)")
          #expect(!DisplayText.isBidiControl(value), "\(text.debugDescription)")
        }
        // The first scalar of a glyph is a spacing one.
        #expect(DisplayWidth.of(glyph.text.unicodeScalars.first!) == glyph.width, "\(text.debugDescription)")
      }
    }
  }

  @Test(arguments: TestSeed.seeds([8]))
  func anyTitleFitsItsRowExactly(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for width in [1, 2, 3, 7, 20] {
      for _ in 0..<500 {
        let text = Self.randomText(&random)
        var frame = Frame(size: Size(columns: width, rows: 1))
        let used = frame.put(text, row: 0, column: 0, style: .item)
        #expect(used <= width)
        #expect(frame.row(0).count == width)
        #expect(frame.row(0).first?.isContinuation == false)
        #expect(Frame(size: frame.size).applying(frame.fullRedraw()) == frame, "\(text.debugDescription)")
      }
    }
  }
}
