/// One change another program made to the list while the app was not looking: a todo
/// added, completed, reopened, otherwise changed, or deleted, with its text before and
/// after. Pure value.
public struct OutsideChange: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case added, completed, reopened, changed, deleted
  }

  public var kind: Kind
  /// The line as the app last saw it; nil for a todo added.
  public var before: String?
  /// The line as it is now; nil for a todo deleted.
  public var after: String?

  public init(_ kind: Kind, before: String? = nil, after: String? = nil) {
    self.kind = kind
    self.before = before
    self.after = after
  }
}

/// When the app last saw the list, in the user's local time: the day and the minute.
/// Pure value.
public struct SeenMoment: Hashable, Sendable, Codable {
  public var day: CalendarDate
  public var hour: Int
  public var minute: Int

  public init(day: CalendarDate, hour: Int, minute: Int) {
    self.day = day
    self.hour = hour
    self.minute = minute
  }

  /// How the moment reads on `today`, in the words of the list's dates: `today 18:02`,
  /// `yesterday 18:02`, `Tue 18:02` within the week before, else `2026-11-02 18:02`. Pure.
  public func phrase(today: CalendarDate?) -> String {
    let clock = (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    guard let today else { return "\(day) \(clock)" }
    switch today.dayNumber - day.dayNumber {
    case 0: return "today \(clock)"
    case 1: return "yesterday \(clock)"
    case 2...6: return "\(DatePhrase.weekdayNames[day.weekday]) \(clock)"
    default: return "\(day) \(clock)"
    }
  }
}

/// What other programs changed in the list between what the app last saw of it and what
/// it loaded now. Pure value.
public struct OutsideChanges: Hashable, Sendable, Codable {
  /// When the app last saw the list.
  public var since: SeenMoment
  /// The changes: those of todos the list has now in its order, then the deletions in the
  /// order the app saw them.
  public var changes: [OutsideChange]

  public init(since: SeenMoment, changes: [OutsideChange]) {
    self.since = since
    self.changes = changes
  }

  /// The status line's summary: `Since Tue 18:02: 3 added, 1 completed, 1 deleted by other
  /// programs`. Pure.
  public func summary(today: CalendarDate?) -> String {
    var counts: [OutsideChange.Kind: Int] = [:]
    for change in changes { counts[change.kind, default: 0] += 1 }
    let parts = OutsideChange.Kind.allCases.compactMap { kind in
      counts[kind].map { "\($0) \(kind.rawValue)" }
    }
    return "Since \(since.phrase(today: today)): \(parts.joined(separator: ", ")) by other programs"
  }

  /// The changes from the list's lines as the app last saw them (`seen`) to its lines now
  /// (`now`), blank lines and a line's `\r` (a CRLF file) left out. Lines are matched as the
  /// merge matches them: by their text, duplicates counted, so a line moved is no change;
  /// a line that left the list and one that came are the same todo changed when the merge
  /// pairs them (`ChangePairing`: the same words once the completion mark, dates and
  /// priority are set aside, words added at the end, or the same place, there only when
  /// they have a word in common). A change that
  /// only completes the todo is `completed`, one that only reopens it `reopened`. Pure;
  /// O(n) expected.
  public static func between(seen: [String], now: [String]) -> [OutsideChange] {
    let old = lines(seen)
    let new = lines(now)
    var oldCounts: [String: Int] = [:]
    for line in old { oldCounts[line, default: 0] += 1 }
    var newCounts: [String: Int] = [:]
    for line in new { newCounts[line, default: 0] += 1 }
    let removed = beyondCounts(old, newCounts)
    let added = beyondCounts(new, oldCounts)
    guard !removed.isEmpty || !added.isEmpty else { return [] }
    let pairing = ChangePairing(
      base: old, side: new, baseCounts: oldCounts, sideCounts: newCounts, text: { $0 })
    var becameFrom: [Int: Int] = [:]  // New index → old index.
    for (oldIndex, newIndex) in pairing.pairs where removed.contains(oldIndex) {
      // Paired by their place alone, two lines without a word in common are told as one
      // deleted and one added: the deleted one can then be brought back.
      if pairing.pairedByPlace.contains(oldIndex), !shareAWord(old[oldIndex], new[newIndex]) { continue }
      becameFrom[newIndex] = oldIndex
    }
    var changes: [OutsideChange] = []
    for newIndex in added.sorted() {
      let after = new[newIndex]
      guard let oldIndex = becameFrom[newIndex] else {
        changes.append(OutsideChange(.added, after: after))
        continue
      }
      let before = old[oldIndex]
      let (wasDone, isDone) = (ToDoTxtLine(before).isCompleted, ToDoTxtLine(after).isCompleted)
      let kind: OutsideChange.Kind =
        !wasDone && isDone ? .completed : wasDone && !isDone ? .reopened : .changed
      changes.append(OutsideChange(kind, before: before, after: after))
    }
    let paired = Set(becameFrom.values)
    for oldIndex in removed.sorted() where !paired.contains(oldIndex) {
      changes.append(OutsideChange(.deleted, before: old[oldIndex]))
    }
    return changes
  }

  /// Whether two lines have a word in common, the completion mark, dates and priority set
  /// aside (`ChangePairing.words`).
  private static func shareAWord(_ one: String, _ other: String) -> Bool {
    guard let first = ChangePairing.words(one), let second = ChangePairing.words(other) else { return false }
    return !Set(first.split(separator: " ")).isDisjoint(with: second.split(separator: " "))
  }

  /// The todo lines of a file's lines: each without a trailing `\r`, the blank ones left
  /// out.
  private static func lines(_ lines: [String]) -> [String] {
    lines.compactMap { line in
      let text = line.hasSuffix("\r") ? String(line.dropLast()) : line
      return text.allSatisfy(\.isWhitespace) ? nil : text
    }
  }

  /// The indices of `lines` beyond the first `counts[text]` occurrences of their text:
  /// those the other side has not.
  private static func beyondCounts(_ lines: [String], _ counts: [String: Int]) -> Set<Int> {
    var seen: [String: Int] = [:]
    var result = Set<Int>()
    for (index, line) in lines.enumerated() {
      let number = seen[line, default: 0]
      seen[line] = number + 1
      if number >= counts[line, default: 0] { result.insert(index) }
    }
    return result
  }
}
