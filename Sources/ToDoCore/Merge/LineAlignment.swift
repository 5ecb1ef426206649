/// Which line of a side each line of a base still is: the one answer to "is this the same
/// todo?" (decision 0295), asked by the CalDAV bridge (a UID carried along its line), the
/// merge (whether two sides' equal additions are one change) and a sync's report.
///
/// Equal lines are matched in order (a longest common subsequence of the part between the
/// shared start and end, so that of two identical lines each keeps its own place: counts
/// are kept, never collapsed); then the lines left on each side are paired by the merge's
/// own rules (`ChangePairing`: the same words once a completion, a priority or dates are
/// set aside; words added at the end), and, between the same unchanged neighbours, a line
/// that keeps at least half its words; never by place alone. A line paired with none was
/// deleted (base) or added (side). Pure value.
public struct LineAlignment: Equatable, Sendable {
  /// For each line of the base, the index of the side's line it is; nil: gone there.
  public private(set) var sideIndex: [Int?]
  /// For each line of the side, the index of the base's line it is; nil: new there.
  public private(set) var baseIndex: [Int?]

  /// The alignment of `side` with `base`. O(n) for the shared ends, O(k·m) cells for the
  /// two middles, at most `maximumCells`; a larger middle (a list rewritten whole by
  /// another program) has its equal lines matched by occurrence (the k-th to the k-th).
  public init(base: [String], side: [String], maximumCells: Int = 4_000_000) {
    self.init(base: base, side: side, text: { $0 }, maximumCells: maximumCells)
  }

  /// The alignment of lines of any kind, read as text by `text` for the change rules.
  init<Line: Hashable>(base: [Line], side: [Line], text: (Line) -> String, maximumCells: Int = 4_000_000) {
    var sideIndex = [Int?](repeating: nil, count: base.count)
    var baseIndex = [Int?](repeating: nil, count: side.count)
    func match(_ b: Int, _ s: Int) {
      sideIndex[b] = s
      baseIndex[s] = b
    }
    let (prefix, suffix) = SharedEnds(base, side).pair
    for index in 0..<prefix { match(index, index) }
    for offset in 0..<suffix { match(base.count - 1 - offset, side.count - 1 - offset) }
    let baseMiddle = prefix..<base.count - suffix
    let sideMiddle = prefix..<side.count - suffix
    if baseMiddle.count * sideMiddle.count <= maximumCells {
      for (b, s) in Self.commonSubsequence(base, baseMiddle, side, sideMiddle) { match(b, s) }
    } else {
      var waiting: [Line: [Int]] = [:]
      for b in baseMiddle.reversed() { waiting[base[b], default: []].append(b) }
      for s in sideMiddle {
        if let b = waiting[side[s]]?.popLast() { match(b, s) }
      }
    }
    // The lines left, each with the base index of the last matched line before it.
    var removed: [(index: Int, anchor: Int?)] = []
    var anchor: Int?
    for b in base.indices {
      if sideIndex[b] == nil { removed.append((b, anchor)) } else { anchor = b }
    }
    var added: [(index: Int, anchor: Int?)] = []
    anchor = nil
    for s in side.indices {
      if let b = baseIndex[s] { anchor = b } else { added.append((s, anchor)) }
    }
    let pairing = ChangePairing(removed: removed, added: added, base: base, side: side, text: text)
    // Paired by place alone (no word in common) is not taken: a todo deleted and another
    // written where it stood reads the same, and giving the new one the old one's identity
    // (its phone task, its alarm) is the worse mistake.
    for (b, s) in pairing.pairs where !pairing.pairedByPlace.contains(b) { match(b, s) }
    // Within a gap that lost and gained different numbers of lines, a line that keeps at
    // least half of its words is still the same todo ("Pay rent", "Pay the rent").
    var addedByGap: [Int?: [Int]] = [:]
    for entry in added where baseIndex[entry.index] == nil {
      addedByGap[entry.anchor, default: []].append(entry.index)
    }
    var compared = 0
    for entry in removed where sideIndex[entry.index] == nil {
      guard let candidates = addedByGap[entry.anchor], compared < Self.similarityLimit else { continue }
      let words = Self.wordSet(text(base[entry.index]))
      compared += candidates.count
      if let found = candidates.first(where: { s in
        baseIndex[s] == nil && Self.sharesHalf(words, Self.wordSet(text(side[s])))
      }) {
        match(entry.index, found)
      }
    }
    self.sideIndex = sideIndex
    self.baseIndex = baseIndex
  }

  /// How many pairs of lines the rule of shared words compares at most.
  static let similarityLimit = 1 << 16

  /// A line's words, as `ChangePairing.words` reads them, as a set.
  private static func wordSet(_ line: String) -> Set<Substring> {
    Set((ChangePairing.words(line) ?? "").split(separator: " "))
  }

  /// Whether two lines share at least half the words of the longer one.
  private static func sharesHalf(_ one: Set<Substring>, _ other: Set<Substring>) -> Bool {
    let shared = one.intersection(other).count
    return shared > 0 && shared * 2 >= max(one.count, other.count)
  }

  /// The pairs of equal lines of a longest common subsequence of `base[baseRange]` and
  /// `side[sideRange]`, in order; where several are as long, the one that matches the later
  /// lines of the base (as `diff` reads a line added before an equal one). Pure.
  private static func commonSubsequence<Line: Hashable>(
    _ base: [Line], _ baseRange: Range<Int>, _ side: [Line], _ sideRange: Range<Int>
  ) -> [(Int, Int)] {
    let (rows, columns) = (baseRange.count, sideRange.count)
    guard rows > 0, columns > 0 else { return [] }
    // Lengths of the common subsequences of the suffixes, one row of the table at a time
    // kept whole, since the walk reads it back.
    var table = [Int32](repeating: 0, count: (rows + 1) * (columns + 1))
    let width = columns + 1
    for i in stride(from: rows - 1, through: 0, by: -1) {
      let line = base[baseRange.lowerBound + i]
      for j in stride(from: columns - 1, through: 0, by: -1) {
        table[i * width + j] =
          line == side[sideRange.lowerBound + j]
          ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
      }
    }
    var pairs: [(Int, Int)] = []
    var (i, j) = (0, 0)
    while i < rows, j < columns {
      if base[baseRange.lowerBound + i] == side[sideRange.lowerBound + j],
        table[i * width + j] == table[(i + 1) * width + j + 1] + 1,
        table[(i + 1) * width + j] < table[i * width + j]
      {
        pairs.append((baseRange.lowerBound + i, sideRange.lowerBound + j))
        i += 1
        j += 1
      } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}
