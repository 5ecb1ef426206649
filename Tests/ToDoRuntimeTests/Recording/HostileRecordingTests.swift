import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// Recordings are files, and a file may say anything: a replay must neither crash, nor
/// stop early, nor take more than linear time.
@Suite("Hostile recordings")
@MainActor
struct HostileRecordingTests {
  static let header = #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"#

  static func text(_ actions: [Action], header: String = header) -> String {
    let lines = actions.map { Recording.line(for: Recording.Entry(time: .zero, action: $0)) }
    return ([header] + lines).map { $0 + "\n" }.joined()
  }

  @Test(arguments: [
    (Size(columns: 100_000, rows: 100_000), Size.largestTerminal),
    (Size(columns: -5, rows: 0), Size(columns: 1, rows: 1)),
    (Size(columns: Int.max, rows: Int.min), Size(columns: Size.largestTerminal.columns, rows: 1)),
    (Size(columns: 100, rows: 30), Size(columns: 100, rows: 30)),
  ])
  func sizesFromARecordingAreClampedToATerminal(recorded: Size, replayed: Size) throws {
    let resize = try Recording.parse(Self.text([.system(.started), .system(.resized(recorded))]))
    #expect(resize.entries.last?.action == .system(.resized(replayed)))
    #expect(Replay.finalScreen(of: resize).size == replayed)
    let header = Recording.headerLine(size: recorded, listName: nil)
    #expect(try Recording.parse(Self.text([], header: header)).size == replayed)
  }

  @Test(arguments: [Int.max, Int.min, Int.max - 1, Int.min + 1])
  func countsAtTheEdgesOfIntNeverTrap(count: Int) throws {
    let loaded: [Action] = [
      .system(.started), .persistence(.toDosLoaded(TitleList((1...50).map { "Todo \($0)" }))),
      .list(.focusList),
    ]
    let moves: [Action] = [
      .list(.moveSelection(by: count)), .list(.moveSelectionByPage(by: count)), .list(.scrolled(by: count)),
      .list(.focusList),
      .list(.moveSelection(by: count)), .list(.scrolled(by: count)), .list(.moveSelectionByPage(by: count)),
      .list(.clicked(Position(row: count, column: count))), .list(.clicked(Position(row: 5, column: count))),
      .help(.toggle), .help(.scroll(by: count)), .help(.scrollByPage(by: count)),
      .help(.scroll(by: count)),
      .help(.scrollByPage(by: count)),
    ]
    let recording = try Recording.parse(Self.text(loaded + moves))
    let (expected, _) = reduce(State(size: recording.size), recording.entries.map(\.action))
    #expect(Replay.finalScreen(of: recording) == compose(expected))
    let (paged, _) = reduce(State(size: recording.size), loaded + [.list(.moveSelectionByPage(by: count))])
    #expect(paged.selectedRow == (count > 0 ? 49 : 0))
    #expect(expected.helpScroll >= 0)
  }

