/// What the status line says of a todo that was just added, saved or copied and has no
/// row: what hides it, and the keys that show it, read from the keymap so that a rebound
/// key is named as it is. Pure.
struct HiddenHint: Equatable {
  /// What hides it: `hidden by its t: date`, `hidden as done and by the search`.
  var reason: String
  /// The keys that show it (`H shows hidden todos`), prefixed with `in the list,` when
  /// the input line has the focus and so would take them as text; empty when no key does.
  var remedies: [String]

  /// The hint in parentheses after the reason, with `extra` (`Ctrl-Z to undo`) after the
  /// keys: `hidden by its t: date (H shows hidden todos; Ctrl-Z to undo)`.
  func text(adding extra: String? = nil) -> String {
    let parts = (remedies.isEmpty ? [] : [remedies.joined(separator: ", ")]) + (extra.map { [$0] } ?? [])
    return parts.isEmpty ? reason : "\(reason) (\(parts.joined(separator: "; ")))"
  }
}

extension FeatureContext {
  /// Why the todo at `index` of the document has no row, and which keys show it; nil when
  /// it has a row or nothing in the list's settings hides it (the rows are being made
  /// again). Pure; reads the one todo, and the keymap's bindings of two modes.
  func hiddenHint(forDocumentIndex index: Int) -> HiddenHint? {
    let rule = ListRule(view.settings, today: today)
    let reasons = rule.reasonsHidden(todos.line(at: index))
    guard !reasons.isEmpty else { return nil }
    var byWhat: [String] = []
    var remedies: [String] = []
    func remedy(_ text: String?) {
      guard let text, !remedies.contains(text) else { return }
      remedies.append(text)
    }
    for reason in reasons {
      switch reason {
      case .done:
        remedy(listKey("hideDone").map { "\($0) shows done todos" })
      case .hiddenTag:
        byWhat.append("its h:1")
        remedy(listKey("showHidden").map { "\($0) shows hidden todos" })
      case .threshold:
        byWhat.append("its t: date")
        remedy(listKey("showHidden").map { "\($0) shows hidden todos" })
      case .search:
        byWhat.append("the search")
        let clear = keymap.keys(in: .searching).bindings.first { $0.command == "clearSearch" }?.keys.first
        remedy(listKey("search").flatMap { start in clear.map { "\(start) then \($0.label) clears it" } })
      }
    }
    if focus == .input, !remedies.isEmpty { remedies[0] = "in the list, " + remedies[0] }
    let how =
      (reasons.contains(.done) ? ["as done"] : [])
      + (byWhat.isEmpty ? [] : ["by " + byWhat.joined(separator: " and ")])
    return HiddenHint(reason: "hidden " + how.joined(separator: " and "), remedies: remedies)
  }

  /// The first key of the list's binding of `command`, as the help writes it; nil when the
  /// list binds no key to it.
  private func listKey(_ command: String) -> String? {
    keymap.keys(in: .browsing).bindings.first { $0.command == command }?.keys.first?.label
  }
}
