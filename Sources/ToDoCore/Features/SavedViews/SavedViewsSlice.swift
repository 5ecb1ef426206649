/// The saved views' slice: it changes the saved views, the mode (the views' box, naming
/// a view) and the input line (the name typed). Pure.
protocol SavedViewsSlice: ModeSlice {
  var savedViews: SavedViews { get set }
}

extension State: SavedViewsSlice {}
