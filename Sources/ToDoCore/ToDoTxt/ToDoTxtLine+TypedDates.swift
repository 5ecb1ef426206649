/// A line's `due:` and `t:` tags as typed, read with `RelativeDate`: each tag's value and
/// the words after it that its date takes, the longest run that still names a day
/// (`due:next fri`, `due:in 3 days`, `due:dec 25`; `due:fri Call Bob` takes `fri`),
/// decision 0335. What the app writes (the dates as ISO dates) and what it refuses (a day
/// past 9999, a value that is no date) are read from them. Pure.
extension ToDoTxtLine {
  /// The keys whose values are days.
  public static let dateKeys = ["due", "t"]

  /// A `due:` or `t:` tag as typed.
  public struct TypedDate: Equatable, Sendable {
    /// The tag with the words its date took, as typed: `due:next fri`.
    public let text: Substring
    /// `due` or `t`.
    public let key: String
    /// What follows `key:`: `next fri`.
    public let value: Substring
    /// What the value names; nil when it is no date the reader knows (`due:nextwek`).
    public let reading: RelativeDate.Reading?

    /// The tag as it is to be written: `due:2026-12-11` for a day, else as typed.
    public var written: String {
      guard case .day(let day) = reading else { return String(text) }
      return "\(key):\(day)"
    }
  }

  /// The line's date tags in order, read from `today`. A tag whose value is empty (`due:`
  /// at the end of a word) takes the words after it when they name a day (`due: fri`),
  /// else it is text; so is a value that is no tag value (`due:12:30`). O(length).
  public func typedDates(today: CalendarDate) -> [TypedDate] {
    let ranges = wordRanges()
    var dates: [TypedDate] = []
    var index = 0
    while index < ranges.count {
      let word = raw[ranges[index]]
      guard let key = Self.dateKeys.first(where: { word.hasPrefix($0 + ":") }) else {
        index += 1
        continue
      }
      let value = word.dropFirst(key.count + 1)
      guard value.isEmpty || Self.isTagValue(value) else {
        index += 1
        continue
      }
      let following = ranges[(index + 1)...].prefix(RelativeDate.longestPhraseWords).map { raw[$0] }
      let words = value.isEmpty ? Array(following) : [value] + following
      guard let (count, reading) = RelativeDate.longestPhrase(words, today: today) else {
        if !value.isEmpty {
          dates.append(TypedDate(text: word, key: key, value: value, reading: nil))
        }
        index += 1
        continue
      }
      let last = value.isEmpty ? index + count : index + count - 1
      let valueStart = value.isEmpty ? ranges[index + 1].lowerBound : value.startIndex
      dates.append(
        TypedDate(
          text: raw[ranges[index].lowerBound..<ranges[last].upperBound], key: key,
          value: raw[valueStart..<ranges[last].upperBound], reading: reading))
      index = last + 1
    }
    return dates
  }

  /// The line with the dates of its `due:` and `t:` tags (`due:tomorrow`, `t:+1w`,
  /// `due:next fri`) written as the ISO dates they name from `today`. Other words, dates
  /// that are already ISO, values that are no date and days past 9999 stay as they are.
  public func resolvingRelativeDates(today: CalendarDate) -> ToDoTxtLine {
    var text = raw
    // Backwards, so that each replacement leaves the ranges before it valid.
    for date in typedDates(today: today).reversed() where date.written != date.text {
      text.replaceSubrange(date.text.startIndex..<date.text.endIndex, with: date.written)
    }
    return ToDoTxtLine(text)
  }

  /// The date tags (with their words) whose day falls outside the years a todo.txt date
  /// can hold (`due:-3000y`, `t:+100000y`), in order: `resolvingRelativeDates` leaves
  /// them as typed, and the line is to be refused.
  public func relativeDatesOutOfRange(today: CalendarDate) -> [Substring] {
    typedDates(today: today).filter { $0.reading == .outOfRange }.map(\.text)
  }

  /// The date tags whose value is no date the reader knows (`due:nextwek`, `t:soon`,
  /// `due:2026-02-30`), in order: kept as typed only when the user says so.
  public func unreadDates(today: CalendarDate) -> [TypedDate] {
    typedDates(today: today).filter { $0.reading == nil }
  }
}
