/// Which key does what, in which focus: one table that the input loop, the footer and the
/// help all read, so what the screen says always matches what the keys do. Pure.
public enum Keymap {
  /// Rows the mouse wheel scrolls per notch.
  public static let wheelStep = 3

  public static let bindings: [KeyBinding] = [
    // The input line.
    KeyBinding([.enter], in: [.input], .submit, "add", footer: 1),
    KeyBinding([.down], in: [.input], .focusList, "to list", footer: 5),
    KeyBinding([.tab], in: [.input], .focusList, "to list"),
    KeyBinding([.escape], in: [.input], .clearInput, "clear", footer: 7),
    KeyBinding([.backspace], in: [.input], .deleteBackward, "delete before cursor"),
    KeyBinding([.delete, .control("d")], in: [.input], .deleteForward, "delete at cursor"),
    KeyBinding([.left, .control("b")], in: [.input], .moveCursor(.left), "cursor left"),
    KeyBinding([.right, .control("f")], in: [.input], .moveCursor(.right), "cursor right"),
    KeyBinding([.home, .control("a")], in: [.input], .moveCursor(.lineStart), "start of line"),
    KeyBinding([.end, .control("e")], in: [.input], .moveCursor(.lineEnd), "end of line"),
    KeyBinding([.alt("b")], in: [.input], .moveCursor(.wordLeft), "word left"),
    KeyBinding([.alt("f")], in: [.input], .moveCursor(.wordRight), "word right"),
    KeyBinding([.control("w")], in: [.input], .deleteWordBackward, "delete word"),
    KeyBinding([.control("u")], in: [.input], .deleteToLineStart, "delete to start"),
    KeyBinding([.control("k")], in: [.input], .deleteToLineEnd, "delete to end"),
    // The list.
    KeyBinding([.up], in: [.list], .moveSelection(by: -1), "select", footer: 1),
    KeyBinding([.down], in: [.list], .moveSelection(by: 1), "select", footer: 1),
    KeyBinding([.delete, .enter, .backspace], in: [.list], .deleteSelected, "delete", footer: 2),
    KeyBinding([.pageUp], in: [.list], .moveSelectionByPage(by: -1), "page up"),
    KeyBinding([.pageDown], in: [.list], .moveSelectionByPage(by: 1), "page down"),
    KeyBinding([.home], in: [.list], .selectFirst, "first todo"),
    KeyBinding([.end], in: [.list], .selectLast, "last todo"),
    KeyBinding([.tab, .escape], in: [.list], .focusInput, "to input", footer: 8),
    // Everywhere.
    KeyBinding([.control("z")], in: [.input, .list], .undo, "undo", footer: 6),
    KeyBinding([.control("r")], in: [.input, .list], .retryLoad, "retry load", footer: 3),
    KeyBinding([.control("s")], in: [.input, .list], .saveNow, "save now"),
    KeyBinding([.function(1)], in: [.input, .list], .toggleHelp, "help", footer: 3),
    KeyBinding([.control("c")], in: [.input, .list], .quit, "quit", footer: 0),
    // Last, so that the footer entry appearing after an undo shifts no other entry.
    KeyBinding([.control("y")], in: [.input, .list], .redo, "redo", footer: 9),
  ]

  /// The action for `event` in `state`, or nil when the event means nothing there.
  public static func action(for event: InputEvent, in state: State) -> Action? {
    if Layout(state.size).isTooSmall { return tooSmallAction(for: event) }
    if state.isShowingHelp { return helpAction(for: event, in: state) }
    switch event {
    case .key(let key):
      return action(for: key, in: state)
    case .mouse(let mouse):
      switch mouse.kind {
      case .press: return .clicked(mouse.position, atMilliseconds: mouse.timeInMilliseconds)
      case .wheelUp: return .scrolled(by: -wheelStep)
      case .wheelDown: return .scrolled(by: wheelStep)
      }
    case .resize(let size):
      return .resized(size)
    case .paste(let text):
      let line = PastedText.inputText(text)
      return line.isEmpty ? nil : .insert(line)
    }
  }

