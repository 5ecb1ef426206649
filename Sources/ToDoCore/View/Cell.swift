/// One character cell of a frame. Pure value.
public struct Cell: Equatable, Sendable {
  /// The glyph's text; empty in the second cell of a wide glyph.
  public var glyph: String
  public var style: Style

  public init(_ glyph: String, _ style: Style = .normal) {
    self.glyph = glyph
    self.style = style
  }

  public static let blank = Cell(" ")

  /// Whether this is the right half of a wide glyph that starts in the cell before.
  public var isContinuation: Bool { glyph.isEmpty }
}
