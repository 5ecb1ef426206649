import ToDoCore

extension Size {
  /// The largest screen the app draws: beyond any real terminal (tmux stops at 10,000, but
  /// no screen shows more than a few hundred rows), and small enough that a frame of it
  /// fits in memory many times over (2 million cells, about 48 MB).
  public static let largestTerminal = Size(columns: 2_000, rows: 1_000)

  /// This size brought within what a terminal can be: at least 1×1, at most
  /// `largestTerminal`. For sizes read from files, which may say anything. Pure.
  public var clampedToTerminal: Size {
    Size(
      columns: min(max(columns, 1), Size.largestTerminal.columns),
      rows: min(max(rows, 1), Size.largestTerminal.rows))
  }
}
