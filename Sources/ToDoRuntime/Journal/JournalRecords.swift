import Foundation
import Glibc
import ToDoCore

extension JournalEntry {
  /// The entry as the core reads it (`JournalRecord`), its time in the local time zone.
  /// Pure but for the local time zone.
  public var record: JournalRecord {
    JournalRecord(
      step: step, by: by, op: op, kind: kind, before: before, after: after,
      moment: Self.localMoment(at))
  }

  /// The journal's UTC time `at` in local time, to the minute; nil when it does not read.
  static func localMoment(_ at: String) -> SeenMoment? {
    guard let date = ISO8601DateFormatter().date(from: at) else { return nil }
    var seconds = time_t(date.timeIntervalSince1970)
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil,
      let day = CalendarDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    else { return nil }
    return SeenMoment(day: day, hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
  }

  /// What other programs changed while the app was closed (found at the start from what
  /// it last saw: `OutsideChanges`), as the entries of one `outside` step by `other`.
  /// Their places are not known: `index` is -1. Pure.
  public static func entries(ofClosed changes: [OutsideChange], step: Int, at: String) -> [JournalEntry] {
    changes.map { change in
      let kind =
        switch change.kind {
        case .added: "added"
        case .deleted: "deleted"
        case .completed, .reopened, .changed: "changed"
        }
      return JournalEntry(
        step: step, at: at, by: "other", op: "outside", kind: kind, index: -1,
        before: change.before, after: change.after)
    }
  }
}
