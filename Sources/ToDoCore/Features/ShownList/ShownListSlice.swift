/// The list view feature's slice: it changes what the list shows (hidden todos, the sort, the rows made off the main thread) and says so. Pure.
protocol ListViewSlice: FeatureContext {
  var view: ListView { get set }
  var status: StatusMessage? { get set }
}

extension State: ListViewSlice {}
