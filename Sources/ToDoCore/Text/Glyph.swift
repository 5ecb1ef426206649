/// What one terminal cell (or two, for a wide character) shows: a spacing character and
/// the zero-width characters that ride on it, as ncurses stores them in a `cchar_t`.
/// Pure value.
public struct Glyph: Equatable, Sendable {
  public var text: String
  /// 1 or 2 columns.
  public var width: Int

  public init(_ text: String, width: Int) {
    self.text = text
    self.width = width
  }

  public static let space = Glyph(" ", width: 1)
  public static let ellipsis = Glyph("…", width: 1)
}
