import Glibc
import ToDoCore

/// The record of the reminders delivered on this machine for one list, and when they were
/// last looked for (decision 0343): `<state folder>/reminders/<ListStateName>.txt`, private
/// to the user, beside its lock file. The app and `todo remind` deliver a reminder only
/// while holding the lock, and only when the record has it not: one reminder is delivered
/// once on a machine, however many of them run, and whichever copy of the list (synced
/// from another machine) names it. Lines: `checked 2026-12-24T0900`, then one key a
/// reminder delivered (its time and its todo's fingerprint); keys older than 30 days are
/// dropped. Thread-safe; blocks on the file.
public struct ReminderRecord: Sendable {
  public let path: String

  /// How far back the first look of all delivers: the reminders of the last day.
  public static let firstLookBack = 24 * 60
  /// How long a delivered key is kept: a reminder older than that is never due again.
  static let keptDays = 30

  /// The record of the list at `listPath` (its real path names it) in `stateFolder`.
  public init(listPath: String, stateFolder: String = InPlaceWrite.defaultBackupFolder()) {
    path = "\(stateFolder)/reminders/\(ListStateName.of(realPath: SeenRecord.realPath(listPath))).txt"
  }

  /// What the record holds. Pure value.
  public struct Contents: Equatable, Sendable {
    public var checked: LocalTime?
    public var delivered: Set<String> = []

    /// Reads the record's text; lines it does not know are dropped. Pure.
    init(text: String) {
      for line in text.split(separator: "\n") {
        if line.hasPrefix("checked ") {
          checked = LocalTime(spelled: line.dropFirst("checked ".count))
        } else if line.count > 16, LocalTime(spelled: line.prefix(15)) != nil {
          delivered.insert(String(line))
        }
      }
    }

    /// The record's text, the keys older than `keptDays` before `now` left out. Pure.
    func text(now: LocalTime) -> String {
      let oldest = now.day.adding(days: -ReminderRecord.keptDays)
      let kept = delivered.filter { key in
        LocalTime(spelled: key.prefix(15)).map { $0.day >= oldest } ?? false
      }
      return (checked.map { ["checked \($0)"] } ?? []).joined() + "\n"
        + kept.sorted().map { $0 + "\n" }.joined()
    }
  }

  /// When the app or `todo remind` last looked; nil when never (or it cannot be read).
  public func lastLook() -> LocalTime? {
    read().checked
  }

  /// Of `candidates`, the ones the record has not: recorded as delivered now, with `now` as
  /// the last look, under the lock. What cannot be recorded (no state folder) is delivered
  /// all the same: a reminder missed is worse than one told twice.
  public func claim(_ candidates: [ScheduledReminder], now: LocalTime) -> [ScheduledReminder] {
    withLock {
      var contents = read()
      let fresh = candidates.filter { !contents.delivered.contains($0.key) }
      contents.delivered.formUnion(fresh.map(\.key))
      contents.checked = max(contents.checked ?? now, now)
      write(contents, now: now)
      return fresh
    }
  }

  /// For `todo remind`: the reminders of `schedule` due since the last look (the last day
  /// at the first) and not delivered, recorded as delivered, `now` as the last look; under
  /// the lock.
  public func takeDue(in schedule: [ScheduledReminder], now: LocalTime) -> [ScheduledReminder] {
    withLock {
      var contents = read()
      let since = min(contents.checked ?? now.adding(minutes: -Self.firstLookBack), now)
      let due = ScheduledReminder.due(in: schedule, since: since, upTo: now, excluding: contents.delivered)
      contents.delivered.formUnion(due.map(\.key))
      contents.checked = max(contents.checked ?? now, now)
      write(contents, now: now)
      return due
    }
  }

  /// The record as it is; empty when missing, unreadable, or not the user's own.
  private func read() -> Contents {
    let (bytes, _) = OwnFile.contents(of: path, what: Self.what)
    return Contents(text: bytes.map { String(decoding: $0, as: UTF8.self) } ?? "")
  }

  /// Replaces the record through the file layer (a temporary, flushed, renamed over it).
  private func write(_ contents: Contents, now: LocalTime) {
    guard OwnFile.distrust(path, what: Self.what) == nil else { return }
    let bytes = Array(contents.text(now: now).utf8)
    let isNew = access(path, F_OK) != 0
    _ = try? LiveFileSystem().writeAtomically(bytes, to: path, createDirectory: false, unlessChangedFrom: nil)
    if isNew { chmod(path, 0o600) }
  }

  /// Runs `body` holding an exclusive `flock` on the record's lock file (waiting two
  /// seconds at most, then without it); the folder made first, private to the user.
  private func withLock<Result>(_ body: () -> Result) -> Result {
    let folder = Paths.directory(of: path)
    guard Paths.makeFolders(folder, mode: 0o700) == 0 else { return body() }
    let lock = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard lock >= 0 else { return body() }
    defer { close(lock) }  // Closing the descriptor releases the lock.
    let deadline = ContinuousClock.now + .seconds(2)
    while flock(lock, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else { break }
      usleep(5_000)
    }
    return body()
  }

  /// What the record is called in what the user is told.
  static let what = "the record of reminders delivered"
}
