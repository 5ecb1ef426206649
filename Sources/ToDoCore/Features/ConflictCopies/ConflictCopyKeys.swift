/// The question about a sync conflict copy. Pure data.
enum ConflictCopyKeys {
  static let asked = ModeKeys(
    [
      Binding(["m"], "mergeCopy", .conflictCopies(.merge), "merge the copy", footer: 1),
      Binding(["i", .escape], "ignoreCopy", .conflictCopies(.ignore), "leave the copy", footer: 2),
      EverywhereKeys.quit,
    ],
    unbound: .saysNoCommand, takesPastes: false)
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let mergingConflictCopy = ModeDescription(
    kind: .mergingConflictCopy, focus: .input, inputPurpose: .todo, helpHeading: nil,
    title: "Asked about a sync conflict copy (mergingConflictCopy)", isPending: false,
    keys: ConflictCopyKeys.asked)
}
