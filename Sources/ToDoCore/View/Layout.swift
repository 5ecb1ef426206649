/// Where each part of the screen goes for a terminal size. Pure; shared by `render`, which
/// draws there, and the reducer, which maps mouse clicks and pages through it.
///
///     row 0          TODO - (N)                  ⠹ Loading…
///     row 1          › input text                   [ Add ]   (the `InputButton`)
///     row 2          ───────────────────────────────── 3/40
///     rows 3…        the list
///     row rows - 2   status message
///     row rows - 1   keys that work now
public struct Layout: Equatable, Sendable {
  /// Below this size the app shows only a "terminal too small" notice.
  public static let minimumSize = Size(columns: 20, rows: 6)
  public let size: Size

  public init(_ size: Size) {
    self.size = size
  }

  public var isTooSmall: Bool {
    size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
  }

  public var titleRow: Int { 0 }
  public var inputRow: Int { 1 }
  public var separatorRow: Int { 2 }
  public var listTop: Int { 3 }
  public var statusRow: Int { size.rows - 2 }
  public var footerRow: Int { size.rows - 1 }

  /// How many todos are visible at once (0 when the terminal is too small).
  public var listHeight: Int { isTooSmall ? 0 : max(statusRow - listTop, 0) }

  /// The first column of input text (after the `› ` prompt).
  public var inputTextColumn: Int { 2 }

  /// The first column of a todo's title in the list (after the `› ` mark).
  public var titleColumn: Int { 2 }

  /// The columns a list row's title may use, on the selected row leaving room for ` ✕`.
  public func titleWidth(isSelected: Bool) -> Int {
    max(size.columns - titleColumn - (isSelected ? 2 : 0), 1)
  }

  /// The column of the `✕` right after the selected todo's title, which deletes it when
  /// clicked. Pure.
  public func deleteMarkerColumn(forTitle title: String) -> Int {
    let limit = titleWidth(isSelected: true)
    let width = DisplayText.glyphs(title, maximumWidth: limit).reduce(0) { $0 + $1.width }
    return titleColumn + min(width, limit) + 1
  }

  /// The screen row showing the list's row `index`, when it shows.
  public func screenRow(ofListIndex index: Int, scrollOffset: Int) -> Int? {
    let row = listTop + index - scrollOffset
    return !isTooSmall && row >= listTop && row < listTop + listHeight ? row : nil
  }

  /// The index of the todo shown on screen row `row`, if that row is a list row.
  public func listIndex(atRow row: Int, scrollOffset: Int) -> Int? {
    guard !isTooSmall, row >= listTop, row < listTop + listHeight else { return nil }
    return scrollOffset + row - listTop
  }
}
