import Glibc
import Testing
import ToDoTestSupport

@testable import ToDoCore

/// glibc's wcwidth, which its Swift module leaves out (it needs _XOPEN_SOURCE).
@_silgen_name("wcwidth") private func systemWcwidth(_ character: wchar_t) -> Int32

@Suite("Display width", .serialized)
struct DisplayWidthTests {
  @Test func agreesWithTheSystemWcwidthOnEveryCodePoint() throws {
    // ncurses places characters with wcwidth: the table must give the same answer.
    try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil)
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let system = Int(systemWcwidth(wchar_t(bitPattern: value)))
      let ours = DisplayWidth.of(scalar)
      if system != ours, mismatches.count < 10 {
        mismatches.append("U+\(String(value, radix: 16, uppercase: true)): wcwidth \(system), table \(ours)")
      }
    }
    #expect(mismatches.isEmpty, "To fix: run `make width-table`. \(mismatches)")
  }

  @Test(
    arguments: [
      ("a", 1), ("买", 2), ("👍", 2), ("\u{301}", 0), ("\u{200D}", 0), ("\u{FE0F}", 0), ("\u{7}", -1),
      ("\u{85}", -1),
    ] as [(Unicode.Scalar, Int)])
  func knownWidths(scalar: Unicode.Scalar, width: Int) {
    #expect(DisplayWidth.of(scalar) == width)
  }
}
