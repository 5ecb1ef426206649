/// Writing dependency words into a todo's text (decision 0245): a link added as a word at
/// the end (`after:X`, `id:X`), a link taken out by removing just its name from the words
/// that hold it (the word itself when no name is left). Every other byte of the line stays
/// as it was. Pure.
enum DependencyWords {
  /// The keys of the words that say a todo waits for another (`DependencyLinks`).
  static let waitingKeys = ["after:", "dep:", "needs:"]
  /// The key of the word that says the todos named wait for this one (topydo's `p:`).
  static let awaitedKey = "p:"
  /// The key of the word that names a todo.
  static let nameKey = "id:"

  /// `line` with the word `key` + `name` added at its end. Pure.
  static func adding(_ key: String, _ name: String, to line: String) -> String {
    line + (line.last == " " ? "" : " ") + key + name
  }

  /// `line` without the names `names` in its words of `keys` (`after:a,b` less `a` is
  /// `after:b`; `after:a` less `a` goes, with the space or tab before it). Words are
  /// separated by spaces and tabs, the way they are read (`DependencyLinks`); every
  /// separator kept stays as it was. Pure; O(the line).
  static func removing(_ names: [String], under keys: [String], from line: String) -> String {
    // The words, and the separator after each but the last.
    var words: [String] = [""]
    var gaps: [Character] = []
    for character in line {
      if character == " " || character == "\t" {
        gaps.append(character)
        words.append("")
      } else {
        words[words.count - 1].append(character)
      }
    }
    var index = 0
    while index < words.count {
      let word = words[index]
      guard let key = keys.first(where: { word.count > $0.count && word.hasPrefix($0) }) else {
        index += 1
        continue
      }
      let values = word.dropFirst(key.count).split(separator: ",", omittingEmptySubsequences: false)
      let kept = values.filter { !names.contains(String($0)) }
      if kept.count == values.count {
        index += 1
      } else if kept.allSatisfy(\.isEmpty) {
        words.remove(at: index)
        if !gaps.isEmpty { gaps.remove(at: max(index - 1, 0)) }
      } else {
        words[index] = key + kept.joined(separator: ",")
        index += 1
      }
    }
    var result = words[0]
    for (gap, word) in zip(gaps, words.dropFirst()) {
      result.append(gap)
      result += word
    }
    return result
  }
}
