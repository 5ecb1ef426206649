import ToDoCore

/// JSON string literals, written by hand where a line's bytes are kept small and fixed
/// (the journal's entries, the benchmarks' results). Pure.
public enum JSONString {
  /// `text` as a JSON string literal: quotes, backslashes and control characters (C0,
  /// DEL and C1, which a terminal would obey) escaped, everything else as it is (UTF-8,
  /// not `\u` escapes).
  public static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.isTerminalControl:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
