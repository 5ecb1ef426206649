/// One step that turns the screen of one frame into the next, as `render` computes it and
/// the terminal adapter performs it. Pure data.
public enum DrawOp: Equatable, Sendable {
  /// Start over on a blank screen of this size (the terminal's own size: it is stated so
  /// that an in-memory screen can follow a resize).
  case clear(Size)
  /// Write `text` (glyphs already made safe by `DisplayText`) from `at`, in `style`.
  case text(at: Position, String, Style)
  /// Show the cursor at this cell, or hide it (nil). It stays there after later text.
  case cursor(Position?)
}
