/// What a todo's text may hold, whatever it comes from: typed or pasted into the input line,
/// edited in the app or in the user's editor (`E`), the next occurrence of a recurring todo,
/// a conflict copy's lines merged, a replayed recording. One mechanism for every source, so
/// that nothing the app writes is something its own load would refuse or read back as
/// other lines: a todo's text is one line with no control character. Pure.
public enum ToDoText {
  /// The most characters a todo typed, pasted or edited may have.
  public static let maximumLength = 500
  /// The most bytes (UTF-8) a todo typed, pasted or edited may have: a character (grapheme
  /// cluster) can carry any number of combining marks, so a character limit alone bounds
  /// nothing in bytes.
  public static let maximumByteCount = 4_000

  /// `text` as a todo's line may hold it: every run of line breaks and tabs (LF, CR, tab,
  /// vertical tab, form feed, NEL, the Unicode line and paragraph separators) becomes one
  /// space, and every other control character (C0 but those, DEL, C1; NUL among them) is
  /// dropped. Text with nothing to change is returned as it is. O(bytes).
  public static func sanitized(_ text: String) -> String {
    guard !isClean(text) else { return text }
    var result = ""
    var lastWasSpace = false
    for scalar in text.unicodeScalars {
      if scalar.isLineBreakOrTab {
        if !lastWasSpace { result.unicodeScalars.append(" ") }
        lastWasSpace = true
        continue
      }
      if scalar.isTerminalControl { continue }
      result.unicodeScalars.append(scalar)
      lastWasSpace = scalar == " "
    }
    return result
  }

  /// Whether `text` holds nothing `sanitized` changes: a walk of its bytes, which looks at
  /// scalars only after a byte that may start a control (below 0x20, DEL, 0xC2 for C1 and
  /// NEL, 0xE2 for the separators). O(bytes).
  public static func isClean(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    while let byte = bytes.next() {
      switch byte {
      case 0..<0x20, 0x7F: return false
      case 0xC2:
        guard let next = bytes.next() else { return true }
        if (0x80...0x9F).contains(next) { return false }
      case 0xE2:
        // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
        guard let second = bytes.next(), let third = bytes.next() else { return true }
        if second == 0x80, third == 0xA8 || third == 0xA9 { return false }
      default: continue
      }
    }
    return true
  }

  /// Why `text` is too long for a todo (“… characters; a todo holds at most 500 …”), or nil
  /// when it fits. Looks at the byte count first (O(1) for a native string), so a line of
  /// megabytes is refused without being walked. O(min(bytes, limit)).
  public static func excess(of text: String) -> String? {
    let bytes = text.utf8.count
    let characters = bytes > maximumByteCount ? nil : text.count
    guard bytes > maximumByteCount || (characters ?? 0) > maximumLength else { return nil }
    let size = characters.map { $0.counted("character") } ?? bytes.counted("byte")
    return "\(size); a todo holds at most \(maximumLength) characters (\(maximumByteCount) bytes)"
  }
}

extension Unicode.Scalar {
  /// Whether this breaks a line or is a tab (LF, CR, tab, VT, FF, NEL, U+2028, U+2029):
  /// what a todo's text turns into a space. Pure.
  var isLineBreakOrTab: Bool {
    switch value {
    case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }
}
