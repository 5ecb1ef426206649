extension Keymap {
  /// The keymap with `command` in `mode` run by `keys` instead of its own: the command's
  /// bindings in that mode become one, in the place of its first, with these keys; a key
  /// another command of the mode had is taken from it (the user's choice wins). A binding
  /// left with no key is dropped: no key runs it, and the help and the footer leave it
  /// out. Pure.
  public func rebinding(
    _ command: String, in mode: Mode.Kind, to keys: [Key]
  ) throws(RebindingError) -> Keymap {
    let command = Self.renamedCommands[command] ?? command
    let modeKeys = self.keys(in: mode)
    guard let first = modeKeys.bindings.firstIndex(where: { $0.command == command }) else {
      throw .unknownCommand(command, mode: mode, known: Self.commandNames(in: modeKeys))
    }
    if case .typesText = modeKeys.unbound, let printable = keys.first(where: \.isPrintable) {
      throw .printableKeyTypesText(printable, mode: mode)
    }
    var seen: Set<Key> = []
    for key in keys where !seen.insert(key).inserted { throw .repeatedKey(key) }
    var bindings: [Binding] = []
    for (index, binding) in modeKeys.bindings.enumerated() {
      if binding.command == command {
        guard index == first else { continue }
        var replaced = binding
        replaced.keys = keys
        if !keys.isEmpty { bindings.append(replaced) }
      } else {
        var other = binding
        other.keys.removeAll { seen.contains($0) }
        if !other.keys.isEmpty { bindings.append(other) }
      }
    }
    var modes = self.modes
    modes[mode] = ModeKeys(bindings, unbound: modeKeys.unbound, takesPastes: modeKeys.takesPastes)
    return Keymap(modes, mouseHelp: mouseHelp, whileTooSmall: whileTooSmall)
  }

  /// Commands that had another name in an earlier version, by that name, so that a
  /// config file written then still binds them.
  static let renamedCommands = ["retryLoad": "reload"]

  /// The command names of a mode, each once, in the help's order.
  static func commandNames(in keys: ModeKeys) -> [String] {
    var names: [String] = []
    for binding in keys.bindings where !names.contains(binding.command) { names.append(binding.command) }
    return names
  }
}

extension Key {
  /// Every key name that is not a single character, as the help writes it.
  public static let namedKeys: [Key] =
    [.enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right]
    + [.home, .end, .pageUp, .pageDown] + (1...12).map { .function($0) }

  /// The key written as the help writes it (`d`, `^D`, `Alt-d`, `Enter`, `Del`, `↑`, `F2`),
  /// or nil. `Up`, `Down`, `Left` and `Right` are taken for the arrows, `Space` for the
  /// space bar. Pure.
  public init?(label: String) {
    let arrows: [String: Key] = [
      "Up": .up, "Down": .down, "Left": .left, "Right": .right, "Space": .character(" "),
    ]
    if let named = Self.namedKeys.first(where: { $0.label == label }) ?? arrows[label] {
      self = named
      return
    }
    if label.count == 1, let character = label.first {
      let isControl = character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
      guard !character.isWhitespace, !isControl else { return nil }
      self = .character(character)
      return
    }
    if label.count == 2, label.hasPrefix("^"), let letter = label.last, letter.isASCII, letter.isLetter {
      self = .control(Character(letter.lowercased()))
      return
    }
    guard label.hasPrefix("Alt-"), label.count == 5, let character = label.last, !character.isWhitespace
    else {
      return nil
    }
    self = .alt(character)
  }
}

/// Why a key binding from the config cannot be applied, with what to write instead.
public enum RebindingError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownCommand(String, mode: Mode.Kind, known: [String])
  case printableKeyTypesText(Key, mode: Mode.Kind)
  case repeatedKey(Key)

  /// What is wrong, first.
  public var reason: String {
    switch self {
    case .unknownCommand(let command, let mode, _):
      "there is no command '\(command)' in \(mode.rawValue) mode"
    case .printableKeyTypesText(let key, let mode):
      "'\(key.label)' types text in \(mode.rawValue) mode, so it cannot run a command there"
    case .repeatedKey(let key):
      "'\(key.label)' is named twice"
    }
  }

  /// What to write instead.
  public var fix: String {
    switch self {
    case .unknownCommand(_, _, let known): "write one of: \(known.joined(separator: ", "))"
    case .printableKeyTypesText: "write a key such as ^X, Alt-x or F2"
    case .repeatedKey: "write each key once"
    }
  }

  public var description: String { reason + "; " + fix }
}
