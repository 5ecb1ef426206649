import ToDoCore

/// The detail area's question on a chain of `links` todos each waiting for the next (none
/// on a cycle): is the selected todo on a cycle? Asked of the chain's first todo, the one
/// that reaches every other, and of its middle todo, waited for and waiting (the worst
/// case of a walk), the median of `repetitions` asks each.
func printCycleWalkFigures(links: Int, repetitions: Int) {
  print("")
  print("| cycle walk from the head of a chain | links | median ms |")
  print("| --- | ---: | ---: |")
  let titles = (0...links).map { "Step \($0) id:s\($0)" + ($0 < links ? " after:s\($0 + 1)" : "") }
  let list = ToDoList(titles: TitleList(titles), firstID: 1)
  let index = DependencyIndex(list)
  let clock = ContinuousClock()
  var found = 0
  for (label, id) in [("detail of the head", 1), ("detail of the middle", links / 2 + 1)] {
    var samples: [Int64] = []
    for _ in 0..<repetitions {
      let start = clock.now
      found += index.cycle(through: id)?.count ?? 0
      samples.append(nanoseconds(clock.now - start))
    }
    print("| \(label) | \(links) | \(format(median(samples.sorted()) / 1_000_000)) |")
  }
  if found < 0 { print(found) }
}
