import Glibc

/// A POSIX basic regular expression, as grep and sed read one (`regcomp` without
/// `REG_EXTENDED`; GNU's `\|`, `\+`, `\?` included): todo.sh's search terms and its
/// substitutions are such expressions. Matches on the text's bytes. Deterministic, no
/// effect beyond memory; the compiled form is freed with the value.
final class BasicRegex {
  private var compiled = regex_t()
  /// Whether the pattern compiled; one that does not matches nothing (grep says why and
  /// matches nothing either).
  let isValid: Bool

  init(_ pattern: String, ignoringCase: Bool = false) {
    isValid = regcomp(&compiled, pattern, ignoringCase ? REG_ICASE : 0) == 0
  }

  deinit {
    if isValid { regfree(&compiled) }
  }

  /// Whether the pattern matches somewhere in `text`.
  func matches(_ text: String) -> Bool {
    guard isValid else { return false }
    return regexec(&compiled, text, 0, nil, 0) == 0
  }

  /// The first match at or after byte `offset` of `bytes` (NUL-terminated), as byte
  /// ranges of the whole match and its groups (`nil` for a group that took no part).
  private func firstMatch(in bytes: [CChar], from offset: Int, notAtStart: Bool) -> [Range<Int>?]? {
    var groups = [regmatch_t](repeating: regmatch_t(), count: 10)
    let status = bytes.withUnsafeBufferPointer { buffer in
      regexec(&compiled, buffer.baseAddress! + offset, 10, &groups, notAtStart ? REG_NOTBOL : 0)
    }
    guard status == 0 else { return nil }
    return groups.map { group in
      group.rm_so < 0 ? nil : (offset + Int(group.rm_so))..<(offset + Int(group.rm_eo))
    }
  }

  /// Every match in `text`, left to right, without overlap, as sed's `g` finds them (an
  /// empty match next to the previous one is skipped).
  func allMatches(in text: String) -> [[Range<Int>?]] {
    guard isValid else { return [] }
    let bytes = Array(text.utf8CString)
    let length = bytes.count - 1
    var result: [[Range<Int>?]] = []
    var offset = 0
    var previousEnd = -1
    while offset <= length, let groups = firstMatch(in: bytes, from: offset, notAtStart: offset > 0),
      let whole = groups[0]
    {
      if whole.isEmpty, whole.lowerBound == previousEnd {
        offset = whole.lowerBound + 1
        continue
      }
      result.append(groups)
      previousEnd = whole.upperBound
      offset = whole.isEmpty ? whole.upperBound + 1 : whole.upperBound
      if whole.isEmpty, whole.upperBound >= length { break }
    }
    return result
  }

  /// The matched texts (`grep -o`).
  func matchedTexts(in text: String) -> [String] {
    let bytes = Array(text.utf8)
    return allMatches(in: text).compactMap { groups in
      groups[0].flatMap { $0.isEmpty ? nil : String(decoding: bytes[$0], as: UTF8.self) }
    }
  }

  /// `sed 's/pattern/template/'` (`global`: `…/g`): `&` in the template is the match,
  /// `\1`…`\9` its groups, `\&` and `\\` themselves.
  func replacing(in text: String, with template: String, global: Bool = true) -> String {
    let matches = allMatches(in: text)
    guard !matches.isEmpty else { return text }
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    var last = 0
    for groups in global ? matches : Array(matches.prefix(1)) {
      guard let whole = groups[0] else { continue }
      result += bytes[last..<whole.lowerBound]
      var template = Array(template.utf8)[...]
      while let byte = template.first {
        template = template.dropFirst()
        if byte == UInt8(ascii: "&") {
          result += bytes[whole]
        } else if byte == UInt8(ascii: "\\"), let next = template.first {
          template = template.dropFirst()
          if (0x31...0x39).contains(next) {
            if let group = groups[Int(next - 0x30)] { result += bytes[group] }
          } else {
            result.append(next)
          }
        } else {
          result.append(byte)
        }
      }
      last = whole.upperBound
    }
    result += bytes[last...]
    return String(decoding: result, as: UTF8.self)
  }
}
