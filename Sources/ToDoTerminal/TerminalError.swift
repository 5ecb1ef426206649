/// Why the terminal could not be used, with what to do about it.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
  case notATerminal(stream: String)
  /// `TERM` is unset or names a terminal type the terminfo database does not know.
  case unknownTerminalType(String?)
  /// The terminal type cannot draw a full screen: it lacks `capability` (a terminfo name).
  case lacksCapability(String, capability: String)

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
    case .lacksCapability(let name, let capability):
      return """
        todo: the terminal type '\(name)' (from TERM) \(Self.lack(of: capability)), which a full-screen app needs.
        To fix: run todo in a terminal window (xterm, GNOME Terminal, tmux...), or if this is one, \
        set TERM to its real type, for example: TERM=xterm-256color todo
        """
    }
  }

  /// What lacking a terminfo capability means, in words.
  private static func lack(of capability: String) -> String {
    switch capability {
    case "cup": return "cannot move the cursor (no 'cup' capability)"
    case "clear": return "cannot clear the screen (no 'clear' capability)"
    case "hc": return "is a hard-copy terminal, which cannot redraw"
    case "gn": return "is a generic type, whose capabilities are unknown"
    default: return "lacks the '\(capability)' capability"
    }
  }
}
