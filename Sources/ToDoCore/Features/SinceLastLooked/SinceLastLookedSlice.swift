/// The slice of "since you last looked": it keeps the changes other programs made while
/// the app was closed, opens their box (the mode) and, on a deleted todo's row, adds the
/// todo again (the todos). Pure.
protocol SinceLastLookedSlice: ChangesToDos, ModeSlice {
  var outsideChanges: OutsideChanges? { get set }
}

extension State: SinceLastLookedSlice {}
