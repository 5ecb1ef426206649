/// The help's content, generated from the keymap so that it lists every key and never
/// lies. Pure.
public enum Help {
  /// One line of the help: a heading, or keys, what they do, and the name of the command
  /// they run (the name a configuration file binds keys to; none for the mouse).
  public enum Line: Equatable, Sendable {
    case heading(String)
    case entry(keys: String, summary: String, command: String? = nil)
  }

  /// The help for `modes`: the keys the input line and the list share, then each one's
  /// own, then the mouse; one line per command.
  static func lines(modes: [Mode.Kind: ModeKeys], mouse: [Line]) -> [Line] {
    let adding = modes[.adding] ?? ModeKeys([], unbound: .isIgnored, takesPastes: false)
    let browsing = modes[.browsing] ?? ModeKeys([], unbound: .isIgnored, takesPastes: false)
    let shared = adding.bindings.filter { binding in browsing.bindings.contains { $0.isSame(as: binding) } }
    let isShared = { (binding: Binding) in shared.contains { $0.isSame(as: binding) } }
    var lines: [Line] = [.heading("Everywhere")] + entries(shared)
    lines += [.heading("In the input line")]
    if adding.unbound == .typesText { lines.append(.entry(keys: "any text", summary: "type a todo")) }
    lines += entries(adding.bindings.filter { !isShared($0) })
    lines += [.heading("In the list")] + entries(browsing.bindings.filter { !isShared($0) })
    lines += [.heading("Mouse")] + mouse
    return lines
  }

  /// One line per binding.
  private static func entries(_ bindings: [Binding]) -> [Line] {
    bindings.map { .entry(keys: $0.keyLabel, summary: $0.summary, command: $0.command) }
  }

  /// What the help's box says at its foot: how to scroll it, when it scrolls, and that
  /// any other key closes it, from the help mode's own bindings.
  static func closingHint(_ keymap: Keymap, scrolls: Bool) -> String {
    guard scrolls else { return "Any key closes this help." }
    let keys = keymap.keys(in: .help).bindings.filter { $0.command.hasPrefix("scroll") }.map(\.keyLabel)
    return keys.joined(separator: "/") + " scroll; others close"
  }
}

extension Binding {
  /// Whether `other` binds the same keys to the same command (its footer rank aside).
  func isSame(as other: Binding) -> Bool {
    keys == other.keys && command == other.command && action == other.action && summary == other.summary
  }
}
