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
    /// The left button went down with Ctrl or Alt held: the app marks the todo under it.
    case markingPress
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  public var position: Position
  /// When it happened, in milliseconds of a monotonic clock: the terminal adapter stamps
  /// it, so that the pure core can tell a double click without reading a clock.
  public var timeInMilliseconds: Int?

  public init(_ kind: Kind, at position: Position, timeInMilliseconds: Int? = nil) {
    self.kind = kind
    self.position = position
    self.timeInMilliseconds = timeInMilliseconds
  }
}

extension InputEvent {
  /// The event with its time set to `milliseconds` if it is a mouse event. Pure.
  public func stamped(milliseconds: Int) -> InputEvent {
    guard case .mouse(var mouse) = self else { return self }
    mouse.timeInMilliseconds = milliseconds
    return .mouse(mouse)
  }
}
