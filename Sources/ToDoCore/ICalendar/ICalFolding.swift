/// RFC 5545 §3.1 line folding: a logical line longer than 75 octets is split into lines of
/// at most 75 octets (line end not counted), each continuation starting with one space; a
/// multi-octet UTF-8 character is never split. Unfolding is lenient: any line starting with
/// a space or a tab continues the one before, whatever its length (tasks.org writes 76).
/// Pure.
public enum ICalFolding {
  /// The longest physical line, in octets, without its line end.
  public static let limit = 75

  /// `logical` folded into physical lines, each ended with `lineEnd`. Pure.
  public static func fold(_ logical: String, lineEnd: String = "\r\n") -> String {
    var result = ""
    var lineOctets = 0
    for scalar in logical.unicodeScalars {
      let size = String(scalar).utf8.count
      if lineOctets + size > limit {
        result += lineEnd + " "
        lineOctets = 1
      }
      result.unicodeScalars.append(scalar)
      lineOctets += size
    }
    return result + lineEnd
  }

  /// A physical line: its text without the line end, and the line end (empty for the last
  /// line of a text without a final line end).
  struct PhysicalLine {
    var text: Substring
    var end: Substring
  }

  /// `text` cut at every line end: `\r\n`, `\n` or a lone `\r`. Pure.
  static func physicalLines(_ text: String) -> [PhysicalLine] {
    var lines: [PhysicalLine] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        var after = utf8.index(after: index)
        if byte == UInt8(ascii: "\r"), after < utf8.endIndex, utf8[after] == UInt8(ascii: "\n") {
          after = utf8.index(after: after)
        }
        lines.append(PhysicalLine(text: text[start..<index], end: text[index..<after]))
        start = after
        index = after
      } else {
        index = utf8.index(after: index)
      }
    }
    if start < utf8.endIndex {
      lines.append(PhysicalLine(text: text[start...], end: ""))
    }
    return lines
  }

  /// Logical lines of `text`: each with the raw physical lines it came from (line ends
  /// kept) and its unfolded text (each continuation's first space or tab dropped). Pure.
  static func logicalLines(_ text: String) -> [(raw: String, logical: String)] {
    var result: [(raw: String, logical: String)] = []
    for line in physicalLines(text) {
      if let first = line.text.first, first == " " || first == "\t", !result.isEmpty {
        result[result.count - 1].raw += line.text + line.end
        result[result.count - 1].logical += line.text.dropFirst()
      } else {
        result.append((String(line.text + line.end), String(line.text)))
      }
    }
    return result
  }
}
