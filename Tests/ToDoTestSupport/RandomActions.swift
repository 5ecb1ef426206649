import ToDoCore

/// Random but replayable actions of every kind, for property tests.
public struct RandomActions {
  private var generator: SplitMix64
  /// The catalog's next action: every case is drawn in turn, never left to chance.
  private var catalogPlace = 0

  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  private static let texts = [
    "a", "ab", "Buy milk", "买牛奶", "👍🏽 ok", "e\u{301}", " ", "x\u{1B}[2J", "👩‍💻 code", "שלום", "  padded  ",
    String(repeating: "long ", count: 30), "(A) Pay rent due:tomorrow rec:1m", "x 2026-01-02 done pri:B",
    "Stand-up t:+1d rec:+1b",
  ]

  private static let sizes = [
    Size(columns: 80, rows: 24), Size(columns: 20, rows: 6), Size(columns: 1, rows: 1),
    Size(columns: 10, rows: 3),
    Size(columns: 33, rows: 9), Size(columns: 120, rows: 40),
  ]

  public mutating func next() -> Action {
    let pick = Int(generator.next() % 38)
    let number = Int(generator.next() % 1_000)
    switch pick {
    case 0...6: return .lineEdit(.insert(Self.texts[number % Self.texts.count]))
    case 7, 8: return .list(.addInput)
    case 9: return .lineEdit(.deleteBackward)
    case 10: return .lineEdit(.deleteForward)
    case 11: return .lineEdit(.moveCursor(CursorMove.allCases[number % CursorMove.allCases.count]))
    case 12:
      return [
        .lineEdit(.deleteWordBackward), .lineEdit(.deleteToLineStart), .lineEdit(.deleteToLineEnd),
        .lineEdit(.clearInput),
      ][number % 4]
    case 13: return .list(.focusList)
    case 14: return .list(.focusInput)
    case 15, 16: return .list(.moveSelection(by: number % 5 - 2))
    case 17: return .list(.moveSelectionByPage(by: number % 3 - 1))
    case 18: return number % 2 == 0 ? .list(.selectFirst) : .list(.selectLast)
    case 19, 20: return .list(.deleteSelected)
    case 21: return .list(.clicked(Position(row: number % 30, column: number % 90)))
    case 22: return .list(.scrolled(by: number % 7 - 3))
    case 23: return .system(.resized(Self.sizes[number % Self.sizes.count]))
    case 24: return .system(.tick)
    case 25: return .persistence(.toDosLoaded(TitleList((0..<(number % 5)).map { "Loaded \($0)" })))
    case 26: return number % 2 == 0 ? .history(.undo) : .history(.redo)
    case 27: return .help(.toggle)
    case 28:
      return [.system(.started), .reload(.now), .persistence(.loadFailed("disk"))][number % 3]
    case 29:
      return [
        .archive(.start), .archive(.archived(doneFileName: "done.txt")),
        .archive(.failed("disk")),
        .externalEdit(.edited(number % 8, .edited(Self.texts[number % Self.texts.count] + "\nMore here"))),
      ][number % 4]
    case 30, 31: return .completion(.toggle)
    case 32: return [.editing(.start), .editing(.save), .editing(.cancel)][number % 3]
    case 33:
      return [
        .priority(.choose), .priority(.cancel),
        .priority(.set(number % 2 == 0 ? "B" : nil)),
      ][
        number % 3]
    case 34: return .priority(.change(by: number % 5 - 2))
    case 35:
      let day = CalendarDate(dayNumber: 20_000 + number)
      return number % 2 == 0 ? .system(.dayBegan(day, nextDayIn: .seconds(number))) : .system(.dayEnded)
    case 36:
      // Now and then the catalog's next action: every case comes in turn.
      defer { catalogPlace = (catalogPlace + 1) % ActionCatalog.everyCase.count }
      return ActionCatalog.everyCase[catalogPlace]
    default:
      return number % 2 == 0
        ? .help(.scroll(by: number % 7 - 3)) : .help(.scrollByPage(by: number % 3 - 1))
    }
  }
}
