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
    var bytes: [UInt8] = []
    var text = text
    text.withUTF8 { append($0, line: line, blocked: blocked, today: today, to: &bytes) }
    out += String(decoding: bytes, as: UTF8.self)
  }

  /// The object of the todo whose text is `text` (valid UTF-8), as `append(_:line:…)`,
  /// written into `out` as bytes: read by `ToDoLineFields` in one pass, or, for a line
  /// whose bytes are not its characters, by `ToDoTxtLine`. Pure; O(length).
  static func append(
    _ text: UnsafeBufferPointer<UInt8>, line: Int?, blocked: Bool, today: CalendarDate?, to out: inout [UInt8]
  ) {
    guard let fields = ToDoLineFields(text) else {
      var object = ""
      appendReadingCharacters(
        String(decoding: text, as: UTF8.self), line: line, blocked: blocked, today: today, to: &object)
      out.append(contentsOf: object.utf8)
      return
    }
    let bytes = fields.bytes
    func first(_ key: StaticString) -> Range<Int>? { fields.tags.first { fields.equals($0.key, key) }?.value }
    let done = fields.isCompleted
    let threshold = first("t")
    let hidden =
      fields.tags.contains { fields.equals($0.key, "h") && fields.equals($0.value, "1") }
      || (today.map { today in
        threshold.flatMap { CalendarDate(iso: fields.text($0)) }.map { $0 > today } ?? false
      }
        ?? false)
    out.appendASCII(#"{"v":1,"line":"#)
    if let line { appendDecimal(line, to: &out) } else { out.appendASCII("null") }
    out.appendASCII(#","text":"#)
    JSONString.appendLiteral(bytes, to: &out)
    out.appendASCII(done ? #","done":true"# : #","done":false"#)
    out.appendASCII(#","priority":"#)
    if done {
      field(first("pri"), of: bytes, to: &out)
    } else if let letter = fields.priority {
      out.append(contentsOf: [0x22, letter, 0x22])
    } else {
      out.appendASCII("null")
    }
    out.appendASCII(#","created":"#)
    field(fields.creationDate, of: bytes, to: &out)
    out.appendASCII(#","completed":"#)
    field(fields.completionDate, of: bytes, to: &out)
    out.appendASCII(#","due":"#)
    field(first("due"), of: bytes, to: &out)
    out.appendASCII(#","threshold":"#)
    field(threshold, of: bytes, to: &out)
    out.appendASCII(#","recurrence":"#)
    field(first("rec"), of: bytes, to: &out)
    out.appendASCII(#","note":"#)
    field(first("note"), of: bytes, to: &out)
    out.appendASCII(#","projects":"#)
    array(fields.projects, of: bytes, to: &out)
    out.appendASCII(#","contexts":"#)
    array(fields.contexts, of: bytes, to: &out)
    out.appendASCII(#","tags":{"#)
    var written: [Range<Int>] = []
    for tag in fields.tags
    where !ownFieldNames.contains(where: { fields.equals(tag.key, $0) })
      && !written.contains(where: { fields.same($0, tag.key) })
    {
      if !written.isEmpty { out.append(UInt8(ascii: ",")) }
      written.append(tag.key)
      field(tag.key, of: bytes, to: &out)
      out.append(UInt8(ascii: ":"))
      field(tag.value, of: bytes, to: &out)
    }
    out.appendASCII(#"},"hidden":"#)
    out.appendASCII(hidden ? "true" : "false")
    out.appendASCII(blocked ? #","blocked":true"# : #","blocked":false"#)
    out.appendASCII(!done && !hidden && !blocked ? #","ready":true}"# : #","ready":false}"#)
  }

  /// `ownFields`, as the byte reader compares them.
  private static let ownFieldNames: [StaticString] = ["due", "t", "rec", "note", "pri"]

  /// The bytes at `range` as a JSON string, or `null` for none.
  private static func field(_ range: Range<Int>?, of bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8])
  {
    guard let range else { return out.appendASCII("null") }
    JSONString.appendLiteral(UnsafeBufferPointer(rebasing: bytes[range]), to: &out)
  }

  private static func array(
    _ ranges: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]
  ) {
    out.append(UInt8(ascii: "["))
    for (index, range) in ranges.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      field(range, of: bytes, to: &out)
    }
    out.append(UInt8(ascii: "]"))
  }

  /// `value` in decimal digits.
  static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    guard value >= 0 else { return out.append(contentsOf: String(value).utf8) }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      out.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  /// `append(_:line:…)` reading `text` by characters (`ToDoTxtLine`): for the lines whose
  /// bytes are not their characters (see `ToDoLineFields`). Pure; O(length).
  static func appendReadingCharacters(
    _ text: String, line: Int?, blocked: Bool, today: CalendarDate?, to out: inout String
  ) {
    let parsed = ToDoTxtLine(text)
    let done = parsed.isCompleted
    let (projects, contexts, tags) = parsed.words
    func value(_ key: Substring) -> String? { tags.first { $0.key == key }.map { String($0.value) } }
    let priority = done ? value("pri") : parsed.priority.map { String($0) }
    let threshold = value("t")
    let hidden =
      tags.contains { $0.key == "h" && $0.value == "1" }
      || (today.map { today in threshold.flatMap { CalendarDate(iso: $0) }.map { $0 > today } ?? false }
        ?? false)
    out += "{\"v\":1,\"line\":"
    out += line.map(String.init) ?? "null"
    out += ",\"text\":"
    literal(text, to: &out)
    out += done ? ",\"done\":true" : ",\"done\":false"
    field("priority", priority, to: &out)
    field("created", parsed.creationDate, to: &out)
    field("completed", parsed.completionDate, to: &out)
    field("due", value("due"), to: &out)
    field("threshold", threshold, to: &out)
    field("recurrence", value("rec"), to: &out)
    field("note", value("note"), to: &out)
    out += ",\"projects\":"
    array(projects, to: &out)
    out += ",\"contexts\":"
    array(contexts, to: &out)
    out += ",\"tags\":{"
    var seen: Set<Substring> = []
    for tag in tags where !ownFields.contains(tag.key) && seen.insert(tag.key).inserted {
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

extension [UInt8] {
  /// Appends `text`'s bytes, copied whole (a literal of the JSON's form).
  mutating func appendASCII(_ text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }
}
