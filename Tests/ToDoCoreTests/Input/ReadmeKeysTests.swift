import Foundation
import Testing

@testable import ToDoCore

/// README's key table says what the keymap does: every key of the input line and the list
/// is in a row for that part (or for "anywhere", when both have it).
@Suite("README's key table")
struct ReadmeKeysTests {
  /// README's table rows, by the part of the screen they are for.
  static func readmeRows() throws -> [String: [String]] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    var rows: [String: [String]] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3 else { continue }
      rows[cells[0], default: []].append(cells[1])
    }
    return rows
  }

  /// How README writes a key: `` `Ctrl-C` `` for `^C`, `` `Backspace` `` for `Bksp`.
  static func readmeName(_ key: Key) -> String {
    switch key {
    case .control(let letter): "`Ctrl-\(letter.uppercased())`"
    case .alt(let letter): "`Alt-\(letter.uppercased())`"
    case .backspace: "`Backspace`"
    // `1`–`9` in one cell.
    case .character(let digit) where ("1"..."9").contains(digit): "`1`–`9`"
    default: "`\(key.label)`"
    }
  }

  @Test(arguments: [
    (Mode.Kind.adding, "input"), (.browsing, "list"), (.editing, "editing"), (.choosingPriority, "after p"),
    (.searching, "searching"), (.pickingTag, "picking"), (.pickingView, "views"),
    (.pickingChange, "changes"), (.pickingHistory, "history"), (.namingView, "naming a view"),
    (.help, "help"),
  ])
  func everyKeyOfTheModeIsInItsRows(mode: Mode.Kind, part: String) throws {
    let rows = try Self.readmeRows()
    #expect(rows[part]?.isEmpty == false, "README has rows for \(part)")
    // Editing a todo uses the input line's keys, which the input's rows name.
    let shared: [String] =
      switch mode {
      case .editing, .searching, .namingView: rows["input"] ?? []
      case .pickingView: rows["picking"] ?? []
      default: []
      }
    let own = (rows[part] ?? []) + shared + (rows["anywhere"] ?? []) + (rows["after a failed load"] ?? [])
    for binding in Keymap.standard.keys(in: mode).bindings {
      // The letters after p are one cell, `A`–`Z`.
      if binding.commandSuffix?.first?.isLetter == true {
        #expect(own.contains { $0.contains("`A`–`Z`") }, "README's key table lacks `A`–`Z` for \(part)")
        continue
      }
      for key in binding.keys {
        #expect(
          own.contains { $0.contains(Self.readmeName(key)) },
          "README's key table lacks \(Self.readmeName(key)) (\(binding.command)) for \(part)")
      }
    }
  }
}
