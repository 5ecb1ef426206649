import ToDoCore

/// A todo as JSON, version 1 (`"v":1`): the one form `todo ls --json` and `todo log --json`
/// give a todo, documented in the manual (FORMATS). Keys in a fixed order: `v`, `line`
/// (null where the todo has none, as in the journal), `text` (the whole line), `done`,
/// `priority` (an open todo's `(A)`, a done one's `pri:`), `created`, `completed`, `due`,
/// `threshold` (`t:`), `recurrence` (`rec:`), `note` (`note:`), `projects`, `contexts`,
/// `tags` (every other `key:value`, the first of a key kept), `hidden` (`h:1`, or `t:`
/// after today), `blocked` (waits for an open todo, `after:`), `ready` (open, not hidden,
/// not blocked). Strings escape quotes, backslashes and every control character (C0, DEL,
/// C1) as JSON escapes, so nothing raw reaches a terminal. Pure.
public enum ToDoJSON {
  /// The format's version, in every object.
  public static let version = 1

  /// The keys `tags` leaves out: those with fields of their own.
  static let ownFields: Set<Substring> = ["due", "t", "rec", "note", "pri"]

  /// `text`'s object, on line `line` (nil: none), `blocked` as the dependency index says,
  /// hidden as the list hides it on `today`, appended to `out`. Pure; O(length).
  public static func append(
    _ text: String, line: Int?, blocked: Bool, today: CalendarDate?, to out: inout String
  ) {
    let parsed = ToDoTxtLine(text)
    let done = parsed.isCompleted
    let priority = done ? parsed.tagValue("pri").map(String.init) : parsed.priority.map { String($0) }
    let hidden =
      parsed.tags.contains { $0.key == "h" && $0.value == "1" }
      || (today.map { today in
        parsed.tagValue("t").flatMap { CalendarDate(iso: $0) }.map { $0 > today } ?? false
      }
        ?? false)
    out += "{\"v\":1,\"line\":"
    out += line.map(String.init) ?? "null"
    out += ",\"text\":"
    literal(text, to: &out)
    out += done ? ",\"done\":true" : ",\"done\":false"
    field("priority", priority, to: &out)
    field("created", parsed.creationDate, to: &out)
    field("completed", parsed.completionDate, to: &out)
    field("due", parsed.tagValue("due").map(String.init), to: &out)
    field("threshold", parsed.tagValue("t").map(String.init), to: &out)
    field("recurrence", parsed.tagValue("rec").map(String.init), to: &out)
    field("note", parsed.tagValue("note").map(String.init), to: &out)
    out += ",\"projects\":"
    array(parsed.projects, to: &out)
    out += ",\"contexts\":"
    array(parsed.contexts, to: &out)
    out += ",\"tags\":{"
    var seen: Set<Substring> = []
    for tag in parsed.tags where !ownFields.contains(tag.key) && seen.insert(tag.key).inserted {
      if seen.count > 1 { out += "," }
      literal(String(tag.key), to: &out)
      out += ":"
      literal(String(tag.value), to: &out)
    }
    out += "},\"hidden\":"
    out += hidden ? "true" : "false"
    out += blocked ? ",\"blocked\":true" : ",\"blocked\":false"
    out += !done && !hidden && !blocked ? ",\"ready\":true}" : ",\"ready\":false}"
  }

  private static func field(_ key: String, _ value: String?, to out: inout String) {
    out += ",\"" + key + "\":"
    if let value { literal(value, to: &out) } else { out += "null" }
  }

  private static func array(_ words: [Substring], to out: inout String) {
    out += "["
    for (index, word) in words.enumerated() {
      if index > 0 { out += "," }
      literal(String(word), to: &out)
    }
    out += "]"
  }

  /// `text` as a JSON string: as it is when nothing in it needs an escape (one scan of
  /// its bytes), else through `JSONString.literal`. Pure.
  static func literal(_ text: String, to out: inout String) {
    if ToDoText.isClean(text), !text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C }) {
      out += "\""
      out += text
      out += "\""
    } else {
      out += JSONString.literal(text)
    }
  }
}
