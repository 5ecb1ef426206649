/// The loading indicator's animation. Pure.
public enum Spinner {
  public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The spinner glyph for the `index`th tick.
  public static func glyph(_ index: Int) -> Character {
    frames[((index % frames.count) + frames.count) % frames.count]
  }
}
