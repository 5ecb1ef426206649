/// How many lines of a merged list, at its start and at its end, are the todos of the list
/// it was matched to, by place and byte for byte (`MergedList.matchingEnds`), and the
/// counts of both lists, by which it is checked before it is used. Pure value.
struct MatchedEnds: Equatable, Sendable {
  var prefix: Int
  var suffix: Int
  /// How many todos the list matched to had.
  var savedCount: Int
  /// How many lines the merged list had.
  var mergedCount: Int
}
