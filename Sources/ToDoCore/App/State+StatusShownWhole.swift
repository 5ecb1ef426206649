extension State {
  /// The step after every action that says whether the status shows whole: a new status
  /// longer than the status line does (`StatusArea` wraps it over the last list rows),
  /// until the next key or press, which folds it back into its one line; a report from the
  /// world (a save, a tick, a resize) leaves it as it is. Pure; O(1) but for the new
  /// status's byte count, once. The root reducer asks only after a new status or while one
  /// shows whole.
  mutating func settleStatusShownWhole(after action: Action, statusChanged: Bool) {
    if statusChanged {
      // A column takes at least one byte: a text of no more bytes than columns fits.
      statusShownWhole = status.map { $0.text.utf8.count > size.columns } ?? false
    } else if statusShownWhole, !action.comesFromTheWorld {
      statusShownWhole = false
    }
  }
}
