/// One entry of the footer: keys, what they do, and how much the entry matters when the
/// footer is too narrow for all (lower stays). Pure value.
public struct FooterEntry: Equatable, Sendable {
  public var keys: String
  public var summary: String
  public var rank: Int

  /// Columns the entry takes: `keys summary`.
  public var width: Int { DisplayText.width(keys) + 1 + DisplayText.width(summary) }

  /// The entry with only its first key (`Del delete` for `Del/Enter/Bksp delete`).
  public var shortened: FooterEntry {
    var entry = self
    entry.keys = String(keys.prefix { $0 != "/" || keys.hasPrefix("↑") })
    if keys.hasPrefix("↑/↓") { entry.keys = "↑/↓" }
    return entry
  }

  /// The entries that fit in `columns` (two blanks between entries), the most important
  /// first, each with all its keys or, when that does not fit, its first key; shown in
  /// their original order. Pure.
  public static func fitting(_ entries: [FooterEntry], in columns: Int) -> [FooterEntry] {
    var kept = [FooterEntry?](repeating: nil, count: entries.count)
    var used = 0
    var isFirst = true
    for index in entries.indices.sorted(by: { entries[$0].rank < entries[$1].rank }) {
      let room = columns - used - (isFirst ? 0 : 2)
      var entry = entries[index]
      if entry.width > room { entry = entry.shortened }
      guard entry.width <= room else { continue }
      kept[index] = entry
      used = columns - room + entry.width
      isFirst = false
    }
    return kept.compactMap { $0 }
  }
}
