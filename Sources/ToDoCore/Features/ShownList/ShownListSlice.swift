/// The shown list's slice: it changes what the list shows (hidden todos, the sort, the rows
/// made off the main thread) and says so. Pure.
protocol ShownListSlice: FeatureContext {
  var view: ShownList { get set }
  var status: StatusMessage? { get set }
}

extension State: ShownListSlice {}
