import ToDoCore

/// Appends the history's events to the journal at each save (`StateStore.willSave`): those
/// after the last one it wrote, each event one step, numbered after the journal's last. A
/// journal that cannot be written is said once (`tell`), and the list keeps working; the
/// events of a failed append are tried again with the next save. Main-actor only; the
/// append is a few hundred bytes, on the main thread, before the save is started.
@MainActor
public final class JournalRecorder {
  private let journal: Journal
  private let tell: @MainActor (String) -> Void
  private let now: () -> Int
  /// The number of the last event written.
  private var written = 0
  private var hasToldFailure = false

  public init(
    journal: Journal, now: @escaping () -> Int = JournalTime.now, tell: @escaping @MainActor (String) -> Void
  ) {
    self.journal = journal
    self.now = now
    self.tell = tell
  }

  /// Writes the events of `history` not yet written.
  public func record(_ history: History) {
    let events = history.journalEvents(after: written)
    guard !events.isEmpty else { return }
    let at = Journal.timestamp(now())
    do {
      try journal.append { lastStep in
        var lines: [String] = []
        for (offset, event) in events.enumerated() {
          lines += JournalEntry.entries(of: event, step: lastStep + 1 + offset, at: at).map(\.jsonLine)
        }
        return lines
      }
      written = history.journalCount
    } catch {
      guard !hasToldFailure else { return }
      hasToldFailure = true
      tell("No journal: \(error.description); the list is saved as ever.")
    }
  }
}
