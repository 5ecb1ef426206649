/// One iCalendar content line (RFC 5545 §3.1): `NAME;PARAM=VALUE:value`, with the text it
/// was read from. `raw` is the physical lines as they were, folds and line ends included,
/// so a line nobody changed is written back byte for byte; a line made or changed here
/// gets a `raw` folded at 75 octets. Pure value.
public struct ICalContentLine: Equatable, Sendable {
  /// The physical lines this content line was read from (or is written as), each with its
  /// line end: what `ICalDocument.text` writes.
  public let raw: String
  /// The name, upper-cased (`SUMMARY`, `X-APPLE-SORT-ORDER`).
  public let name: String
  public let parameters: [ICalParameter]
  /// The value after the first colon outside quotes, unfolded, still escaped as written.
  public let value: String

  /// A line read from `raw` (the folded text with its line ends) and its unfolded `logical`
  /// text; nil when the logical line has no name or no colon.
  init?(raw: String, logical: String) {
    guard let parsed = Self.parse(logical) else { return nil }
    self.raw = raw
    (name, parameters, value) = parsed
  }

  /// A new line, folded at 75 octets and ended with `lineEnd`. Pure.
  public init(
    name: String, parameters: [ICalParameter] = [], value: String, lineEnd: String = "\r\n"
  ) {
    self.name = name.uppercased()
    self.parameters = parameters
    self.value = value
    var logical = self.name
    for parameter in parameters { logical += ";" + parameter.text }
    logical += ":" + value
    raw = ICalFolding.fold(logical, lineEnd: lineEnd)
  }

  /// The first value of the parameter `name` (case-insensitive), unquoted.
  public func parameter(_ name: String) -> String? {
    let wanted = name.uppercased()
    return parameters.first { $0.name == wanted }?.values.first
  }

  /// The line end the raw text uses (`\r\n`, `\n` or `\r`), or nil when it has none (the
  /// last line of a file without a final newline).
  public var lineEnd: String? {
    if raw.utf8.last == UInt8(ascii: "\n") {
      return raw.utf8.dropLast().last == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }
    return raw.utf8.last == UInt8(ascii: "\r") ? "\r" : nil
  }

  /// Splits `NAME(;PARAM=V(,V)*)*:value`; quoted parameter values may hold `;`, `:`, `,`.
  private static func parse(_ logical: String) -> (String, [ICalParameter], String)? {
    let scalars = Array(logical.unicodeScalars)
    var index = 0
    func isNameScalar(_ s: Unicode.Scalar) -> Bool {
      // `_` is no RFC 5545 name character, but Synology writes `PERCENT_COMPLETE`.
      s == "-" || s == "_" || ("A"..."Z").contains(s) || ("a"..."z").contains(s) || ("0"..."9").contains(s)
    }
    func readName() -> String {
      var name = String.UnicodeScalarView()
      while index < scalars.count, isNameScalar(scalars[index]) {
        name.append(scalars[index])
        index += 1
      }
      return String(name)
    }
    let name = readName()
    guard !name.isEmpty else { return nil }
    var parameters: [ICalParameter] = []
    while index < scalars.count, scalars[index] == ";" {
      index += 1
      let parameterName = readName()
      guard !parameterName.isEmpty, index < scalars.count, scalars[index] == "=" else { return nil }
      index += 1
      var values: [String] = []
      var quoted: [Bool] = []
      repeat {
        if index < scalars.count, scalars[index] == "," { index += 1 }
        var value = String.UnicodeScalarView()
        if index < scalars.count, scalars[index] == "\"" {
          index += 1
          while index < scalars.count, scalars[index] != "\"" {
            value.append(scalars[index])
            index += 1
          }
          guard index < scalars.count else { return nil }
          index += 1
          quoted.append(true)
        } else {
          while index < scalars.count, ![";", ":", ","].contains(scalars[index]) {
            value.append(scalars[index])
            index += 1
          }
          quoted.append(false)
        }
        values.append(String(value))
      } while index < scalars.count && scalars[index] == ","
      parameters.append(ICalParameter(name: parameterName, values: values, quoted: quoted))
    }
    guard index < scalars.count, scalars[index] == ":" else { return nil }
    var value = String.UnicodeScalarView()
    value.append(contentsOf: scalars[(index + 1)...])
    return (name.uppercased(), parameters, String(value))
  }
}

/// A content line's parameter: `TZID=Europe/Paris`, `MEMBER="a","b"`. Pure value.
public struct ICalParameter: Equatable, Sendable {
  /// Upper-cased.
  public let name: String
  /// Unquoted.
  public let values: [String]
  /// Whether each value was written in double quotes.
  public let quoted: [Bool]

  public init(name: String, values: [String], quoted: [Bool]? = nil) {
    self.name = name.uppercased()
    self.values = values
    self.quoted =
      quoted
      ?? values.map { value in value.contains { $0 == ";" || $0 == ":" || $0 == "," } }
  }

  /// `NAME=value,"quoted"`, as written in a line.
  var text: String {
    let written = zip(values, quoted).map { value, isQuoted in
      isQuoted ? "\"" + value + "\"" : value
    }
    return name + "=" + written.joined(separator: ",")
  }
}
