/// A status message longer than the status line, shown whole while it is new
/// (`State.statusShownWhole`): a rule, then the message wrapped over the last list rows,
/// its last line on the status line. The next key folds it back into the status line, cut
/// at the terminal's width. At most `maximumLines` lines, and always one list row left
/// above the rule; a message longer still ends in `…`. Pure; it wraps the message only.
///
///     ─ Message ──────────────────────────────
///     Merged the changes another program made:
///     1 todo not in the list. m merges the
///     conflict copy, n leaves it.
struct StatusArea: Equatable {
  /// The row of the rule that heads the area.
  let ruleRow: Int
  /// The message in lines that fit the width, the last on the status row.
  let lines: [String]
  let kind: StatusMessage.Kind

  /// The most lines a message takes.
  static let maximumLines = 8

  /// The area for `state` laid out by `layout`, or nil while the status fits its line or
  /// no longer shows whole. Pure.
  init?(_ state: borrowing some FeatureContext, _ layout: Layout) {
    guard Self.mayShow(state, layout), let status = state.status else { return nil }
    let columns = layout.size.columns
    guard DisplayText.width(status.text) > columns else { return nil }
    // The rule and the lines over the list's rows leave one of them.
    let maximum = min(Self.maximumLines, layout.listHeight - 1)
    guard maximum >= 2 else { return nil }
    lines = DetailArea.wrap(status.text, width: columns, maximumLines: maximum)
    ruleRow = layout.statusRow - lines.count
    kind = status.kind
  }

  /// Whether `state` may show an area: a status shown whole, longer in bytes than the
  /// width. Asked on every key: O(1).
  static func mayShow(_ state: borrowing some FeatureContext, _ layout: Layout) -> Bool {
    guard state.statusShownWhole, let status = state.status else { return false }
    return status.text.utf8.count > layout.size.columns
  }

  /// The rows the area covers, its rule first and the status row last.
  var rows: Range<Int> { ruleRow..<ruleRow + 1 + lines.count }

  /// The rows it covers over the list.
  var listRows: Range<Int> { ruleRow..<ruleRow + lines.count }
}

/// Writes row `row` of the status area `area`: its rule, or one line of the message (the
/// status row's is the last). Pure.
func composeStatusAreaRow(_ row: Int, of area: StatusArea, _ layout: Layout, into frame: inout Frame) {
  if row == area.ruleRow {
    frame.fill(row: row, columns: 0..<layout.size.columns, with: "─", style: .separator)
    frame.put(" Message ", row: row, column: 1, style: .position)
    return
  }
  let index = row - area.ruleRow - 1
  guard area.lines.indices.contains(index) else { return }
  frame.put(area.lines[index], row: row, column: 0, style: .status(area.kind))
}
