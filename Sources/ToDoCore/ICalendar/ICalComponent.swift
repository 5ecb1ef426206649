/// An iCalendar component (`VCALENDAR`, `VTODO`, `VTIMEZONE`, `VALARM`, any `X-` one): its
/// `BEGIN` and `END` lines and what lies between, in order, each kept with its raw text, so
/// a component written back unchanged is the bytes it was read from. Pure value.
public struct ICalComponent: Equatable, Sendable {
  /// A property, a nested component, or a line that is neither (an empty line), kept as is.
  public enum Item: Equatable, Sendable {
    case property(ICalContentLine)
    case component(ICalComponent)
    case other(String)
  }

  /// The name, upper-cased: what `BEGIN:` names.
  public let name: String
  public var begin: ICalContentLine
  public var items: [Item]
  public var end: ICalContentLine

  public init(begin: ICalContentLine, items: [Item], end: ICalContentLine) {
    name = begin.value.uppercased()
    self.begin = begin
    self.items = items
    self.end = end
  }

  /// The properties, in order.
  public var properties: [ICalContentLine] {
    items.compactMap { if case .property(let line) = $0 { line } else { nil } }
  }

  /// The nested components, in order.
  public var components: [ICalComponent] {
    items.compactMap { if case .component(let component) = $0 { component } else { nil } }
  }

  /// The first property called `name` (case-insensitive).
  public func property(_ name: String) -> ICalContentLine? {
    let wanted = name.uppercased()
    return properties.first { $0.name == wanted }
  }

  /// Every property called `name`, in order.
  public func properties(_ name: String) -> [ICalContentLine] {
    let wanted = name.uppercased()
    return properties.filter { $0.name == wanted }
  }

  /// The line end new lines take: the one the `BEGIN` line has, else CRLF.
  public var lineEnd: String { begin.lineEnd ?? "\r\n" }

  /// Puts `lines` where the properties called `name` were: the first keeps its place, the
  /// others go; with none there, they go after the last property before any nested
  /// component. A line equal to the one it replaces keeps its raw text. Pure.
  public mutating func replaceProperties(_ name: String, with lines: [ICalContentLine]) {
    let wanted = name.uppercased()
    let old = properties(wanted)
    // Unchanged content keeps its bytes: same values, same parameters.
    let kept = lines.enumerated().map { offset, line in
      if offset < old.count, old[offset].value == line.value,
        old[offset].parameters == line.parameters
      {
        return old[offset]
      }
      return line
    }
    let firstIndex = items.firstIndex {
      if case .property(let line) = $0 { line.name == wanted } else { false }
    }
    items.removeAll { if case .property(let line) = $0 { line.name == wanted } else { false } }
    let newItems = kept.map(Item.property)
    if let firstIndex {
      items.insert(contentsOf: newItems, at: min(firstIndex, items.count))
    } else {
      let firstComponent =
        items.firstIndex { if case .component = $0 { true } else { false } } ?? items.count
      items.insert(contentsOf: newItems, at: firstComponent)
    }
  }

  /// The component's text: its raw lines, in order.
  public var text: String {
    var result = begin.raw
    for item in items {
      switch item {
      case .property(let line): result += line.raw
      case .component(let component): result += component.text
      case .other(let raw): result += raw
      }
    }
    return result + end.raw
  }
}
