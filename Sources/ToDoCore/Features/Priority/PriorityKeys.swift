/// The priority's keys: `p`, `+` and `-` in the list, and the mode after `p`, where each
/// letter is a binding of its own (one help line, `A–Z`, as views are `1–9`). Pure data.
enum PriorityKeys {
  static let browsing = [
    Binding(["p"], "priority", .priority(.choose), "priority"),
    Binding(["+"], "raisePriority", .priority(.change(by: 1)), "raise priority"),
    Binding(["-"], "lowerPriority", .priority(.change(by: -1)), "lower priority"),
  ]

  /// After `p`: a letter (either case) sets that priority, `0` clears it, any other key
  /// cancels.
  static let choosing = ModeKeys(
    letters + [
      Binding(["0"], "clearPriority", .priority(.set(nil)), "no priority", footer: 1),
      Binding([.escape], "cancelPriority", .priority(.cancel), "cancel", footer: 2),
      EverywhereKeys.quit,
    ],
    unbound: .sends(.priority(.cancel)), takesPastes: false)

  /// `A` to `Z`, each also on its lower-case letter.
  private static let letters: [Binding] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { code in
    let letter = String(UnicodeScalar(code))
    return Binding(
      [.character(Character(letter)), .character(Character(letter.lowercased()))], "priority\(letter)",
      .priority(.set(letter)), "priority", footer: 0)
  }
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let priority = PriorityKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let choosingPriority = ModeDescription(
    kind: .choosingPriority, focus: .list, inputPurpose: .todo, helpHeading: "After p",
    title: "After p, choosing a priority (choosingPriority)", isPending: true,
    keys: PriorityKeys.choosing)
}
