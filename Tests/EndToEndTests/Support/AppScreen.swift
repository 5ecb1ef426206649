/// What the tests know about the app's screen: where its parts are and what it shows at
/// the start.
///
///     row 0          TODO - (N)                  ⠹ Loading…
///     row 1          › input text                   [ Add ]
///     row 2          ──────────────────────────────── 3/40 ─
///     rows 3…        the list (`› ` marks the selected todo)
///     row rows - 2   status message
///     row rows - 1   keys that work now
enum AppUnderTest {
  /// What the demo store loads, in order.
  static let loadedTitles = ["Buy the milk", "Take my dog", "Rent a car"]
  static let placeholder = "Type a todo and press Enter"
  /// The start of the footer while the input has the focus.
  static let inputFooter = "Enter add  ↓ to list  Esc clear"
  /// The start of the footer while the list has the focus.
  static let listFooter = "↑/↓ select  x done  e edit  d delete  a add  ? help  q quit  ^Z undo"
  static let quitHint = "^C quit"
}

extension Screen {
  /// The title, `TODO - (N)`, without what the row shows at its right end (the spinner,
  /// or the list's name).
  var title: String {
    let row = self[0]
    return row.range(of: "  ").map { String(row[..<$0.lowerBound]) } ?? row
  }
  /// What the title row shows at its right end: `⠹ Loading…` or the list's name.
  var titleNote: String {
    let row = self[0]
    guard let gap = row.range(of: "  ") else { return "" }
    return String(row[gap.upperBound...]).trimmingCharacters(in: .whitespaces)
  }
  /// Whether the title names the list `name` as the one shown: its name at the end, or
  /// followed by its place among several (` · 1 of 3`).
  func shows(list name: String) -> Bool {
    let note = titleNote
    if note.hasSuffix(name) { return true }
    guard let range = note.range(of: name + " · ", options: .backwards) else { return false }
    let place = note[range.upperBound...].split(separator: " ")
    return place.count == 3 && place[1] == "of" && place[0].allSatisfy(\.isNumber)
      && place[2].allSatisfy(\.isNumber)
  }
  var input: String { self[1] }
  var separator: String { self[2] }
  /// The status message: the status row, or while a long message shows whole over the
  /// last list rows (under its `─ Message` rule), its lines joined as they were broken.
  var status: String {
    guard let rule = messageRule else { return self[rows.count - 2] }
    return rows[(rule + 1)...(rows.count - 2)].joined(separator: " ")
  }
  var footer: String { self[rows.count - 1] }

  /// The row of the rule over a long message shown whole, if one shows.
  var messageRule: Int? {
    guard rows.count > 5 else { return nil }
    return rows[3..<(rows.count - 2)].lastIndex { $0.hasPrefix("─ Message ─") }
  }

  /// The list rows, from row 3 to the one above the status (or above a long message's rule).
  var listRows: [String] { rows.count > 5 ? Array(rows[3..<(messageRule ?? (rows.count - 2))]) : [] }

  /// The titles the list shows, top to bottom (the selection mark, the `✕` after the
  /// selected title and the dates said at the row's end left out).
  var items: [String] {
    listRows.filter { !$0.isEmpty }.map { row in
      var title = Substring(row.dropFirst(2))
      if let note = Self.dateNote(of: row) { title = title.dropLast(note.count) }
      while title.last == " " { title = title.dropLast() }
      if row.hasPrefix("› "), title.hasSuffix("✕") { title = title.dropLast() }
      while title.last == " " { title = title.dropLast() }
      return String(title)
    }
  }

  /// The dates a list row says at its end, counted from today (`due tomorrow`, `3 days
  /// late, starts Fri`), if it says any: the text after the row's last two blanks, when it
  /// reads as such.
  static func dateNote(of row: String) -> String? {
    let trimmed = row.trimmingCharacters(in: .whitespaces)
    guard let gap = trimmed.range(of: "  ", options: .backwards) else { return nil }
    let note = String(trimmed[gap.upperBound...])
    let saysDates = note.split(separator: ", ").allSatisfy {
      $0.hasPrefix("due ") || $0.hasPrefix("starts ") || $0.hasSuffix(" late")
    }
    return saysDates ? note : nil
  }

  /// The titles of the rows marked as selected (`› ` in the first column).
  var selected: [String] {
    zip(listRows.filter { !$0.isEmpty }, items).filter { $0.0.hasPrefix("› ") }.map(\.1)
  }

  /// The number in `TODO - (N)`.
  var count: Int? {
    guard title.hasPrefix("TODO - ("), let close = title.firstIndex(of: ")") else { return nil }
    return Int(title[title.index(title.startIndex, offsetBy: 8)..<close])
  }

  /// Whether the input line shows the placeholder, i.e. the input is empty.
  var inputIsEmpty: Bool { input.hasPrefix("› \(AppUnderTest.placeholder)") }

  /// The position indicator ` first–last/total ` on the separator row (the rows shown), if
  /// shown.
  var position: (first: Int, last: Int, total: Int)? {
    let parts = separator.split(separator: " ")
    guard parts.count >= 2 else { return nil }
    let numbers = parts[1].split(whereSeparator: { $0 == "–" || $0 == "/" }).compactMap { Int($0) }
    guard numbers.count == 3 else { return nil }
    return (numbers[0], numbers[1], numbers[2])
  }
}

extension TmuxSession {
  /// Waits until the demo store's three todos are in and the spinner is gone.
  @discardableResult
  func waitUntilLoaded(fileID: String = #fileID, line: Int = #line) async throws -> Screen {
    try await waitFor("the three todos to load", fileID: fileID, line: line) {
      $0.title == "TODO - (3)" && $0.status == "Loaded 3 todos."
    }
  }
}
