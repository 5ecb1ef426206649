import ToDoCore

/// One line of the journal: one todo's change, self-contained. Version 1 of the format
/// (`v`); a line of another version, or one that is not whole, is left out by the reader.
/// Pure value.
///
/// `{"v":1,"step":7,"at":"2026-11-26T19:05:00Z","by":"todo","op":"do","kind":"changed",
/// "index":3,"before":"call mom","after":"x 2026-11-26 call mom"}`
public struct JournalEntry: Equatable, Sendable, Codable {
  /// The format's version this reader and writer know.
  public static let version = 1

  public var v: Int
  /// The step the change belongs to: every entry of one step (a group of changes undone
  /// together) has the same number; numbers grow through the journal.
  public var step: Int
  /// When it was written, in UTC (ISO 8601, to the second).
  public var at: String
  /// Who made it: `todo` (this app) or `other` (another program, as a reload or a merge
  /// saw it).
  public var by: String
  /// What the app did: `do` (a new step), `undo`, `redo` (the entries are what the undo or
  /// redo changed), `undo-dropped` and `redo-dropped` (an undo or redo found its todos
  /// changed since and did nothing: one entry of kind `none`); `outside` for another
  /// program's changes.
  public var op: String
  /// `added`, `deleted`, `changed`, `archived` (moved to the done file) or `none`.
  public var kind: String
  /// The todo's place (0 is the file's first line) when the change was made.
  public var index: Int
  /// The todo's line before the change; absent for `added`.
  public var before: String?
  /// The todo's line after the change; absent for `deleted` and `archived`.
  public var after: String?

  public init(
    step: Int, at: String, by: String, op: String, kind: String, index: Int,
    before: String?, after: String?
  ) {
    self.v = Self.version
    self.step = step
    self.at = at
    self.by = by
    self.op = op
    self.kind = kind
    self.index = index
    self.before = before
    self.after = after
  }

  /// The entries of `event`, numbered `step`, at `at`, by this app: one a todo the event
  /// changed (an undo's entries are what it changed: its step's inverse). Pure.
  public static func entries(of event: JournalEvent, step: Int, at: String) -> [JournalEntry] {
    let op = event.kind.rawValue
    let changed: ListEdit
    switch event.kind {
    case .did, .redid: changed = event.edit
    case .undid: changed = event.edit.inverse
    case .undoDropped, .redoDropped:
      let text = event.edit.subject
      return [
        JournalEntry(step: step, at: at, by: "todo", op: op, kind: "none", index: 0, before: text, after: nil)
      ]
    }
    return changed.parts.map { part in
      JournalEntry(
        step: step, at: at, by: "todo", op: op, kind: kind(part.before, part.after, part.archived),
        index: part.index, before: part.before, after: part.after)
    }
  }

  /// The entries of another program's changes (`MergedList.outsideChanges`), all of one
  /// step `step`, op `outside`, by `other`. Pure.
  public static func entries(ofOutside changes: [ListEdit], step: Int, at: String) -> [JournalEntry] {
    changes.flatMap(\.parts).map { part in
      JournalEntry(
        step: step, at: at, by: "other", op: "outside", kind: kind(part.before, part.after, false),
        index: part.index, before: part.before, after: part.after)
    }
  }

  private static func kind(_ before: String?, _ after: String?, _ archived: Bool) -> String {
    if archived { return "archived" }
    switch (before, after) {
    case (nil, _): return "added"
    case (_, nil): return "deleted"
    default: return "changed"
    }
  }

  /// The entry as one line of JSON (no newline), its keys in a fixed order a person reads
  /// left to right. Pure.
  public var jsonLine: String {
    var fields = [
      "\"v\":\(v)", "\"step\":\(step)", "\"at\":\(Self.quoted(at))", "\"by\":\(Self.quoted(by))",
      "\"op\":\(Self.quoted(op))", "\"kind\":\(Self.quoted(kind))", "\"index\":\(index)",
    ]
    if let before { fields.append("\"before\":\(Self.quoted(before))") }
    if let after { fields.append("\"after\":\(Self.quoted(after))") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// The entry a line holds, or nil when it is not a whole entry of this version. Pure.
  public static func parse(_ line: Substring) -> JournalEntry? { parse(Array(line.utf8)[...]) }

  /// The entry the line's UTF-8 `bytes` hold (through the app's JSON coder), or nil. Pure.
  static func parse(_ bytes: ArraySlice<UInt8>) -> JournalEntry? {
    guard bytes.first == 0x7B, bytes.last == 0x7D,
      let entry = try? JSONValueDecoder.decode(JournalEntry.self, from: bytes),
      entry.v == version
    else { return nil }
    return entry
  }

  /// `text` as a JSON string. Pure.
  static func quoted(_ text: String) -> String { JSONString.literal(text) }

  /// The edit this entry's change is, its todo's id 0 (ids live one run). Pure.
  var edit: ListEdit? {
    switch (before, after) {
    case (nil, let after?): .inserted(ToDo(id: 0, title: after), at: index)
    case (let before?, nil): .removed(ToDo(id: 0, title: before), at: index)
    case (let before?, let after?):
      .changed(ToDo(id: 0, title: before), to: ToDo(id: 0, title: after), at: index)
    case (nil, nil): nil
    }
  }
}
