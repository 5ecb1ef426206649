import ToDoCore

/// One timed keystroke: the reducer, then `render(new, old)` (through the store's caching `Renderer`), then the release of the old
/// state (which frees the old copy of the list when the reducer had to copy it), in ns.
struct Sample {
  var reducer: Int64
  var render: Int64
  var release: Int64
  var drawOps: Int

  var total: Int64 { reducer + render + release }
}

/// Drives the pure core as the app's StateStore does: the old state stays alive while the
/// reducer computes the new one and while `render` diffs the two, so a change to the list
/// pays for its copy-on-write copy, as it does in the app.
struct Driver {
  private(set) var state: State
  private let clock = ContinuousClock()
  /// Keeps the optimiser from dropping the work whose result nobody reads.
  private(set) var checksum = 0

  /// The store's renderer: it remembers the last frame and composes only the rows that changed.
  private var renderer = Renderer()

  init(_ state: State) {
    self.state = state
    _ = renderer.render(state)
  }

  /// Starts again from `state`, drawn whole (set-up of a scenario with its own list).
  mutating func restart(from state: State) {
    self = Driver(state)
  }

  /// Reduces and renders `action` and times both, and the release of the old state.
  mutating func timed(_ action: Action) -> Sample {
    timing { reducer($0.state, action).0 }
  }

  /// Reduces and renders `action` and times both, performing here the projection or the
  /// count of projects and contexts it asks for (which the app makes off the main thread)
  /// and taking its result, timed as part of the reducer: the whole work of a search pass,
  /// a sort switch or opening the picker.
  mutating func timedWithProjection(_ action: Action) -> Sample {
    timing { $0.reducedWithWork(action) }
  }

  /// Times `reduce` (the new state from the old), the render of the new state, and the
  /// release of the old one.
  private mutating func timing(_ reduce: (Driver) -> State) -> Sample {
    let start = clock.now
    let new = reduce(self)
    let reduced = clock.now
    let ops = renderer.render(new)
    let rendered = clock.now
    state = new  // frees the old state, as the StateStore does when it replaces its shown state
    let released = clock.now
    checksum &+= ops.count
    return Sample(
      reducer: nanoseconds(reduced - start), render: nanoseconds(rendered - reduced),
      release: nanoseconds(released - rendered), drawOps: ops.count)
  }

  /// `state` reduced by `action`, with the projection or the count of projects and
  /// contexts it asks for performed here and its result taken, as the app's worker would.
  private func reducedWithWork(_ action: Action) -> State {
    var (new, command) = reducer(state, action)
    switch projection(in: command) {
    case .view(.projectRows(let list, let rule, let candidates, let dependencies, let number))?:
      let order = ListProjection.order(of: list, under: rule, among: candidates, dependencies: dependencies)
      new = reducer(new, .view(.rowsProjected(number: number, order: order))).0
    case .picker(.countTags(let list, let number))?:
      new = reducer(new, .picker(.tagsCounted(number: number, TagCount.counts(in: list)))).0
    default:
      break
    }
    return new
  }

  /// The `projectRows` or `countTags` command in `command`, if any (batches opened).
  private func projection(in command: Command?) -> Command? {
    switch command {
    case .batch(let commands)?: commands.lazy.compactMap { projection(in: $0) }.last
    case .view(.projectRows)?, .picker(.countTags)?: command
    default: nil
    }
  }

  /// Reduces and renders `action` without timing it (set-up between timed keys), its
  /// projection made as the app's worker would make it.
  mutating func untimed(_ action: Action) {
    let new = reducedWithWork(action)
    checksum &+= renderer.render(new).count
    state = new
  }
}

func nanoseconds(_ duration: Duration) -> Int64 {
  let (seconds, attoseconds) = duration.components
  return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}

/// Nearest-rank percentile, `p` in 0...100, of sorted values.
func percentile<T>(_ sorted: [T], _ p: Double) -> T {
  let rank = Int((Double(sorted.count) * p / 100).rounded(.up))
  return sorted[min(max(rank, 1), sorted.count) - 1]
}

/// Median of sorted values (the mean of the middle two for an even count).
func median(_ sorted: [Int64]) -> Double {
  let middle = sorted.count / 2
  if sorted.count % 2 == 1 { return Double(sorted[middle]) }
  return Double(sorted[middle - 1] + sorted[middle]) / 2
}

/// The summary of one operation at one list size.
struct Measurement {
  var operation: String
  var size: Int
  var iterations: Int
  var medianMicroseconds: Double
  var p90Microseconds: Double
  var maxMicroseconds: Double
  var reducerMedianMicroseconds: Double
  var renderMedianMicroseconds: Double
  var releaseMedianMicroseconds: Double
  var drawOpsMedian: Int

  init(operation: String, size: Int, samples: [Sample]) {
    self.operation = operation
    self.size = size
    iterations = samples.count
    let totals = samples.map(\.total).sorted()
    medianMicroseconds = median(totals) / 1_000
    p90Microseconds = Double(percentile(totals, 90)) / 1_000
    maxMicroseconds = Double(totals.last ?? 0) / 1_000
    reducerMedianMicroseconds = median(samples.map(\.reducer).sorted()) / 1_000
    renderMedianMicroseconds = median(samples.map(\.render).sorted()) / 1_000
    releaseMedianMicroseconds = median(samples.map(\.release).sorted()) / 1_000
    drawOpsMedian = percentile(samples.map(\.drawOps).sorted(), 50)
  }
}
