/// One reminder of a list, as the app and `todo remind` deliver it: when it rings, the key
/// that tells it apart in the record of reminders delivered (its time and its todo's text,
/// so that a reminder moved or a todo renamed is a new reminder, and a todo saved again
/// unchanged is not), and the todo's text to show. Pure value.
public struct ScheduledReminder: Hashable, Sendable, Codable {
  public var time: LocalTime
  public var key: String
  /// The todo's text without its priority and dates (`Call mum due:2026-12-24 rem:…`).
  public var text: String

  public init(time: LocalTime, text: String) {
    self.time = time
    self.text = text
    key = "\(time) \(Self.fingerprint(text))"
  }

  /// The open todos' reminders of `titles` (todo.txt lines), soonest first (then in file
  /// order). O(lines).
  public static func schedule<C: Collection>(of titles: C) -> [ScheduledReminder] where C.Element == String {
    var found: [ScheduledReminder] = []
    for title in titles where mentionsReminder(title.utf8) {
      let line = ToDoTxtLine(title)
      guard !line.isCompleted, let time = line.reminderTime else { continue }
      found.append(ScheduledReminder(time: time, text: String(line.description)))
    }
    return found.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
      \.element)
  }

  /// The reminders of `todos`, soonest first, read from the list's own bytes: only the
  /// lines that mention `rem:` become strings, so a change to a long list makes none for
  /// the others. Pure; O(the list's bytes).
  static func schedule(of todos: ToDoList) -> [ScheduledReminder] {
    var titles: [String] = []
    todos.forEachLine { _, line in
      if line.withBytes({ mentionsReminder($0) }) { titles.append(line.string) }
    }
    return schedule(of: titles)
  }

  /// Whether a line longer than `rem:` holds it, found byte by byte (its four letters
  /// differ, so a mismatch starts again at that byte): a search for another string
  /// (String's `contains`) builds a table of its characters for each title, at start-up
  /// for every todo. Pure; a first look, the line's words decide.
  static func mentionsReminder<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard bytes.count > reminderKey.count else { return false }
    var matched = 0
    for byte in bytes {
      if byte == reminderKey[matched] {
        matched += 1
        if matched == reminderKey.count { return true }
      } else {
        matched = byte == reminderKey[0] ? 1 : 0
      }
    }
    return false
  }

  private static let reminderKey: [UInt8] = Array("rem:".utf8)

  /// The reminders of `schedule` due by `now`: at `since` or later (all before `now` when
  /// nil), and not among `delivered` (keys). In the schedule's order. Pure.
  public static func due(
    in schedule: [ScheduledReminder], since: LocalTime?, upTo now: LocalTime, excluding delivered: Set<String>
  ) -> [ScheduledReminder] {
    schedule.filter { reminder in
      reminder.time <= now && since.map { reminder.time >= $0 } != false && !delivered.contains(reminder.key)
    }
  }

  /// The soonest time of `schedule` after `now`, if any: when to wake next. Pure.
  public static func next(in schedule: [ScheduledReminder], after now: LocalTime) -> LocalTime? {
    schedule.first { $0.time > now }?.time
  }

  /// 64-bit FNV-1a of `text`'s bytes, in hexadecimal: short, and the same on every machine
  /// and in every run (unlike `Hasher`). Pure.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
