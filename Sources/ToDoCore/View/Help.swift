/// The help's content, generated from the keymap so that it lists every key and never
/// lies. Pure.
public enum Help {
  /// One line of the help: a heading, or keys and what they do.
  public enum Line: Equatable, Sendable {
    case heading(String)
    case entry(keys: String, summary: String)
  }

  public static let lines: [Line] = {
    var lines: [Line] = [.heading("Everywhere"), .entry(keys: "any text", summary: "type a todo")]
    lines += entries(for: [.input, .list])
    lines += [.heading("In the input line")] + entries(for: [.input])
    lines += [.heading("In the list")] + entries(for: [.list])
    lines += [
      .heading("Mouse"),
      .entry(keys: "click", summary: "select; on ✕ delete; on [ Add ] add"),
      .entry(keys: "wheel", summary: "scroll the list"),
    ]
    return lines
  }()

  /// The bindings for exactly `focus`, neighbours with the same summary merged.
  private static func entries(for focus: Set<Focus>) -> [Line] {
    var lines: [Line] = []
    for binding in Keymap.bindings where binding.focus == focus {
      if case .entry(let keys, let summary) = lines.last, summary == binding.summary {
        lines[lines.count - 1] = .entry(keys: keys + "/" + binding.keyLabel, summary: summary)
      } else {
        lines.append(.entry(keys: binding.keyLabel, summary: binding.summary))
      }
    }
    return lines
  }
}
