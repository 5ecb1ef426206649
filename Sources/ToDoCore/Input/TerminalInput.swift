/// What the terminal adapter reads, before decoding: a code point as typed, a special key
/// the terminal library already recognised, a mouse event, or a new size. Pure value.
public enum TerminalInput: Equatable, Sendable {
  case scalar(UInt32)
  case key(Key)
  case mouse(MouseEvent)
  case resize(Size)
}
