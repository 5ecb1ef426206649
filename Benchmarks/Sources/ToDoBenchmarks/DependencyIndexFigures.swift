import ToDoCore

/// The dependency index made from a whole list, as the end of a load and a replaced list
/// make it on the main thread: `todos` lines of which one in `linkedEvery` names a
/// dependency (`id:` and `after:`), the median of `repetitions` runs.
func printDependencyIndexFigures(todos: Int, linkedEvery: [Int], repetitions: Int) {
  print("")
  print("| dependency index made from the list | todos | linked | median ms |")
  print("| --- | ---: | ---: | ---: |")
  let clock = ContinuousClock()
  for every in linkedEvery {
    let titles = (0..<todos).map { index in
      index % every == 0 ? "Todo \(index + 1) id:t\(index) after:t\(index + every)" : "Todo \(index + 1)"
    }
    let list = ToDoList(titles: TitleList(titles), firstID: 1)
    var samples: [Int64] = []
    var entries = 0
    for _ in 0..<repetitions {
      let start = clock.now
      let index = DependencyIndex(list)
      samples.append(nanoseconds(clock.now - start))
      entries += index.isEmpty ? 0 : 1
    }
    let linked = every > todos ? 0 : (todos + every - 1) / every
    print(
      "| load or replace | \(todos) | \(linked) | \(format(median(samples.sorted()) / 1_000_000)) |"
    )
    if entries < 0 { print(entries) }
  }
}
