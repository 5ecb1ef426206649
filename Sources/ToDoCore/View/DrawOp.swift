/// One step that turns the screen of one frame into the next, as `render` computes it and
/// the terminal adapter performs it. Pure data.
public enum DrawOp: Equatable, Sendable {
  /// Blank the whole screen.
  case clear
  /// Write `text` (glyphs already made safe by `DisplayText`) from `at`, in `style`.
  case text(at: Position, String, Style)
  /// Show the cursor at this cell, or hide it (nil). It stays there after later text.
  case cursor(Position?)
}
