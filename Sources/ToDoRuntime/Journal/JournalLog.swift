import ToDoCore

/// What `todo log` prints: the journal's entries, one readable line each (`2026-11-26 19:05
/// todo  completed  x 2026-11-26 Buy milk`), or, with `--json`, the journal's own lines with
/// their todo's JSON.
/// Pure but for the local time zone the times are written in.
public enum JournalLog {
  /// The entries whose text holds every word of `query` (all when it is empty, case
  /// ignored), each on a line of its own.
  public static func text(of entries: [JournalEntry], query: String, json: Bool) -> String {
    let words = query.lowercased().split(separator: " ")
    let shown = entries.filter { entry in
      let text = ((entry.before ?? "") + "\n" + (entry.after ?? "")).lowercased()
      return words.allSatisfy { text.contains($0) }
    }
    return shown.map { (json ? jsonLine(of: $0) : line(of: $0)) + "\n" }.joined()
  }

  /// One entry as `todo log --json` prints it: the journal's own line, with its todo as
  /// `ToDoJSON` writes a todo (after the change; before it, for a deletion) under `todo`.
  /// Pure.
  public static func jsonLine(of entry: JournalEntry) -> String {
    var line = entry.jsonLine
    guard let text = entry.after ?? entry.before else { return line }
    line.removeLast()
    line += ",\"todo\":"
    ToDoJSON.append(text, line: nil, blocked: false, today: nil, to: &line)
    return line + "}"
  }

  /// One entry as a person reads it: when, by whom, what, the text.
  public static func line(of entry: JournalEntry) -> String {
    let what = self.what(entry)
    let text: String
    switch (entry.before, entry.after) {
    case (let before?, let after?) where what.hasSuffix("changed"): text = "\(before) → \(after)"
    case (_, let after?): text = after
    case (let before?, nil): text = before
    case (nil, nil): text = ""
    }
    let by = padded(entry.by, 5)
    return
      "\(localTime(entry.at))  \(by)  \(padded(what, 17))  \(text)"
  }

  /// `added`, `deleted`, `archived`, `completed`, `reopened`, `changed`, after `undo: ` or
  /// `redo: ` for what an undo or redo changed; `undo dropped` and `redo dropped`.
  static func what(_ entry: JournalEntry) -> String {
    var what = entry.kind
    if entry.kind == "changed", let before = entry.before, let after = entry.after {
      let (was, now) = (ToDoTxtLine(before).isCompleted, ToDoTxtLine(after).isCompleted)
      if !was && now { what = "completed" } else if was && !now { what = "reopened" }
    }
    switch entry.op {
    case "undo", "redo": return entry.op + ": " + what
    case "undo-dropped": return "undo dropped"
    case "redo-dropped": return "redo dropped"
    default: return what
    }
  }

  /// The journal's UTC time in the local time zone, to the minute; as written when it
  /// does not read as a time.
  static func localTime(_ at: String) -> String {
    guard let moment = JournalTime.localMoment(at) else { return at }
    return "\(moment.day) \(JournalTime.padded(moment.hour)):\(JournalTime.padded(moment.minute))"
  }

  /// `text` cut or filled with spaces to `width` characters. Pure.
  static func padded(_ text: String, _ width: Int) -> String {
    let count = text.count
    return count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - count)
  }
}
