/// Links in todos: opening the selected todo's first link, copying its text, and what the
/// opening came back with (past tense). Pure data.
public enum LinksAction: Equatable, Sendable, Codable {
  /// `o`: open the selected todo's first link (`LinkScanner`) in the browser.
  case openFirst
  /// `Y`: copy the selected todo's text to the clipboard through the terminal (OSC 52).
  case copyText
  /// The browser was started on a link, or why not.
  case opened(LinkOpening)
}

/// What opening a link came to: the program started (detached: its end is not waited for),
/// or why none was. Pure value; made by the runtime (`LinkOpener`).
public enum LinkOpening: Equatable, Sendable, Codable {
  /// `program` was started on `link`.
  case started(program: String, link: String)
  /// Nothing was started: why, and what to do about it.
  case failed(reason: String, fix: String)
}
