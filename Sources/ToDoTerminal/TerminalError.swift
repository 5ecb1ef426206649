/// Why the terminal could not be used, with what to do about it.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
  case notATerminal(stream: String)
  /// `TERM` is unset or names a terminal type the terminfo database does not know.
  case unknownTerminalType(String?)

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      return """
        todo: \(stream) is not a terminal. todo is an interactive, full-screen app.
        To fix: run it directly in a terminal window, without redirecting its input or output.
        """
    case .unknownTerminalType(nil):
      return """
        todo: TERM is not set, so the terminal type is unknown.
        To fix: set it to your terminal's type, for example: TERM=xterm-256color todo
        """
    case .unknownTerminalType(let name?):
      return """
        todo: the terminal type '\(name)' (from TERM) is unknown to this system.
        To fix: set TERM to a known type, for example: TERM=xterm-256color todo
        (or install its terminfo entry, e.g. apt-get install ncurses-term).
        """
    }
  }
}
