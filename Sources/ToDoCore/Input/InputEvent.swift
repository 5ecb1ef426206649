/// One thing the terminal reported: a key, a mouse event, or a new size. Pure value.
public enum InputEvent: Equatable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  case resize(Size)
  /// Text the user pasted (bracketed paste), as it arrived.
  case paste(String)
}

/// A mouse event at a screen cell. Pure value.
public struct MouseEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// The left button went down: the app treats it as a click.
    case press
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var position: Position

  public init(_ kind: Kind, at position: Position) {
    self.kind = kind
    self.position = position
  }
}
