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
  /// `side[sideRange]`, in order; of several as long, the one whose lines stay nearest their
  /// places (the least sum of the distances between a base line's index and its side
  /// line's): of two identical lines, the one where the side's copy stands is the copy it
  /// is. Pure; O(k·m) time and cells.
  private static func commonSubsequence<Line: Hashable>(
    _ base: [Line], _ baseRange: Range<Int>, _ side: [Line], _ sideRange: Range<Int>
  ) -> [(Int, Int)] {
    let (rows, columns) = (baseRange.count, sideRange.count)
    guard rows > 0, columns > 0 else { return [] }
    let width = columns + 1
    // For each pair of suffixes: the longest common subsequence's length, and the least
    // distance among those as long.
    var length = [Int32](repeating: 0, count: (rows + 1) * width)
    var distance = [Int32](repeating: 0, count: (rows + 1) * width)
    func better(_ l: Int32, _ d: Int32, than other: (Int32, Int32)) -> Bool {
      l > other.0 || (l == other.0 && d < other.1)
    }
    for i in stride(from: rows - 1, through: 0, by: -1) {
      let line = base[baseRange.lowerBound + i]
      for j in stride(from: columns - 1, through: 0, by: -1) {
        var best = (length[(i + 1) * width + j], distance[(i + 1) * width + j])
        let skipSide = (length[i * width + j + 1], distance[i * width + j + 1])
        if better(skipSide.0, skipSide.1, than: best) { best = skipSide }
        if line == side[sideRange.lowerBound + j] {
          let offset = Int32(abs(baseRange.lowerBound + i - sideRange.lowerBound - j))
          let match = (length[(i + 1) * width + j + 1] + 1, distance[(i + 1) * width + j + 1] + offset)
          if better(match.0, match.1, than: best) { best = match }
        }
        (length[i * width + j], distance[i * width + j]) = best
      }
    }
    var pairs: [(Int, Int)] = []
    var (i, j) = (0, 0)
    while i < rows, j < columns {
      let here = (length[i * width + j], distance[i * width + j])
      if base[baseRange.lowerBound + i] == side[sideRange.lowerBound + j] {
        let offset = Int32(abs(baseRange.lowerBound + i - sideRange.lowerBound - j))
        let match = (length[(i + 1) * width + j + 1] + 1, distance[(i + 1) * width + j + 1] + offset)
        if match == here {
          pairs.append((baseRange.lowerBound + i, sideRange.lowerBound + j))
          i += 1
          j += 1
          continue
        }
      }
      if (length[(i + 1) * width + j], distance[(i + 1) * width + j]) == here { i += 1 } else { j += 1 }
    }
    return pairs
  }
}