  @Test(arguments: [Int64.max, 9_300_000_000_000_000, Recording.longestSession + 1])
  func aTimeNoSessionReachesIsRefused(milliseconds: Int64) {
    let text = Self.header + "\n\n" + #"{"action":{"system":{"_0":{"tick":{}}}},"t":\#(milliseconds)}"# + "\n"
    #expect(
      throws: RecordingError(line: 3, problem: "the time \(milliseconds) is later than any session lasts")
    ) {
      try Recording.parse(text)
    }
  }

  @Test func aTimeGoingBackwardsNamesItsLineAfterBlankLines() {
    let text =
      Self.header + "\n" + #"{"action":{"system":{"_0":{"tick":{}}}},"t":9}"# + "\n\n"
      + #"{"action":{"system":{"_0":{"tick":{}}}},"t":5}"#
    #expect(throws: RecordingError(line: 4, problem: "the time 5 goes backwards")) {
      try Recording.parse(text)
    }
  }

  @Test func everyActionIsReplayedHoweverManyThereAre() throws {
    // 100,001 toggles leave the help shown; a replay cut at 100,000 would hide it.
    let toggles = [Action](repeating: .help(.toggle), count: 100_001)
    let recording = try Recording.parse(Self.text([.system(.started)] + toggles))
    #expect(recording.entries.count == 100_002)
    let (expected, _) = reduce(State(size: recording.size), recording.entries.map(\.action))
    #expect(expected.isShowingHelp)
    #expect(Replay.finalScreen(of: recording) == compose(expected))
  }

  @Test func aFourMegabyteRecordingReplaysInLinearTime() throws {
    let actions: [Action] = [
      .lineEdit(.insert("abc")), .lineEdit(.moveCursor(.left)), .lineEdit(.deleteBackward), .system(.tick),
      .list(.scrolled(by: 1)),
    ]
    func replayTime(actionCount: Int) throws -> (Duration, Int) {
      let text = Self.text([.system(.started)] + (0..<actionCount).map { actions[$0 % actions.count] })
      let start = ContinuousClock.now
      _ = Replay.finalScreen(of: try Recording.parse(text))
      return (ContinuousClock.now - start, text.utf8.count)
    }
    let (small, _) = try replayTime(actionCount: 11_000)
    let (large, bytes) = try replayTime(actionCount: 110_000)
    #expect(bytes > 4_000_000)
    // Ten times the actions: about ten times the time when linear, a hundred when
    // quadratic (the replay took 60 s for 4 MB). Twenty-five leaves room for a busy machine.
    #expect(large < small * 25, "11,000 actions: \(small); 100,000: \(large)")
    #expect(large < .seconds(30))
    print("replay: 11,000 actions \(small), 110,000 actions (\(bytes) bytes) \(large)")
  }

  @Test(arguments: TestSeed.seeds([11]))
  func randomHostileRecordingsReplayToTheReducersScreen(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let counts = [0, 1, -1, 7, Int.max, Int.min, Int.max / 2, Int.min / 3, 1 << 40]
    let sizes = [
      Size(columns: 0, rows: 0), Size(columns: -1, rows: 5), Size(columns: 100_000, rows: 3),
      Size(columns: 40, rows: Int.max), Size(columns: 2, rows: 2), Size(columns: 80, rows: 24),
    ]
    for seed in TestSeed.seeds(Array(0..<60)) {
      var actions = RandomActions(seed: seed)
      var recorded: [Action] = []
      for _ in 0..<300 {
        let count = counts[Int(random.next() % UInt64(counts.count))]
        switch random.next() % 8 {
        case 0: recorded.append(.list(.moveSelection(by: count)))
        case 1: recorded.append(.list(.moveSelectionByPage(by: count)))
        case 2: recorded.append(.list(.scrolled(by: count)))
        case 3:
          recorded.append(
            random.next() % 2 == 0 ? .help(.scroll(by: count)) : .help(.scrollByPage(by: count)))
        case 4:
          recorded.append(
            .list(.clicked(Position(row: count, column: counts.randomElement(using: &random)!))))
        case 5: recorded.append(.system(.resized(sizes[Int(random.next() % UInt64(sizes.count))])))
        default: recorded.append(actions.next())
        }
      }
      let recording = try Recording.parse(Self.text(recorded))
      let (state, _) = reduce(State(size: recording.size), recording.entries.map(\.action))
      let screen = Replay.finalScreen(of: recording)
      #expect(screen == compose(state), "seed \(seed)")
      #expect(screen.size == state.size && state.size == state.size.clampedToTerminal, "seed \(seed)")
      #expect(screen.lines.count == state.size.rows, "seed \(seed)")
      #expect(state.selectedRow.map { state.todos.indices.contains($0) } ?? true, "seed \(seed)")
      #expect(state.view.scrollOffset >= 0 && state.helpScroll >= 0, "seed \(seed)")
    }
  }
}
