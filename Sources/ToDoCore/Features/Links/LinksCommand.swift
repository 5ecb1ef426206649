/// What the links ask of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runLinks` (`ToDoRuntime/Features/Links/`). Pure data.
public enum LinksCommand: Equatable, Sendable {
  /// Start the browser (`$BROWSER`, else `xdg-open`) on `link`, detached: its own session,
  /// its input and output on `/dev/null`, never waited for. The result comes back as
  /// `LinksAction.opened`.
  case open(String)
  /// Put `text` on the clipboard through the terminal (`ClipboardSequence`, OSC 52),
  /// between two screen updates. Nothing comes back: the terminal does not answer.
  case copyToClipboard(String)
}
