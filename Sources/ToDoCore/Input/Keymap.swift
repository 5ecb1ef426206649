import Synchronization

/// Which key does what in each mode: one value, given to the state, from which the key
/// lookup, the footer and the help are all derived, so what the screen says always matches
/// what the keys do. Pure; what is derived is computed once, when the keymap is made (the
/// help's lines and each footer when they first show).
public struct Keymap: Equatable, Sendable {
  /// Rows the mouse wheel scrolls per notch.
  public static let wheelStep = 3

  private let derived: Derived

  /// - Parameters:
  ///   - modes: the keys of each mode.
  ///   - mouseHelp: what the help says about the mouse.
  ///   - whileTooSmall: the commands (by name) that still work while the terminal is too
  ///     small to show the list: nothing else may change what the user cannot see.
  public init(_ modes: [Mode.Kind: ModeKeys], mouseHelp: [Help.Line], whileTooSmall: Set<String>) {
    derived = Derived(modes: modes, mouseHelp: mouseHelp, whileTooSmall: whileTooSmall)
  }

  public var modes: [Mode.Kind: ModeKeys] { derived.modes }
  public var whileTooSmall: Set<String> { derived.whileTooSmall }
  /// What the help says about the mouse.
  public var mouseHelp: [Help.Line] { derived.mouseHelp }
  /// The help's lines, made from the bindings.
  public var helpLines: [Help.Line] { derived.helpLines }

  /// The keys of `mode` (none for a mode the keymap leaves out).
  public func keys(in mode: Mode.Kind) -> ModeKeys {
    modes[mode] ?? ModeKeys([], unbound: .isIgnored, takesPastes: false)
  }

  public static func == (lhs: Keymap, rhs: Keymap) -> Bool {
    lhs.derived === rhs.derived
      || (lhs.modes == rhs.modes && lhs.whileTooSmall == rhs.whileTooSmall
        && lhs.derived.mouseHelp == rhs.derived.mouseHelp)
  }

  // MARK: - Events to actions

  /// The action for `event` in `state`, or nil when the event means nothing there. A
  /// resize always resizes; the mouse presses and scrolls (each mode's reducer decides what
  /// that means there); keys and pastes follow the mode's keys.
  public func action(for event: InputEvent, in state: State) -> Action? {
    let tooSmall = Layout(state.size).isTooSmall
    switch event {
    case .key(let key):
      return action(for: key, in: state)
    case .resize(let size):
      return .system(.resized(size))
    case .mouse where tooSmall, .paste where tooSmall:
      return nil
    case .mouse(let mouse):
      switch mouse.kind {
      case .press: return .list(.clicked(mouse.position, atMilliseconds: mouse.timeInMilliseconds))
      case .markingPress: return .marks(.clicked(mouse.position))
      case .wheelUp: return .list(.scrolled(by: -Self.wheelStep))
      case .wheelDown: return .list(.scrolled(by: Self.wheelStep))
      }
    case .paste(let text):
      guard keys(in: state.mode.kind).takesPastes else { return nil }
      // A paste never submits: its line breaks become spaces, as in every todo.
      let line = ToDoText.sanitized(text)
      return line.isEmpty ? nil : .lineEdit(.insert(line))
    }
  }

  /// The action for `key` in `state`: the first binding of the mode with that key, else
  /// what the mode does with unbound keys. O(1).
  public func action(for key: Key, in state: State) -> Action? {
    if Layout(state.size).isTooSmall { return derived.tooSmallActions[key] }
    return derived.actions[state.mode.kind.tableIndex].action(for: key)
  }

  /// Whether `key` is an Alt chord the mode of `state` does not bind, to be read as Escape
  /// then the key: a terminal sends Alt-x as ESC x, the same bytes as Esc then x typed
  /// within the escape delay (`p`, Esc, `+` typed fast arrived as Alt-+, and the `+` was
  /// lost). An Alt chord a mode binds (Alt-b, Alt-f in the input line) stays one, and so
  /// does any chord while the input line has the keys and holds text: there Esc throws the
  /// text away, which a real Alt chord (Option as Meta on a Mac) must never do. O(1).
  public func readsAsEscapeThenKey(_ key: Key, in state: State) -> Bool {
    guard case .alt = key, !Layout(state.size).isTooSmall else { return false }
    guard state.focus == .list || state.input.isEmpty else { return false }
    return derived.actions[state.mode.kind.tableIndex][key] == nil
  }

  // MARK: - The footer

  /// The footer's entries for `state`: the bindings of the focused part of the screen that
  /// the footer lists and that would do something now, in keymap order, each with its first
  /// key, neighbours that do the same thing merged (`↑/↓ select`). O(1): made once, the
  /// first time it shows.
  public func footer(for state: State) -> [FooterEntry] {
    var loadFailed = false
    if case .failed = state.loadStatus { loadFailed = true }
    let context = FooterContext(
      mode: state.isShowingHelp ? Mode(state.focus).kind : state.mode.kind, loadFailed: loadFailed,
      canRedo: state.document.history.canRedo)
    return derived.footer(in: context)
  }

