/// A `rec:` tag's value: how often a todo comes back once it is done, as topydo and sleek
/// read it. `rec:[+][N]d|w|m|y|b`: every N (default 1) days, weeks, months, years or
/// business days (Monday to Friday). Without `+` the next dates count from the day the
/// todo was completed; with `+` (strict) from its old due date. Pure value.
public struct Recurrence: Equatable, Sendable {
  public enum Unit: Character, Sendable, CaseIterable {
    case day = "d"
    case week = "w"
    case month = "m"
    case year = "y"
    case businessDay = "b"

    /// What a count of this unit counts, as the pages name it.
    public var counted: String {
      switch self {
      case .day: "days"
      case .week: "weeks"
      case .month: "months"
      case .year: "years"
      case .businessDay: "business days (Monday to Friday)"
      }
    }
  }

  /// The largest count read: a larger one is a typing mistake, not a plan.
  public static let maximumCount = 100_000

  public var count: Int
  public var unit: Unit
  /// `+`: the interval is added to the old dates, not to the completion date.
  public var isStrict: Bool

  /// `count` units (1…`maximumCount`), strict or not.
  init(count: Int, unit: Unit, isStrict: Bool = false) {
    self.count = count
    self.unit = unit
    self.isStrict = isStrict
  }

  /// Reads a `rec:` value; nil when it is not one (`rec:often`, `rec:0d`).
  public init?<S: StringProtocol>(_ value: S) {
    var text = Substring(value)
    isStrict = text.first == "+"
    if isStrict { text = text.dropFirst() }
    guard let last = text.last?.lowercased().first, let unit = Unit(rawValue: last) else { return nil }
    let digits = text.dropLast()
    guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    let count = digits.isEmpty ? 1 : (digits.count > 6 ? nil : Int(digits))
    guard let count, count >= 1, count <= Self.maximumCount else { return nil }
    self.count = count
    self.unit = unit
  }

  /// `date` moved on by the interval (or back, `times` negative), or nil when that day
  /// falls outside the years a todo.txt date can hold (0001–9999). Pure.
  public func advance(_ date: CalendarDate, times: Int = 1) -> CalendarDate? {
    let amount = count * times
    let moved: CalendarDate
    switch unit {
    case .day: moved = date.adding(days: amount)
    case .week: moved = date.adding(days: 7 * amount)
    case .month: moved = date.adding(months: amount)
    case .year: moved = date.adding(months: 12 * amount)
    case .businessDay: moved = date.adding(businessDays: amount)
    }
    return moved.isWritable ? moved : nil
  }
}
