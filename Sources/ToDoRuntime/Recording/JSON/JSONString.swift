import ToDoCore

/// JSON string literals, written by hand where a line's bytes are kept small and fixed
/// (the journal's entries, the benchmarks' results). Pure.
public enum JSONString {
  /// `text` as a JSON string literal: quotes, backslashes and control characters (C0,
  /// DEL and C1, which a terminal would obey) escaped, everything else as it is (UTF-8,
  /// not `\u` escapes).
  public static func literal(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2)
    var text = text
    text.withUTF8 { appendLiteral($0, to: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` (valid UTF-8) as `literal` writes it, appended to `out`: the runs between
  /// escapes copied whole (C1 is found by its bytes, C2 80 to C2 9F). Pure; O(bytes).
  static func appendLiteral(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
    out.append(0x22)
    var runStart = 0
    var index = 0
    func escape(_ scalar: UInt8, width: Int) {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
      switch scalar {
      case 0x22: out.append(contentsOf: [0x5C, 0x22])
      case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      default:
        func hex(_ digit: UInt8) -> UInt8 {
          digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
        }
        out.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex(scalar >> 4), hex(scalar & 0xF)])
      }
      index += width
      runStart = index
    }
    while index < text.count {
      let byte = text[index]
      if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
        escape(byte, width: 1)
      } else if byte == 0xC2, index + 1 < text.count, (0x80...0x9F).contains(text[index + 1]) {
        escape(text[index + 1], width: 2)
      } else {
        index += 1
      }
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
    out.append(0x22)
  }
}
