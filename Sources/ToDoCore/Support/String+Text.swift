extension String {
  /// The string without leading and trailing white space (including newlines). Pure.
  func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}

extension String {
  /// A store's error message split after its reason: store errors say the reason first,
  /// then, after ": " or "; ", what failed and how to fix it. A separator inside
  /// parentheses is part of the reason ("too large (75 MiB; at most 64 MiB)"), so that a
  /// message composed around the reason never cuts a parenthesis in two. Pure.
  var reasonAndDetails: (reason: String, details: String?) {
    var index = startIndex
    var depth = 0
    while index < endIndex {
      let next = self.index(after: index)
      let character = self[index]
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = Swift.max(depth - 1, 0)
      } else if character == ":" || character == ";", depth == 0, next < endIndex, self[next] == " " {
        return (String(self[..<index]), String(self[self.index(after: next)...]))
      }
      index = next
    }
    return (self, nil)
  }

  /// The string with its first character in upper case. Pure.
  func capitalizingFirstLetter() -> String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}

extension Character {
  /// Whether it is one of the ASCII digits 0–9 (not any Unicode number). Pure.
  public var isASCIIDigit: Bool { isASCII && isNumber }
}
