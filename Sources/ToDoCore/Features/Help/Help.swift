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
    // Editing a todo uses the input line's keys; only its own are listed.
    if let editing = modes[.editing] {
      let own = editing.bindings.filter { binding in !adding.bindings.contains { $0.isSame(as: binding) } }
      lines += [.heading("Editing a todo")] + entries(own)
    }
    if let choosing = modes[.choosingPriority] {
      lines += [.heading("After p")]
      if case .setsPriorityElse = choosing.unbound {
        lines.append(.entry(keys: ModeKeys.priorityLetters, summary: "set the priority"))
      }
      lines += entries(
        choosing.bindings.filter { binding in !adding.bindings.contains { $0.isSame(as: binding) } })
    }
    lines += [.heading("Mouse")] + mouse
    return lines
  }

  /// One line per binding; a run of numbered bindings doing the same (`view1` to `view9`
  /// on `1` to `9`) is one line, `1–9`.
  private static func entries(_ bindings: [Binding]) -> [Line] {
    var lines: [Line] = []
    var index = 0
    while index < bindings.count {
      let first = bindings[index]
      var end = index + 1
      while end < bindings.count, bindings[end].summary == first.summary,
        bindings[end].isNumbered(like: first)
      {
        end += 1
      }
      let last = bindings[end - 1]
      if end - index > 1, let number = last.commandNumber {
        lines.append(
          .entry(
            keys: first.keyLabel + "–" + last.keyLabel, summary: first.summary,
            command: first.command + "–" + number))
      } else {
        lines.append(.entry(keys: first.keyLabel, summary: first.summary, command: first.command))
      }
      index = end
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
  /// The number ending the command's name (`9` of `view9`), if it ends in one.
  /// Read as bytes: the keymap is derived at start-up, and walking the characters through
  /// the generic wrappers `reversed()` and `prefix` cost about a million instructions there.
  var commandNumber: String? {
    let bytes = Array(command.utf8)
    var start = bytes.count
    while start > 0, bytes[start - 1] >= UInt8(ascii: "0"), bytes[start - 1] <= UInt8(ascii: "9") {
      start -= 1
    }
    return start == bytes.count || start == 0 ? nil : String(decoding: bytes[start...], as: UTF8.self)
  }

  /// Whether both commands are one name with a number (`view1`, `view2`), on one key each.
  func isNumbered(like other: Binding) -> Bool {
    guard let number = commandNumber, let otherNumber = other.commandNumber, keys.count == 1,
      other.keys.count == 1
    else { return false }
    return command.dropLast(number.count) == other.command.dropLast(otherNumber.count)
  }

  /// Whether `other` binds the same keys to the same command (its footer rank aside).
  func isSame(as other: Binding) -> Bool {
    keys == other.keys && command == other.command && action == other.action && summary == other.summary
  }
}
