/// The settings of the list (`ListSettings`) read for one day: which todos show (not
/// hidden, matching the query) and in which order. A projection is made under one rule and
/// follows the document's changes under it. Pure value; reads a todo's bytes, never makes
/// its string.
public struct ListRule: Hashable, Sendable {
  /// The settings as the user gave them (the query as typed).
  public let settings: ListSettings
  public let query: SearchQuery
  public let hidesDone: Bool
  public let showsHidden: Bool
  public let sort: ListSort
  /// The day `t:` thresholds and date words count from; nil until the runtime says.
  public let today: CalendarDate?

  public init(_ settings: ListSettings, today: CalendarDate?) {
    self.settings = settings
    query = SearchQuery(settings.query, today: today)
    hidesDone = settings.hidesDone
    showsHidden = settings.showsHidden
    sort = settings.sort
    self.today = today
  }

  /// Whether every todo shows in file order under this rule, whatever the todos are.
  var showsEverythingInFileOrder: Bool {
    query.isEmpty && !hidesDone && showsHidden && sort == .fileOrder
  }

  /// Whether the todos this rule shows are among those `older` shows, in the same order:
  /// then a projection under `older` holds every candidate. Pure.
  func narrows(_ older: ListRule) -> Bool {
    hidesDone == older.hidesDone && showsHidden == older.showsHidden && sort == older.sort
      && today == older.today && query.narrows(older.query)
  }

  /// Whether the line shows: not done while done todos are hidden, not hidden by its own
  /// tags (`h:1`, a `t:` after today) unless those show, and matching the query (blocked as
  /// `isBlocked` says, which only `is:blocked` and `is:ready` read). Pure.
  func shows(_ bytes: UnsafeBufferPointer<UInt8>, isBlocked: Bool = false) -> Bool {
    if hidesDone, LineBytes.isCompleted(bytes) { return false }
    if !showsHidden {
      if LineBytes.hasWord(Self.hiddenTag, in: bytes) { return false }
      if let today, let threshold = LineBytes.tagDate(Self.thresholdKey, in: bytes), threshold > today {
        return false
      }
    }
    return query.matches(bytes, isBlocked: isBlocked)
  }

  func shows(_ line: TextLine) -> Bool { line.withBytes { shows($0) } }

  /// Where the line goes in this rule's sort, smaller first (ties keep file order): in a
  /// sort, the done todos after every open one (the top bit), each part in the sort's
  /// order; in file order, all alike. Pure.
  func sortKey(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    let key: UInt32
    switch sort {
    case .fileOrder: return 0
    case .priority: key = UInt32(LineBytes.priority(bytes) ?? 26)
    case .dueDate: key = Self.dayKey(LineBytes.tagDate(Self.dueKey, in: bytes))
    case .creationDate: key = Self.dayKey(LineBytes.creationDate(bytes))
    }
    return LineBytes.isCompleted(bytes) ? key | Self.doneBit : key
  }

  func sortKey(_ line: TextLine) -> UInt32 { line.withBytes(sortKey) }

  /// A day as a sort key below `doneBit`, the days without one after every day.
  private static func dayKey(_ date: CalendarDate?) -> UInt32 {
    guard let date else { return doneBit - 1 }
    return UInt32(clamping: min(max(date.dayNumber + (1 << 30), 0), Int(doneBit) - 2))
  }

  /// The sort key's bit that puts a done todo after the open ones.
  static let doneBit: UInt32 = 1 << 31

  static let hiddenTag = Array("h:1".utf8)
  static let thresholdKey = Array("t:".utf8)
  static let dueKey = Array("due:".utf8)
}
