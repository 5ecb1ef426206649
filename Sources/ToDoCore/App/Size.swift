/// A terminal size in character cells. Pure value.
public struct Size: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  public var description: String { "\(columns)×\(rows)" }
}

/// A cell on the screen: `row` from the top, `column` from the left, both from 0. Pure value.
public struct Position: Equatable, Hashable, Sendable, Codable {
  public var row: Int
  public var column: Int

  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}
