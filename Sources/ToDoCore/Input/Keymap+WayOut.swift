extension Keymap {
  /// The modes from which no key leads out of the app: none of their keys quits, nor leads,
  /// key after key, to a mode where one does. Empty for a keymap a user cannot get stuck
  /// in. Pure; a few passes over the modes' bindings.
  ///
  /// A move into the list is not counted as a way on (an empty list keeps the focus in the
  /// input line), and the help is left as it came (to the mode it covers), so each of the
  /// input line and the list needs its own way out.
  public var modesWithNoWayOut: [Mode.Kind] {
    modes(notLeadingTo: [], orQuitting: true)
  }

  /// The modes other than the input line and the list from which no key leads back to
  /// either, key after key (quitting does not count): a box, an edit or a question the user
  /// could only leave by leaving the app. Pure.
  public var modesWithNoWayBack: [Mode.Kind] {
    modes(notLeadingTo: [.adding, .browsing], orQuitting: false)
  }

  /// The modes, other than `targets`, from which no key leads, key after key, to one of
  /// `targets` (or, with `orQuitting`, quits). A fixpoint over the modes' keys. Pure.
  private func modes(notLeadingTo targets: Set<Mode.Kind>, orQuitting: Bool) -> [Mode.Kind] {
    var out = targets
    var changed = true
    while changed {
      changed = false
      for mode in Mode.Kind.allCases where !out.contains(mode) {
        let keys = self.keys(in: mode)
        let actions = keys.bindings.filter { !$0.keys.isEmpty }.map(\.action) + keys.unbound.actions
        let leads = actions.contains { action in
          (orQuitting && action == .system(.quit))
            || Self.modesReached(by: action, from: mode).contains { out.contains($0) }
        }
        if leads {
          out.insert(mode)
          changed = true
        }
      }
    }
    return Mode.Kind.allCases.filter { !out.contains($0) }
  }

  /// Whether a key that quits works while the terminal is too small to show the list: one
  /// of the quit command's keys that is not printable, in any mode. Pure.
  public var quitsWhileTooSmall: Bool {
    modes.values.contains { keys in
      keys.bindings.contains { binding in
        binding.action == .system(.quit) && whileTooSmall.contains(binding.command)
          && binding.keys.contains { !$0.isPrintable }
      }
    }
  }

  /// The modes `action` can take the keys to from `mode` (none: it stays, or what it does
  /// depends on the list). Pure.
  public static func modesReached(by action: Action, from mode: Mode.Kind) -> [Mode.Kind] {
    let listFocused: Set<Mode.Kind> = [
      .browsing, .choosingPriority, .pickingTag, .pickingView, .pickingChange, .pickingList,
      .linking, .pickingHistory,
    ]
    switch action {
    case .lineEdit:
      // A line edit moves the focus to the input line.
      return listFocused.contains(mode) ? [.adding] : []
    case .list(.focusInput): return [.adding]
    case .priority(.choose): return [.choosingPriority]
    case .priority(.cancel): return [.browsing]
    case .help(.toggle) where mode == .help: return [.adding, .browsing]
    case .help, .priority(.change): return []
    case .list(.moveSelection(let delta)) where delta < 0 && mode == .browsing:
      // Up from the first todo goes to the input line.
      return [.adding]
    case .list(.addInput): return [.adding]
    case .editing(.start): return [.editing]
    case .editing(.save), .editing(.cancel), .priority(.set): return [.browsing]
    case .list: return []
    case .search(.start): return [.searching]
    case .search(.keep), .search(.clear), .picker(.pick), .picker(.close),
      .savedViews(.save), .savedViews(.cancelNaming):
      return [.browsing]
    case .savedViews(.recall) where mode == .pickingView: return [.browsing]
    case .picker(.openTags): return [.pickingTag]
    case .savedViews(.open): return [.pickingView]
    case .savedViews(.startNaming): return [.namingView]
    case .conflictCopies(.merge), .conflictCopies(.ignore): return [.browsing]
    case .sinceLastLooked(.open): return [.pickingChange]
    case .toDoHistory(.open): return [.pickingHistory]
    case .lists(.openChooser), .lists(.chooseMoveTarget): return [.pickingList]
    case .lists(.show), .lists(.moveTo): return [.browsing]
    case .quitting(.stay): return [.adding, .browsing]
    // Esc with no marks moves to the input line, as `focusInput` does.
    case .marks(.clear): return [.adding]
    case .marks(.toggle), .marks(.clicked): return []
    case .dependencies(.startLink): return [.linking]
    case .dependencies(.link), .dependencies(.cancelLink): return [.browsing]
    case .view, .search, .picker, .savedViews, .conflictCopies, .sinceLastLooked, .toDoHistory,
      .completion, .postpone,
      .history, .archive, .externalEdit, .note, .persistence, .reload, .system, .quitting, .sync, .links,
      .lists, .vdirSync, .reminders:
      return []
    }
  }
}

extension ModeKeys.Unbound {
  /// What an unbound key can send in the mode.
  var actions: [Action] {
    switch self {
    case .typesText: [.lineEdit(.insert("a"))]
    case .isIgnored, .saysNoCommand: []
    case .sends(let action): [action]
    }
  }
}
