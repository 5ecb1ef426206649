/// Why a rule leaves a todo out of the list. Pure.
extension ListRule {
  /// One reason a todo has no row, in the order `shows` checks them.
  public enum HiddenBy: Equatable, Sendable {
    /// It is done, and done todos are hidden.
    case done
    /// Its `h:1` hides it.
    case hiddenTag
    /// Its `t:` date is after today.
    case threshold
    /// It does not match the search.
    case search
  }

  /// Every reason the line has no row under this rule: none when it shows. Pure; reads the
  /// line's bytes once, as `shows` does, the todo blocked as `isBlocked` says.
  public func reasonsHidden(_ line: TextLine, isBlocked: Bool = false) -> [HiddenBy] {
    line.withBytes { bytes in
      var reasons: [HiddenBy] = []
      if hidesDone, LineBytes.isCompleted(bytes) { reasons.append(.done) }
      if !showsHidden {
        if LineBytes.hasWord(Self.hiddenTag, in: bytes) { reasons.append(.hiddenTag) }
        if let today, let threshold = LineBytes.tagDate(Self.thresholdKey, in: bytes), threshold > today {
          reasons.append(.threshold)
        }
      }
      if !query.matches(bytes, isBlocked: isBlocked) { reasons.append(.search) }
      return reasons
    }
  }
}
