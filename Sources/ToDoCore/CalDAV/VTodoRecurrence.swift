/// `rec:` against `RRULE`, for the rules both can say (RFC 5545 §3.3.10). Pure.
///
/// - `rec:[+]N d|w|m|y` ↔ `RRULE:FREQ=DAILY|WEEKLY|MONTHLY|YEARLY[;INTERVAL=N]`. A calendar
///   counts from the start (`+`, strict); todo.txt's plain `rec:` counts from completion:
///   that difference, and `rec:Nb` (business days, which no RRULE says), are written to
///   `X-TODOTXT-REC` with the value as typed, and read back from there while the RRULE still
///   says the same interval.
/// - Any other RRULE (`BYDAY`, `COUNT`, `UNTIL`, …) is no `rec:`: the line gets none, and the
///   RRULE is left as the phone wrote it.
public enum VTodoRecurrence {
  public static let extraProperty = "X-TODOTXT-REC"

  /// The `rec:` value an RRULE says, always strict (`+1w`); nil when todo.txt cannot say it.
  public static func recValue(forRule rule: String) -> String? {
    var frequency: Character?
    var interval = 1
    for part in rule.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.uppercased() }
      guard pair.count == 2 else { return nil }
      switch pair[0] {
      case "FREQ":
        switch pair[1] {
        case "DAILY": frequency = "d"
        case "WEEKLY": frequency = "w"
        case "MONTHLY": frequency = "m"
        case "YEARLY": frequency = "y"
        default: return nil
        }
      case "INTERVAL":
        guard let number = Int(pair[1]), number >= 1, number <= Recurrence.maximumCount else {
          return nil
        }
        interval = number
      default: return nil
      }
    }
    guard let frequency else { return nil }
    return "+" + (interval == 1 ? "" : String(interval)) + String(frequency)
  }

  /// The RRULE value for a `rec:` value; nil for business days or a value that is no rule.
  public static func rule(forRec value: String) -> String? {
    guard let recurrence = Recurrence(value) else { return nil }
    let frequency: String
    switch recurrence.unit {
    case .day: frequency = "DAILY"
    case .week: frequency = "WEEKLY"
    case .month: frequency = "MONTHLY"
    case .year: frequency = "YEARLY"
    case .businessDay: return nil
    }
    return "FREQ=" + frequency + (recurrence.count == 1 ? "" : ";INTERVAL=\(recurrence.count)")
  }

  /// Whether `value` needs `X-TODOTXT-REC` beside (or instead of) the RRULE: anything but
  /// the strict form the RRULE reads back as.
  public static func needsExtra(_ value: String) -> Bool {
    guard let rule = rule(forRec: value) else { return true }
    return recValue(forRule: rule) != value
  }
}
