import ToDoCore

/// A session as data: the terminal size it started at and every action the store reduced,
/// with the time since the start. Written as JSON lines (a header, then one action a line),
/// it is a complete, deterministic bug report. Pure value.
public struct Recording: Equatable, Sendable {
  public static let format = "todo-recording"
  /// 4: the actions nested by feature (`{"priority":{"_0":{"set":{"_0":"A"}}}}`); version 3
  /// (read too, through `RecordingVersion3`) had them in six families, version 2 had adding
  /// as a line edit, and version 1 wrote actions flat. Versions before 3 are refused with a
  /// message, not misread.
  public static let version = 4
  /// The oldest version read.
  static let oldestVersionRead = 3

  public struct Entry: Equatable, Sendable {
    public var time: Duration
    public var action: Action

    public init(time: Duration, action: Action) {
      self.time = time
      self.action = action
    }
  }

  public var size: Size
  /// The list's name as the title row showed it.
  public var listName: String?
  /// Where new todos went and whether they got creation dates: the reducer reads them, so a replay
  /// must too.
  public var preferences: Preferences
  /// Set when the list was the demo, whose quit asks before it loses the todos: the
  /// reducer reads it, so a replay must too.
  public var demo: DemoList?
  public var entries: [Entry]

  public init(
    size: Size, listName: String? = nil, preferences: Preferences = Preferences(), demo: DemoList? = nil,
    entries: [Entry] = []
  ) {
    self.size = size
    self.listName = listName
    self.preferences = preferences
    self.demo = demo
    self.entries = entries
  }

  private struct Header: Codable {
    var format: String
    var version: Int
    var size: Size
    var list: String?
    /// Written only when not the default (top, no dates): older recordings have neither.
    /// The day itself is in the recorded actions (`dayBegan`). Spelled as the recordings'
    /// key has been since version 3 (the app's own spelling is `newToDos`).
    var newTodos: String?
    var creationDates: Bool?
    /// Written only for the demo (older recordings have none): true, and the default list
    /// its quit offers to keep the todos in, if any.
    var demo: Bool?
    var demoKeepsIn: String?
  }

  private struct Line: Codable {
    /// Milliseconds since the start.
    var t: Int64
    var action: Action
  }

  /// The header line, without a newline.
  public static func headerLine(
    size: Size, listName: String?, preferences: Preferences = Preferences(), demo: DemoList? = nil
  ) -> String {
    let newToDos = preferences.newToDos == .top ? nil : preferences.newToDos.rawValue
    return encode(
      Header(
        format: format, version: version, size: size, list: listName, newTodos: newToDos,
        creationDates: preferences.addsCreationDates ? true : nil, demo: demo.map { _ in true },
        demoKeepsIn: demo?.keepsIn))
  }

  /// One action's line, without a newline.
  public static func line(for entry: Entry) -> String {
    let milliseconds =
      entry.time.components.seconds * 1_000 + entry.time.components.attoseconds / 1_000_000_000_000_000
    return encode(Line(t: milliseconds, action: entry.action))
  }

  /// The whole recording as JSON lines.
  public var text: String {
    ([Self.headerLine(size: size, listName: listName, preferences: preferences, demo: demo)]
      + entries.map(Self.line(for:))).map { $0 + "\n" }
      .joined()
  }

  /// Whether `line` is a recording's first line: what `--record` may write over. Pure.
  public static func isHeader(_ line: some StringProtocol) -> Bool {
    guard let header = try? JSONValueDecoder.decode(Header.self, from: line.utf8) else { return false }
    return header.format == format
  }

  /// Reads a recording; the error names the line that is wrong and how. Sizes are brought
  /// within what a terminal can be (`Size.clampedToTerminal`): a file may say anything.
  public static func parse(_ text: String) throws(RecordingError) -> Recording {
    // Lines as bytes (one decoder for all): the time grows with the length, and stays short.
    let bytes = Array(text.utf8)
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0
    }
    guard let first = lines.first, !first.isEmpty else {
      throw RecordingError(line: 1, problem: "the file is empty, not a todo recording")
    }
    guard let header = try? JSONValueDecoder.decode(Header.self, from: first), header.format == format else {
      throw RecordingError(line: 1, problem: "this is not a todo recording (no \"\(format)\" header)")
    }
    guard (oldestVersionRead...version).contains(header.version) else {
      throw RecordingError(
        line: 1,
        problem: "the recording has version \(header.version); this todo reads versions "
          + "\(oldestVersionRead) to \(version) only"
          + (header.version < version
            ? " (its actions were recorded in an older form). To fix: replay it with the todo that made it, or record it again"
            : ""))
    }
    let placement = header.newTodos.map { Preferences.Placement(rawValue: $0) } ?? .top
    guard let placement else {
      throw RecordingError(line: 1, problem: "the header's newTodos is neither \"top\" nor \"bottom\"")
    }
    var recording = Recording(
      size: header.size.clampedToTerminal, listName: header.list,
      preferences: Preferences(newToDos: placement, addsCreationDates: header.creationDates ?? false),
      demo: header.demo == true ? DemoList(keepsIn: header.demoKeepsIn) : nil)
    recording.entries.reserveCapacity(lines.count - 1)
    // Sessions repeat the same few actions (keys, ticks): each distinct one is decoded once.
    var decodedActions: [ArraySlice<UInt8>: Action] = [:]
    for (offset, line) in lines.enumerated().dropFirst() where !line.allSatisfy(isBlank) {
      let number = offset + 1
      if let (actionBytes, milliseconds) = splitWrittenLine(line) {
        let action: Action
        if let known = decodedActions[actionBytes] {
          action = known
        } else if let decoded = try? decodeAction(actionBytes, version: header.version) {
          action = validated(decoded)
          decodedActions[actionBytes] = action
        } else {
          let text = String(decoding: line.prefix(240), as: UTF8.self)
          throw RecordingError(line: number, problem: "not an action this todo knows: \(text.prefix(60))")
        }
        try append(
          Entry(time: .milliseconds(milliseconds), action: action), milliseconds: milliseconds, line: number)
        continue
      }
      guard let entry = try? decodeLine(line, version: header.version) else {
        let text = String(decoding: line.prefix(240), as: UTF8.self)
        throw RecordingError(line: number, problem: "not an action this todo knows: \(text.prefix(60))")
      }
      try append(
        Entry(time: .milliseconds(entry.t), action: validated(entry.action)), milliseconds: entry.t,
        line: number)
    }
    return recording