  /// What the footer depends on.
  struct FooterContext: Hashable {
    var mode: Mode.Kind
    var loadFailed: Bool
    var canRedo: Bool

    /// The context's place in the footers' table: four a mode.
    var tableIndex: Int { mode.tableIndex * 4 + (loadFailed ? 2 : 0) + (canRedo ? 1 : 0) }
  }

  /// What the keymap's value determines, computed once and shared by its copies.
  private final class Derived: Sendable {
    let modes: [Mode.Kind: ModeKeys]
    let mouseHelp: [Help.Line]
    let whileTooSmall: Set<String>
    /// The bound keys' actions of each mode, at the mode's `tableIndex` (a dictionary by
    /// mode would hash the mode on every key).
    let actions: [KeyTable]
    let tooSmallActions: KeyTable
    /// The footers of the modes the first screen and most keys show (the list and the
    /// input line), made with the keymap and read without a lock on every render; at a
    /// context's `tableIndex`, nil for the other modes' contexts.
    private let everydayFooters: [[FooterEntry]?]
    /// The footers of the other contexts, each made the first time it shows: a session
    /// shows a few of the 4 × modes contexts, and making them all at start was a third of
    /// the keymap's cost there.
    private let footersOnceMade: Mutex<[[FooterEntry]?]>
    /// The modes whose footers are made with the keymap.
    private static let everydayModes: [Mode.Kind] = [.browsing, .adding]

    func footer(in context: FooterContext) -> [FooterEntry] {
      if let footer = everydayFooters[context.tableIndex] { return footer }
      return footersOnceMade.withLock { made in
        if let footer = made[context.tableIndex] { return footer }
        let footer = Self.footer(modes[context.mode], in: context)
        made[context.tableIndex] = footer
        return footer
      }
    }

    /// The help's lines, made the first time the help shows: most sessions never open it,
    /// and making them compares the bindings of every mode with each other (~0.4 million
    /// instructions, 4% of start-up).
    private let helpLinesOnceMade = Mutex<[Help.Line]?>(nil)
    var helpLines: [Help.Line] {
      helpLinesOnceMade.withLock { made in
        if let made { return made }
        let lines = Help.lines(modes: modes, mouse: mouseHelp)
        made = lines
        return lines
      }
    }

    init(modes: [Mode.Kind: ModeKeys], mouseHelp: [Help.Line], whileTooSmall: Set<String>) {
      self.modes = modes
      self.mouseHelp = mouseHelp
      self.whileTooSmall = whileTooSmall
      var actions = [KeyTable](repeating: KeyTable(), count: Mode.Kind.allCases.count)
      var tooSmall = KeyTable()
      for (mode, keys) in modes {
        var table = KeyTable()
        table.reserveCapacity(keys.bindings.reduce(0) { $0 + $1.keys.count })
        for binding in keys.bindings {
          for key in binding.keys where table[key] == nil { table[key] = binding.action }
          // Printable keys never work there: the user cannot see which mode takes them.
          if whileTooSmall.contains(binding.command) {
            for key in binding.keys where tooSmall[key] == nil && !key.isPrintable {
              tooSmall[key] = binding.action
            }
          }
        }
        table.unbound = keys.unbound
        actions[mode.tableIndex] = table
      }
      self.actions = actions
      self.tooSmallActions = tooSmall
      var everyday = [[FooterEntry]?](repeating: nil, count: Mode.Kind.allCases.count * 4)
      for mode in Self.everydayModes {
        for loadFailed in [false, true] {
          for canRedo in [false, true] {
            let context = FooterContext(mode: mode, loadFailed: loadFailed, canRedo: canRedo)
            everyday[context.tableIndex] = Self.footer(modes[mode], in: context)
          }
        }
      }
      everydayFooters = everyday
      footersOnceMade = Mutex(Array(repeating: nil, count: Mode.Kind.allCases.count * 4))
    }

    private static func footer(_ keys: ModeKeys?, in context: FooterContext) -> [FooterEntry] {
      var entries: [FooterEntry] = []
      let shown = (keys?.bindings ?? []).filter { binding in
        guard binding.footerRank != nil, !binding.keys.isEmpty else { return false }
        switch binding.footerCondition {
        case nil: return true
        case .loadFailed?: return context.loadFailed
        case .canRedo?: return context.canRedo
        }
      }
      for run in Binding.runs(shown) {
        let binding = run.first
        guard let rank = binding.footerRank else { continue }
        if run.count == 1, let last = entries.last, last.summary == binding.summary {
          entries[entries.count - 1].keys += "/" + binding.keys[0].label
        } else {
          entries.append(FooterEntry(keys: run.firstKeysLabel, summary: binding.summary, rank: rank))
        }
      }
      return entries
    }
  }
}
