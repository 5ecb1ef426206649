/// Priorities between todo.txt's letters and iCalendar's `PRIORITY` (RFC 5545 §3.8.1.9:
/// 1 highest, 9 lowest, 0 none; the phones' three levels write 1, 5 and 9). Pure.
///
/// | todo.txt | written  | read back from  |
/// |----------|----------|-----------------|
/// | (A)      | 1        | 1, 2, 3, 4 → A  |
/// | (B)      | 5        | 5 → B           |
/// | (C)      | 9        | 6, 7, 8, 9 → C  |
/// | (D)–(Z)  | 9        | (read as C)     |
/// | none     | no line  | 0, empty → none |
///
/// A–C round-trip; D–Z come back as C. A value read is rewritten only when the todo's
/// letter changes (`VTodoExport`), so a phone's 2 or 7 survives as long as nobody changes it.
public enum VTodoPriority {
  /// The `PRIORITY` value for a letter.
  public static func value(for letter: Character) -> Int {
    switch letter {
    case "A": 1
    case "B": 5
    default: 9
    }
  }

  /// The letter for a `PRIORITY` value; nil for 0 or anything not 1–9.
  public static func letter(for value: String) -> Character? {
    guard let number = Int(value.trimmingBlanks) else { return nil }
    switch number {
    case 1...4: return "A"
    case 5: return "B"
    case 6...9: return "C"
    default: return nil
    }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs. Pure.
  public var trimmingBlanks: Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}