  /// The action for `key` in `state`: printable text always types into the input; other
  /// keys follow the first binding for the current focus.
  public static func action(for key: Key, in state: State) -> Action? {
    if Layout(state.size).isTooSmall { return tooSmallAction(for: .key(key)) }
    if state.isShowingHelp { return helpAction(for: .key(key), in: state) }
    if case .character(let character) = key { return .insert(String(character)) }
    return bindings.first { binding in
      binding.keys.contains(key) && binding.focus.contains(state.focus)
    }?.action
  }

  /// While the terminal is too small to show the list, nothing the user does may change
  /// what they cannot see (the list, the selection, the input, the history, the help):
  /// Ctrl-C still quits, Ctrl-S still saves and a resize still resizes; every other key,
  /// click, wheel turn and paste does nothing, as the too-small screen says.
  static func tooSmallAction(for event: InputEvent) -> Action? {
    switch event {
    case .key(.control("c")): return .quit
    case .key(.control("s")): return .saveNow
    case .resize(let size): return .resized(size)
    case .key, .mouse, .paste: return nil
    }
  }

  /// While the help shows, Ctrl-C still quits, a resize still resizes, the arrows, pages
  /// and wheel scroll a help longer than the screen, and any other key or click closes it.
  static func helpAction(for event: InputEvent, in state: State) -> Action? {
    let scrolls = HelpLayout(state.size)?.isScrollable ?? false
    switch event {
    case .key(.control("c")): return .quit
    case .resize(let size): return .resized(size)
    case .key(.up) where scrolls: return .scrollHelp(by: -1)
    case .key(.down) where scrolls: return .scrollHelp(by: 1)
    case .key(.pageUp) where scrolls: return .scrollHelpByPage(by: -1)
    case .key(.pageDown) where scrolls: return .scrollHelpByPage(by: 1)
    case .key: return .toggleHelp
    case .mouse(let mouse):
      switch mouse.kind {
      case .press: return .toggleHelp
      case .wheelUp: return scrolls ? .scrollHelp(by: -wheelStep) : nil
      case .wheelDown: return scrolls ? .scrollHelp(by: wheelStep) : nil
      }
    case .paste: return nil
    }
  }

  /// The footer's entries for `state`: the bindings that work now, in keymap order, with
  /// neighbours that do the same thing merged (`↑/↓ select`).
  public static func footer(for state: State) -> [FooterEntry] {
    var loadFailed = false
    if case .failed = state.loadStatus { loadFailed = true }
    let context = FooterContext(focus: state.focus, loadFailed: loadFailed, canRedo: state.history.canRedo)
    return footers[context] ?? footer(in: context)
  }

  /// What the footer depends on.
  struct FooterContext: Hashable, CaseIterable {
    var focus: Focus
    var loadFailed: Bool
    var canRedo: Bool

    static let allCases: [FooterContext] = Focus.allCases.flatMap { focus in
      [false, true].flatMap { failed in
        [false, true].map { FooterContext(focus: focus, loadFailed: failed, canRedo: $0) }
      }
    }
  }

  /// Every footer there can be, made once: the footer is drawn on every key.
  private static let footers: [FooterContext: [FooterEntry]] = Dictionary(
    uniqueKeysWithValues: FooterContext.allCases.map { ($0, footer(in: $0)) })

  private static func footer(in context: FooterContext) -> [FooterEntry] {
    var entries: [FooterEntry] = []
    for binding in bindings
    where binding.inFooter && binding.focus.contains(context.focus) && isRelevant(binding, in: context) {
      if let last = entries.last, last.summary == binding.summary {
        entries[entries.count - 1].keys += "/" + binding.keyLabel
      } else {
        entries.append(
          FooterEntry(keys: binding.keyLabel, summary: binding.summary, rank: binding.footerRank ?? 0))
      }
    }
    return entries
  }

  /// Whether the footer should offer a binding in `state`: redo and retry only when there
  /// is something to redo or retry. (Undo always shows: it always answers, and a footer
  /// that stays put costs the terminal nothing when the first change is made.)
  static func isRelevant(_ binding: KeyBinding, in context: FooterContext) -> Bool {
    switch binding.action {
    case .retryLoad: return context.loadFailed
    case .redo: return context.canRedo
    default: return true
    }
  }
}
