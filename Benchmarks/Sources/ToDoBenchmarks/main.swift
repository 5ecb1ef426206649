import Glibc
import ToDoCore

// In-process micro-benchmarks of the pure core: reducer + render per keystroke at list
// sizes from 10 to 1,000,000. Prints a Markdown table; `--json PATH` also writes the
// results for Benchmarks/drivers/terminal_bench.py, which merges them into
// Benchmarks/RESULTS.md.
//
//   ToDoBenchmarks [--json PATH] [--sizes 10,1000,100000,1000000] [--seconds S] [--quick]
//                  [--only OPERATION]
//
// `--only "move the selection"` runs one operation, e.g. under valgrind to see where the
// time of the timed keystrokes goes:
//   valgrind --tool=callgrind --toggle-collect='$s14ToDoBenchmarks6DriverV5timed*' \
//     .build/release/ToDoBenchmarks --sizes 10 --only "move the selection" --quick

let usage =
  "usage: ToDoBenchmarks [--json PATH] [--sizes N,N,...] [--seconds S] [--quick] [--only OPERATION] | --storage | --journal | --dependencies | --caldav"

var jsonPath: String?
var only: String?
var sizes = [10, 1_000, 100_000, 1_000_000]
var limits = Limits(seconds: 0.5, minimumIterations: 20, maximumIterations: 20_000, warmUp: 5)

var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--json":
    jsonPath = arguments.next()
  case "--sizes":
    sizes = (arguments.next() ?? "").split(separator: ",").compactMap {
      Int(String($0.filter { $0 != "_" }))
    }
  case "--seconds":
    limits.seconds = arguments.next().flatMap(Double.init) ?? limits.seconds
  case "--only":
    only = arguments.next()
  case "--quick":
    limits = Limits(seconds: 0.05, minimumIterations: 5, maximumIterations: 2_000, warmUp: 1)
  case "-h", "--help":
    print(usage)
    exit(0)
  case "--dependencies":
    // The dependency index made from a whole list, and the cycle walk on a long chain.
    printDependencyIndexFigures(todos: 1_000_000, linkedEvery: [2_000_000, 100, 1], repetitions: 5)
    printCycleWalkFigures(links: 100_000, repetitions: 20)
    exit(0)
  case "--caldav":
    // One CalDAV sync worked out at 10,000 todos: first, unchanged, an edit, the state lost.
    printCalDAVPlanFigures(todos: 10_000, repetitions: 5)
    exit(0)
  case "--storage":
    // The todo.txt store with a large file, and undo memory on a large list.
    printStorageAndHistoryFigures()
    MainActor.assumeIsolated {
      printJournalFigures(lines: 1_000_000, repetitions: 7)
      printSeenSaveFigures(lines: 1_000_000, repetitions: 7)
    }
    exit(0)
  case "--journal":
    // A save at a million todos with and without the journal and the seen record.
    MainActor.assumeIsolated {
      printJournalFigures(lines: 1_000_000, repetitions: 7)
      printSeenSaveFigures(lines: 1_000_000, repetitions: 7)
    }
    exit(0)
  default:
    printError("ToDoBenchmarks: unknown argument '\(argument)'\n\(usage)")
    exit(2)
  }
}

var results: [Measurement] = []
var checksum = 0
var failures: [String] = []
for size in sizes {
  let initial = loadedState(count: size)
  for scenario in scenarios where only == nil || scenario.name == only {
    if let problem = check(scenario, size: size) {
      failures.append("\(scenario.name) at \(size): \(problem)")
      continue
    }
    var driver = Driver(initial)
    scenario.prepare(&driver)
    var index = 0
    let samples = measure(limits) {
      defer { index += 1 }
      return scenario.iteration(&driver, index)
    }
    checksum &+= driver.checksum
    let result = Measurement(operation: scenario.name, size: size, samples: samples)
    results.append(result)
    printError(
      "\(scenario.name) at \(size): median \(format(result.medianMicroseconds)) µs"
        + " (\(result.iterations) iterations)")
  }
}

print(
  "| operation | todos | iterations | median µs | p90 µs | max µs | reducer µs | render µs | release µs"
    + " | draw ops |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for result in results {
  let cells = [
    result.operation, grouped(result.size), grouped(result.iterations), format(result.medianMicroseconds),
    format(result.p90Microseconds), format(result.maxMicroseconds), format(result.reducerMedianMicroseconds),
    format(result.renderMedianMicroseconds), format(result.releaseMedianMicroseconds),
    String(result.drawOpsMedian),
  ]
  print("| " + cells.joined(separator: " | ") + " |")
}
printError("checksum \(checksum)")

if let jsonPath {
  let command = CommandLine.arguments.joined(separator: " ")
  let json = resultsJSON(results, command: command, failures: failures)
  guard let file = fopen(jsonPath, "w") else {
    printError("ToDoBenchmarks: cannot write \(jsonPath)")
    exit(1)
  }
  fputs(json, file)
  fclose(file)
}
for failure in failures {
  printError("ToDoBenchmarks: check failed: \(failure)")
}
// Check failures are reported (here and in the JSON), not fatal: only a crash fails the run.
exit(0)
