extension Unicode.Scalar {
  /// Whether this is a C0 control, DEL or a C1 control: a code point that must never reach
  /// the terminal as text, because the terminal would obey it. Pure.
  public var isTerminalControl: Bool {
    value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value)
  }
}
