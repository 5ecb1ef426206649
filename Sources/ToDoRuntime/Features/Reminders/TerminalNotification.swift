import ToDoCore

/// How the terminal the app runs in is asked to notify the desktop of a reminder, chosen by
/// what the terminal says it is (decision 0342): kitty's OSC 99; OSC 9 for iTerm2, WezTerm,
/// Ghostty; OSC 777 for foot, VTE terminals (GNOME Terminal, Tilix…) and rxvt-unicode; a
/// bell elsewhere. Inside tmux the sequence goes through its passthrough (`ESC P tmux;`,
/// which tmux 3.3 and later pass when `allow-passthrough` is on) followed by a bell, which
/// tmux always handles (its `monitor-bell`, and the outer terminal's bell). Pure.
public enum TerminalNotification: Equatable, Sendable {
  case kitty
  case osc9
  case osc777
  case bell
  /// Inside tmux, the outer terminal's way wrapped in tmux's passthrough.
  indirect case tmux(TerminalNotification)

  /// The way `environment` (the process's variables) says the terminal understands.
  public static func chosen(by environment: [String: String]) -> TerminalNotification {
    let outer = outerTerminal(environment)
    if let tmux = environment["TMUX"], !tmux.isEmpty { return .tmux(outer) }
    return outer
  }

  /// The way of the terminal outside any tmux. Pure.
  private static func outerTerminal(_ environment: [String: String]) -> TerminalNotification {
    let term = environment["TERM"] ?? ""
    let program = environment["TERM_PROGRAM"] ?? ""
    if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil { return .kitty }
    if ["iTerm.app", "WezTerm", "ghostty"].contains(program) || term == "xterm-ghostty"
      || environment["WEZTERM_PANE"] != nil
    {
      return .osc9
    }
    if term.hasPrefix("foot") || term.hasPrefix("rxvt-unicode") || environment["VTE_VERSION"] != nil {
      return .osc777
    }
    return .bell
  }

  /// The bytes that ask for a notification titled `title` saying `body` (control
  /// characters taken out: they would end the sequence).
  public func sequence(title: String, body: String) -> String {
    let (title, body) = (Self.plain(title), Self.plain(body))
    switch self {
    case .kitty: return "\u{1B}]99;;\(title): \(body)\u{1B}\\"
    case .osc9: return "\u{1B}]9;\(title): \(body)\u{07}"
    case .osc777: return "\u{1B}]777;notify;\(String(title.map { $0 == ";" ? "," : $0 }));\(body)\u{1B}\\"
    case .bell: return "\u{07}"
    case .tmux(.bell), .tmux(.tmux): return "\u{07}"
    case .tmux(let outer):
      let inner = outer.sequence(title: title, body: body).map {
        $0 == "\u{1B}" ? "\u{1B}\u{1B}" : String($0)
      }.joined()
      return "\u{1B}Ptmux;\(inner)\u{1B}\\\u{07}"
    }
  }

  /// `text` without control characters (C0, DEL, C1), which would end or break a string
  /// sequence. Pure.
  static func plain(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }))
  }
}
