/// The help's content, generated from the keymap so that it lists every key and never
/// lies. Pure.
public enum Help {
  /// One line of the help: a heading, or keys, what they do, and the name of the command
  /// they run (the name a configuration file binds keys to; none for the mouse).
  public enum Line: Equatable, Sendable {
    case heading(String)
    case entry(keys: String, summary: String, command: String? = nil)

    /// The command's name as F1 shows it beside what the keys do: none where the name is
    /// the summary itself (`undo`, `quit`, `help`), which would read twice on the line; the
    /// summary is then the name. The manual page lists every name (decision 0185).
    public var shownCommand: String? {
      guard case .entry(_, let summary, let command?) = self, command != summary else { return nil }
      return command
    }

    /// Whether the line heads a mode's keys.
    var isHeading: Bool {
      if case .heading = self { true } else { false }
    }
  }

  /// The help for `modes`: the keys the input line and the list share, then each one's
  /// own, then the mouse; one line per command.
  static func lines(modes: [Mode.Kind: ModeKeys], mouse: [Line]) -> [Line] {
    let adding = modes[.adding] ?? ModeKeys([], unbound: .isIgnored, takesPastes: false)
    let browsing = modes[.browsing] ?? ModeKeys([], unbound: .isIgnored, takesPastes: false)
    let shared = adding.bindings.filter { binding in browsing.bindings.contains { $0.isSame(as: binding) } }
    let isShared = { (binding: Binding) in shared.contains { $0.isSame(as: binding) } }
    var lines: [Line] = [.heading("Everywhere")] + entries(shared)
    lines += [.heading(Mode.Kind.adding.described.helpHeading ?? "")]
    if adding.unbound == .typesText { lines.append(.entry(keys: "any text", summary: "type a todo")) }
    lines += entries(adding.bindings.filter { !isShared($0) })
    lines +=
      [.heading(Mode.Kind.browsing.described.helpHeading ?? "")]
      + entries(browsing.bindings.filter { !isShared($0) })
    // The other modes the help lists (their row names a heading): their own keys only,
    // not the input line's they share.
    for row in ModeTable.rows where row.kind != .adding && row.kind != .browsing {
      guard let heading = row.helpHeading, let keys = modes[row.kind] else { continue }
      let own = keys.bindings.filter { binding in !adding.bindings.contains { $0.isSame(as: binding) } }
      lines += [.heading(heading)] + entries(own)
    }
    lines += [.heading("Mouse")] + mouse
    return lines
  }

  /// The heading of what the title's counts mean.
  static let titleHeading = "The title: the list's todos that show"

  /// What the title's counts mean, one meaning with and without a filter, and the key (as
  /// `keymap` binds it) that shows the todos counted apart (issue 44): on the search
  /// words' page, beside what else leaves todos out. Pure.
  static func titleLines(_ keymap: Keymap) -> [Line] {
    func key(_ command: String) -> String {
      keymap.keys(in: .browsing).bindings.first { $0.command == command }?.keys.first?.label ?? command
    }
    return [
      .heading(titleHeading),
      .entry(keys: "(3/7)", summary: "3 of 7 show (search, \(key("hideDone")), t:, h:1)"),
      .entry(keys: "2 hidden", summary: "by t: after today or h:1: \(key("showHidden")) shows them"),
    ]
  }

  /// `lines` as the help opened over `focus` shows them: the keys of the mode it was opened
  /// from right after the keys every mode shares, the other modes' after them, so that the
  /// help opened from the list starts at the list's keys (issue 44). Pure; O(n).
  static func opened(_ lines: [Line], over focus: Focus) -> [Line] {
    guard let heading = Mode(focus).kind.described.helpHeading,
      let start = lines.firstIndex(of: .heading(heading)),
      let second = lines.dropFirst().firstIndex(where: \.isHeading), second < start
    else { return lines }
    let end = lines[(start + 1)...].firstIndex(where: \.isHeading) ?? lines.endIndex
    var reordered = lines
    reordered.removeSubrange(start..<end)
    reordered.insert(contentsOf: lines[start..<end], at: second)
    return reordered
  }

  /// One line per binding; a run of bindings doing the same one a place (`view1` to
  /// `view9` on `1` to `9`, `priorityA` to `priorityZ`) is one line, `1–9`.
  public static func entries(_ bindings: [Binding]) -> [Line] {
    Binding.runs(bindings).map { run in
      .entry(keys: run.keysLabel, summary: run.first.summary, command: run.commandLabel)
    }
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
  /// Neighbouring bindings that do the same one a place, as one: `view1` to `view9` on `1`
  /// to `9`, `priorityA` to `priorityZ` on `A` to `Z`. Pure.
  struct Run {
    var first: Binding
    var last: Binding
    var count: Int

    /// The keys as the help writes them: every key of a single binding (`d/Del/Bksp`), or
    /// the first keys of a run's ends (`1–9`, `A–Z`).
    var keysLabel: String { count == 1 ? first.keyLabel : firstKeysLabel }
    /// The first key, or the first keys of a run's ends.
    var firstKeysLabel: String {
      count == 1 ? first.keys[0].label : first.keys[0].label + "–" + last.keys[0].label
    }
    /// The command, or the run's commands (`view1–9`).
    var commandLabel: String {
      count == 1 ? first.command : first.command + "–" + (last.commandSuffix ?? "")
    }
  }

  /// `bindings` with each run of the same thing done one a place made one. Pure.
  static func runs(_ bindings: [Binding]) -> [Run] {
    var runs: [Run] = []
    for binding in bindings {
      if let last = runs.last?.last, last.summary == binding.summary, binding.isNumbered(like: last) {
        runs[runs.count - 1].last = binding
        runs[runs.count - 1].count += 1
      } else {
        runs.append(Run(first: binding, last: binding, count: 1))
      }
    }
    return runs
  }

  /// What tells the command apart from the others of its run: the number ending its name
  /// (`9` of `view9`), or a capital ending a lower-case name (`Z` of `priorityZ`).
  /// Read as bytes: the keymap is derived at start-up, and walking the characters through
  /// the generic wrappers `reversed()` and `prefix` cost about a million instructions there.
  var commandSuffix: String? {
    let bytes = Array(command.utf8)
    var start = bytes.count
    while start > 0, bytes[start - 1] >= UInt8(ascii: "0"), bytes[start - 1] <= UInt8(ascii: "9") {
      start -= 1
    }
    if start == bytes.count, bytes.count >= 2,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[start - 1]),
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start - 2])
    {
      start -= 1
    }
    return start == bytes.count || start == 0 ? nil : String(decoding: bytes[start...], as: UTF8.self)
  }

  /// Whether both commands are one name with a different suffix (`view1`, `view2`), on as
  /// many keys each.
  func isNumbered(like other: Binding) -> Bool {
    guard let suffix = commandSuffix, let otherSuffix = other.commandSuffix, keys.count == other.keys.count
    else { return false }
    return command.dropLast(suffix.count) == other.command.dropLast(otherSuffix.count)
  }

  /// Whether `other` binds the same keys to the same command (its footer rank aside).
  func isSame(as other: Binding) -> Bool {
    keys == other.keys && command == other.command && action == other.action && summary == other.summary
  }
}
