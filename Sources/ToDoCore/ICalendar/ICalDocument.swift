/// One calendar object, as a `.ics` file of a vdir holds it: a `VCALENDAR` with its
/// components, and whatever bytes came before or after it. `text` gives back the bytes
/// read, exactly, until something is changed; then only the changed lines are made anew.
/// Pure value.
public struct ICalDocument: Equatable, Sendable {
  /// Bytes before `BEGIN:VCALENDAR` (usually none).
  public var leading: String
  public var calendar: ICalComponent
  /// Bytes after `END:VCALENDAR` (usually none).
  public var trailing: String

  /// Why a text is not a calendar object.
  public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
    case noCalendar
    case unreadableLine(number: Int, text: String)
    case unclosed(String)
    case unexpectedEnd(number: Int, name: String)

    public var description: String {
      switch self {
      case .noCalendar: "no BEGIN:VCALENDAR"
      case .unreadableLine(let number, let text): "line \(number) is not NAME:value: \(text)"
      case .unclosed(let name): "BEGIN:\(name) is never ended"
      case .unexpectedEnd(let number, let name): "line \(number): END:\(name) ends nothing open"
      }
    }
  }

  /// Reads `text`. Pure.
  public init(parsing text: String) throws(ParseError) {
    let lines = ICalFolding.logicalLines(text)
    var leading = ""
    var index = 0
    var physicalNumber = 1
    // Everything before the first BEGIN:VCALENDAR is kept as it was.
    while index < lines.count, !Self.isBegin(lines[index].logical, "VCALENDAR") {
      leading += lines[index].raw
      physicalNumber += Self.physicalCount(lines[index].raw)
      index += 1
    }
    guard index < lines.count else { throw .noCalendar }
    var stack: [(begin: ICalContentLine, items: [ICalComponent.Item])] = []
    var calendar: ICalComponent?
    while index < lines.count, calendar == nil {
      let (raw, logical) = lines[index]
      let number = physicalNumber
      physicalNumber += Self.physicalCount(raw)
      index += 1
      if logical.allSatisfy({ $0 == " " || $0 == "\t" }) {
        guard !stack.isEmpty else { continue }
        stack[stack.count - 1].items.append(.other(raw))
        continue
      }
      guard let line = ICalContentLine(raw: raw, logical: logical) else {
        throw .unreadableLine(number: number, text: logical)
      }
      if line.name == "BEGIN" {
        stack.append((line, []))
      } else if line.name == "END" {
        guard let open = stack.last, open.begin.value.uppercased() == line.value.uppercased()
        else { throw .unexpectedEnd(number: number, name: line.value) }
        stack.removeLast()
        let component = ICalComponent(begin: open.begin, items: open.items, end: line)
        if stack.isEmpty {
          calendar = component
        } else {
          stack[stack.count - 1].items.append(.component(component))
        }
      } else {
        stack[stack.count - 1].items.append(.property(line))
      }
    }
    if let open = stack.last { throw .unclosed(open.begin.value) }
    guard let calendar else { throw .noCalendar }
    self.leading = leading
    self.calendar = calendar
    self.trailing = lines[index...].map(\.raw).joined()
  }

  public init(calendar: ICalComponent) {
    leading = ""
    self.calendar = calendar
    trailing = ""
  }

  /// The object's text: the bytes read, with changed lines made anew.
  public var text: String { leading + calendar.text + trailing }

  /// The calendar's `VTODO` components, in order (a recurring task's overrides share the
  /// master's `UID`; the master is the one without `RECURRENCE-ID`).
  public var todos: [ICalComponent] { calendar.components.filter { $0.name == "VTODO" } }

  private static func isBegin(_ logical: String, _ name: String) -> Bool {
    logical.uppercased() == "BEGIN:" + name
  }

  private static func physicalCount(_ raw: String) -> Int {
    max(1, ICalFolding.physicalLines(raw).count)
  }
}
