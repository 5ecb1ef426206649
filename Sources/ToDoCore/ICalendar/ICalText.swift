/// RFC 5545 §3.3.11 TEXT values: `\\`, `\;`, `\,` and `\n` (or `\N`) escapes, and lists of
/// texts separated by unescaped commas (`CATEGORIES:a,b\,c`). Reading is lenient: an
/// unknown escape keeps its backslash. Pure.
public enum ICalText {
  /// `text` escaped for a TEXT value.
  public static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// A TEXT value's text.
  public static func unescape(_ value: String) -> String {
    unescapedList(value, separatedByCommas: false).first ?? ""
  }

  /// A list of TEXT values (split at unescaped commas), each unescaped.
  public static func unescapeList(_ value: String) -> [String] {
    unescapedList(value, separatedByCommas: true)
  }

  /// `texts` escaped and joined by commas.
  public static func escapeList(_ texts: [String]) -> String {
    texts.map(escape).joined(separator: ",")
  }

  private static func unescapedList(_ value: String, separatedByCommas: Bool) -> [String] {
    var items: [String] = []
    var current = ""
    var iterator = value.makeIterator()
    while let character = iterator.next() {
      if character == "\\" {
        guard let next = iterator.next() else {
          current.append(character)
          break
        }
        switch next {
        case "\\", ";", ",": current.append(next)
        case "n", "N": current.append("\n")
        default:
          current.append(character)
          current.append(next)
        }
      } else if character == ",", separatedByCommas {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items
  }
}
