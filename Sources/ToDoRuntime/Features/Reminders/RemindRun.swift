import Glibc
import ToDoCore

/// `todo remind` (decision 0343): the reminders of the list due since it, or the app, last
/// looked (the last day at the first look), and not delivered on this machine yet, each told
/// once through `notifier`, under the record's lock; safe to run every minute. Blocks on the
/// files and the notifier.
public enum RemindRun {
  /// What the run printed and its exit status: 0, also for a list not made yet (nothing to
  /// remind of); 1 for a list that cannot be read (the record is then left as it was).
  public static func perform(
    listPath: String, record: ReminderRecord, clock: ReminderClock, notifier: DesktopNotifier
  ) -> (output: String, errors: String, status: Int32) {
    let titles: [String]
    switch readLines(listPath) {
    case .success(let lines): titles = lines
    case .failure(let reason):
      return (
        "",
        "todo remind: \(reason)\nTo fix: check the file, or name another: todo --file ~/todo.txt remind\n", 1
      )
    }
    let due = record.takeDue(in: ScheduledReminder.schedule(of: titles), now: clock.now())
    let output = due.compactMap { notifier.notify($0) }.joined()
    return (output, "", 0)
  }

  /// Why a list cannot be read. Pure value.
  struct Unreadable: Error {
    var reason: String
  }

  /// The list's lines (no list: none); or why it cannot be read. Blocks.
  static func readLines(_ path: String) -> Result<[String], Unreadable> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .success([]) }
      return .failure(Unreadable(reason: "cannot read '\(path)': \(String(cString: strerror(errno)))"))
    }
    defer { close(descriptor) }
    guard let bytes = try? Descriptors.readAll(descriptor, path: path) else {
      return .failure(Unreadable(reason: "cannot read '\(path)'"))
    }
    // Split on the bytes: a `\r\n` is one Character, which a split on "\n" would not cut.
    return .success(
      bytes.split(separator: UInt8(ascii: "\n")).map { line in
        String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
      })
  }
}
