/// The help's content, generated from the keymap so that it lists every key and never
/// lies. Pure.
public enum Help {
  /// One line of the help: a heading, or keys and what they do.
  public enum Line: Equatable, Sendable {
    case heading(String)
    case entry(keys: String, summary: String)
  }

  /// The help for `modes`: the keys the input line and the list share, then each one's
  /// own, then the mouse; neighbours with the same summary merged (`↑/k/↓/j select`).
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

  /// One line per binding, neighbours with the same summary merged.
  private static func entries(_ bindings: [Binding]) -> [Line] {
    var lines: [Line] = []
    for binding in bindings {
      if case .entry(let keys, let summary) = lines.last, summary == binding.summary {
        lines[lines.count - 1] = .entry(keys: keys + "/" + binding.keyLabel, summary: summary)
      } else {
        lines.append(.entry(keys: binding.keyLabel, summary: binding.summary))
      }
    }
    return lines
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
