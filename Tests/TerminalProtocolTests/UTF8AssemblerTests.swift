import Testing

@testable import TerminalProtocol

@Suite("UTF-8 from the terminal, byte by byte")
struct UTF8AssemblerTests {
  private func scalars(_ bytes: [UInt8]) -> String {
    var assembler = UTF8Assembler()
    let values = bytes.compactMap { assembler.push($0) }
    return String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
  }

  @Test(
    arguments: [
      ([0x61, 0x62], "ab"),
      ([0xC3, 0xA9], "é"),
      ([0xE4, 0xB9, 0xB0, 0xE7, 0x89, 0x9B], "买牛"),
      ([0xF0, 0x9F, 0x98, 0x80], "😀"),
      // Bad bytes are dropped; what follows them is kept.
      ([0xFF, 0xFE, 0x61], "a"),
      ([0xC3, 0x28, 0x62], "(b"),
      ([0xE2, 0x82, 0x73, 0x74, 0x69, 0x6C, 0x6C], "still"),
      ([0x80, 0x61], "a"),
      ([0xED, 0xA0, 0x80, 0x61], "a"),  // A surrogate.
      ([0xE0, 0x80, 0x80, 0x61], "a"),  // An overlong form.
      ([0xF4, 0x90, 0x80, 0x80, 0x61], "a"),  // Past U+10FFFF.
      ([0xE2, 0x82, 0xE2, 0x82, 0xAC], "€"),  // A new start breaks the one before.
    ] as [([UInt8], String)])
  func bytesBecomeScalars(bytes: [UInt8], text: String) {
    #expect(scalars(bytes) == text)
  }

  @Test func aCharacterSplitAcrossTwoReadsIsJoined() {
    var assembler = UTF8Assembler()
    #expect(assembler.push(0xE2) == nil && assembler.push(0x82) == nil)
    #expect(assembler.push(0xAC) == 0x20AC)
  }
}