    func append(_ entry: Entry, milliseconds: Int64, line number: Int) throws(RecordingError) {
      guard milliseconds >= 0, entry.time >= recording.entries.last?.time ?? .zero else {
        throw RecordingError(line: number, problem: "the time \(milliseconds) goes backwards")
      }
      // A replay at the recorded pace waits that long: beyond any session, and beyond what
      // a timer can count in nanoseconds.
      guard milliseconds <= longestSession else {
        throw RecordingError(
          line: number, problem: "the time \(milliseconds) is later than any session lasts")
      }
      recording.entries.append(entry)
    }
  }

  /// An action's JSON as a recording of `version` wrote it. Pure.
  private static func decodeAction(_ bytes: ArraySlice<UInt8>, version: Int) throws -> Action {
    guard version == 3 else {
      // A case that moved since version 4 was first written is looked up only when the
      // action is not read as it is.
      do { return try JSONValueDecoder.decode(Action.self, from: bytes) } catch {
        let moved = RecordingVersion3.moved(
          try JSONParser.parse(bytes), by: RecordingVersion3.movedInVersion4)
        return try JSONValueDecoder.decode(Action.self, from: moved)
      }
    }
    return try JSONValueDecoder.decode(Action.self, from: RecordingVersion3.migrated(JSONParser.parse(bytes)))
  }

  /// A line in another form than `line(for:)` writes, as a recording of `version` wrote it. Pure.
  private static func decodeLine(_ bytes: ArraySlice<UInt8>, version: Int) throws -> Line {
    guard case .object(var members) = try JSONParser.parse(bytes), let action = members["action"] else {
      return try JSONValueDecoder.decode(Line.self, from: bytes)
    }
    members["action"] =
      version == 3
      ? RecordingVersion3.migrated(action)
      : RecordingVersion3.moved(action, by: RecordingVersion3.movedInVersion4)
    return try JSONValueDecoder.decode(Line.self, from: JSONValue.object(members))
  }

  /// The latest time a recording may give, in milliseconds: ten years.
  static let longestSession: Int64 = 10 * 366 * 24 * 3_600 * 1_000

  /// A line as `line(for:)` writes it, `{"action":ACTION,"t":MILLISECONDS}`, cut into the
  /// action's JSON and the time; nil for any other form (then decoded as JSON whole). Pure.
  private static func splitWrittenLine(_ line: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, Int64)? {
    let prefix = Array(#"{"action":"#.utf8)
    let timeKey = Array(#","t":"#.utf8)
    guard line.starts(with: prefix), line.last == UInt8(ascii: "}") else { return nil }
    let digitsEnd = line.endIndex - 1
    var digitsStart = digitsEnd
    while digitsStart > line.startIndex,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[digitsStart - 1])
    {
      digitsStart -= 1
    }
    let digitCount = digitsEnd - digitsStart
    let actionStart = line.startIndex + prefix.count
    guard (1...18).contains(digitCount), digitsStart - timeKey.count > actionStart,
      line[(digitsStart - timeKey.count)..<digitsStart].elementsEqual(timeKey)
    else { return nil }
    let milliseconds = line[digitsStart..<digitsEnd].reduce(Int64(0)) {
      $0 * 10 + Int64($1 - UInt8(ascii: "0"))
    }
    return (line[actionStart..<(digitsStart - timeKey.count)], milliseconds)
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// `action` with every value a terminal could not have sent brought within its range.
  private static func validated(_ action: Action) -> Action {
    if case .system(.resized(let size)) = action { return .system(.resized(size.clampedToTerminal)) }
    return action
  }

  private static func encode(_ value: some Encodable) -> String {
    // Every value here encodes: plain structs and enums of strings and integers (a test
    // encodes every kind of action).
    (try? JSONValueEncoder.encode(value)) ?? "{}"
  }
}

/// Why a recording cannot be replayed, naming the line.
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var problem: String

  public init(line: Int, problem: String) {
    self.line = line
    self.problem = problem
  }

  public var description: String { "line \(line): \(problem)" }
}
