/// The words Tab completes from: the list's `+projects`, `@contexts` and `key:` names, each
/// as the list first spells it (names differing only in the case of ASCII letters are one,
/// as `TagCount` reads them), sorted case-insensitively. Made by one pass over the todos'
/// bytes and kept with the list it was made from, so that the next Tab on the same list
/// (`ToDoList.isIdentical`, O(1)) reads it instead of the list. Pure value.
struct CompletionWords: Sendable {
  /// The keys offered even when no todo uses them yet.
  static let standardKeys = ["due", "pri", "rec", "t"]

  /// The list the words were read from, kept so that its storage is not reused while the
  /// words stand for it.
  let list: ToDoList
  /// `+name` words.
  let projects: [String]
  /// `@name` words.
  let contexts: [String]
  /// `key:` words.
  let keys: [String]

  /// The words of `list`. O(bytes of the list); a string per distinct word only.
  init(of list: ToDoList) {
    self.list = list
    var table = LineWords.Table()
    list.forEachLine { _, line in
      line.withBytes { bytes in
        LineWords.forEach(in: bytes, keys: true) {
          _ = table.entry($0, UnsafeBufferPointer(rebasing: bytes[$1]))
        }
      }
    }
    for key in Self.standardKeys {
      _ = Array(key.utf8).withUnsafeBufferPointer { table.entry(.key, $0) }
    }
    func words(_ kind: Kind) -> [String] {
      table.entries.filter { $0.kind == kind }.map {
        kind.prefix + String(decoding: $0.name, as: UTF8.self) + kind.suffix
      }
      .sorted(by: Self.precedes)
    }
    projects = words(.project)
    contexts = words(.context)
    keys = words(.key)
  }

  /// The words of `kind` starting with `prefix` (its sign included, `+ho`), capitals
  /// aside, in order. O(words of that kind). Pure.
  func matches(_ kind: Kind, prefix: String) -> [String] {
    let wanted = prefix.lowercased()
    let words = kind == .project ? projects : kind == .context ? contexts : keys
    return words.filter { $0.lowercased().hasPrefix(wanted) }
  }

  /// The order of the words: case-insensitive, then by their own spelling. Pure.
  static func precedes(_ a: String, _ b: String) -> Bool {
    let (left, right) = (a.lowercased(), b.lowercased())
    return left != right ? left < right : a < b
  }

  /// What a word completes to: a project, a context or a key.
  typealias Kind = LineWords.Kind
}

extension LineWords.Kind {
  /// What Tab writes before a name of this kind.
  var prefix: String { self == .project ? "+" : self == .context ? "@" : "" }
  /// What Tab writes after a name of this kind.
  var suffix: String { self == .key ? ":" : "" }
}

extension CompletionWords: Equatable {
  /// Always equal: the words are read from the document and say nothing the document
  /// does not, so two states differ only where their documents do.
  static func == (lhs: CompletionWords, rhs: CompletionWords) -> Bool { true }
}
