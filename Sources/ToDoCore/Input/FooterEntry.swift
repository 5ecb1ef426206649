/// One entry of the footer: keys, what they do, and how much the entry matters when the
/// footer is too narrow for all (lower stays). Pure value.
public struct FooterEntry: Equatable, Sendable {
  public var keys: String
  public var summary: String
  public var rank: Int

  /// Columns the entry takes: `keys summary`.
  public var width: Int { DisplayText.width(keys) + 1 + DisplayText.width(summary) }

  /// The entries that fit in `columns` (two blanks between entries), the most important
  /// first, shown in their original order. Pure.
  public static func fitting(_ entries: [FooterEntry], in columns: Int) -> [FooterEntry] {
    var kept = Set<Int>()
    var used = 0
    for index in entries.indices.sorted(by: { entries[$0].rank < entries[$1].rank }) {
      let needed = entries[index].width + (kept.isEmpty ? 0 : 2)
      if used + needed <= columns {
        kept.insert(index)
        used += needed
      }
    }
    return entries.indices.filter(kept.contains).map { entries[$0] }
  }
}
