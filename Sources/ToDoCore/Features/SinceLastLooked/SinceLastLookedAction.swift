/// What other programs changed in the list since the app last saw it: told at the start,
/// listed, and a deleted todo brought back. Pure data.
public enum SinceLastLookedAction: Equatable, Sendable, Codable {
  /// The runtime compared what the app last saw of the list with what it loaded.
  case found(OutsideChanges)
  /// `W` in the list: the box of those changes.
  case open
  /// `b` or Enter on a deleted todo's row: it is added to the list again.
  case bringBack
}
