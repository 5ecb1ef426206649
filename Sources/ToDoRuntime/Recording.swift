import FoundationEssentials
import ToDoCore

/// A session as data: the terminal size it started at and every action the store reduced,
/// with the time since the start. Written as JSON lines (a header, then one action a line),
/// it is a complete, deterministic bug report. Pure value.
public struct Recording: Equatable, Sendable {
  public static let format = "todo-recording"
  public static let version = 1

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
  public var entries: [Entry]

  public init(size: Size, listName: String? = nil, entries: [Entry] = []) {
    self.size = size
    self.listName = listName
    self.entries = entries
  }

  private struct Header: Codable {
    var format: String
    var version: Int
    var size: Size
    var list: String?
  }

  private struct Line: Codable {
    /// Milliseconds since the start.
    var t: Int64
    var action: Action
  }

  /// The header line, without a newline.
  public static func headerLine(size: Size, listName: String?) -> String {
    encode(Header(format: format, version: version, size: size, list: listName))
  }

  /// One action's line, without a newline.
  public static func line(for entry: Entry) -> String {
    let milliseconds =
      entry.time.components.seconds * 1_000 + entry.time.components.attoseconds / 1_000_000_000_000_000
    return encode(Line(t: milliseconds, action: entry.action))
  }

  /// The whole recording as JSON lines.
  public var text: String {
    ([Self.headerLine(size: size, listName: listName)] + entries.map(Self.line(for:))).map { $0 + "\n" }
      .joined()
  }

  /// Whether `line` is a recording's first line: what `--record` may write over. Pure.
  public static func isHeader(_ line: some StringProtocol) -> Bool {
    guard let header = try? JSONDecoder().decode(Header.self, from: Data(line.utf8)) else { return false }
    return header.format == format
  }

  /// Reads a recording; the error names the line that is wrong and how. Sizes are brought
  /// within what a terminal can be (`Size.clampedToTerminal`): a file may say anything.
  public static func parse(_ text: String) throws(RecordingError) -> Recording {
    // "\r\n" is one Character in Swift: split on both line endings.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    guard let first = lines.first, !first.isEmpty else {
      throw RecordingError(line: 1, problem: "the file is empty, not a todo recording")
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: Data(first.utf8)), header.format == format
    else {
      throw RecordingError(line: 1, problem: "this is not a todo recording (no \"\(format)\" header)")
    }
    guard header.version == version else {
      throw RecordingError(
        line: 1, problem: "the recording has version \(header.version); this todo reads version \(version)")
    }
    var recording = Recording(size: header.size.clampedToTerminal, listName: header.list)
    for (offset, text) in lines.enumerated().dropFirst() where !text.allSatisfy(\.isWhitespace) {
      let number = offset + 1
      guard let line = try? JSONDecoder().decode(Line.self, from: Data(text.utf8)) else {
        throw RecordingError(line: number, problem: "not an action this todo knows: \(text.prefix(60))")
      }
      let time = Duration.milliseconds(line.t)
      guard line.t >= 0, time >= recording.entries.last?.time ?? .zero else {
        throw RecordingError(line: number, problem: "the time \(line.t) goes backwards")
      }
      recording.entries.append(Entry(time: time, action: validated(line.action)))
    }
    return recording
  }

  /// `action` with every value a terminal could not have sent brought within its range.
  private static func validated(_ action: Action) -> Action {
    if case .resized(let size) = action { return .resized(size.clampedToTerminal) }
    return action
  }

  private static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every value here encodes: plain structs and enums of strings and integers.
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
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
