/// The picker feature's slice: it changes the mode (the box open), the list's filter (a project
/// or context picked) and the count it asked for. The views' box is the saved views', so
/// picking there recalls a view: the slice refines the saved views'. A list picked is
/// sent on to the lists' feature as its own action (`Command.send`). Pure.
protocol PickerSlice: SavedViewsSlice {
  var tagCountsRequested: Int { get set }
}

extension State: PickerSlice {}
