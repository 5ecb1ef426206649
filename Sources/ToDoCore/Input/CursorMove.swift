/// Where a cursor movement in the input line goes.
public enum CursorMove: String, Equatable, Sendable, CaseIterable, Codable {
  case left
  case right
  case lineStart
  case lineEnd
  case wordLeft
  case wordRight
}
