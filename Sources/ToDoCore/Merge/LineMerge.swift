/// A three-way merge of lists of lines, matched by their text (duplicates counted): lines
/// of a file as `TextLine`s (by their bytes), or strings. Pure; O(n) expected (hashing),
/// however many lines are equal.
///
/// `base` is the common ancestor, `ours` and `theirs` two edits of it. The result is
/// `theirs` with our changes applied: lines we deleted are removed (one per deletion, the
/// first occurrences), and each line we added is inserted right after the nearest line
/// before it in `ours` that the result has (the k-th occurrence of a text in `ours` is the
/// k-th in `theirs`), or right after the line we added before it, or first; a line we
/// added in place of one we deleted (a change) goes after the blank lines of `theirs` that
/// stood before the deleted one; a line both sides added is there once. Everything else of `theirs`, including lines `base` never
/// had, stays where it is.
///
/// A line both sides took out of `base` is where edits can clash: each side's removed line
/// is paired with the line it became on that side (`ChangePairing`), and the merge reports
/// each of our edits it could not apply as meant (`MergeConflict`): deleted here, changed
/// there (their version stays); changed here, deleted there (ours stays); changed on both
/// sides to different lines (both stay). No line is dropped by a clash.
public enum LineMerge {
  /// A merge's lines and what it could not apply as meant. Pure value.
  public struct Outcome<Line: Hashable> {
    /// The merged lines.
    public var lines: [Line]
    /// Our edits that clashed with theirs, in the order of `base`.
    public var conflicts: [MergeConflict]
    /// For a line of `lines` that is the other side's version of a line of `base` (they
    /// changed it), the index in `base` of that line: the todo it still is.
    public var counterparts: [Int: Int]
  }

  /// The merge of a file's lines, by their bytes (what the file store merges).
  public static func merge(base: [TextLine], ours: [TextLine], theirs: [TextLine]) -> [TextLine] {
    mergeReporting(base: base, ours: ours, theirs: theirs).lines
  }

  /// The merge of a file's lines, by their bytes, with its conflicts. `ourChanges`, when
  /// given, says exactly which line of `ours` each line of `base` became (index → index,
  /// the todos' ids matched; a line of `base` not in it was deleted here); it is asked for
  /// only when both sides took lines out of `base`. Without it, our changes are paired the
  /// way theirs are.
  ///
  /// The lines all three share at the start and at the end (most of a long file, when each
  /// side changed a few todos) are set aside first, by comparing bytes: only the middle is
  /// hashed and merged, and a text that repeats is matched within the middle, where the
  /// edits are. Blank lines of `theirs` (a file's, which `base` and `ours`, lists of todos,
  /// do not have) between shared lines are set aside with them, so that one blank line
  /// near the top does not send every save of a long list through the whole merge.
  public static func mergeReporting(
    base: [TextLine], ours: [TextLine], theirs: [TextLine], ourChanges: (() -> [Int: Int])? = nil
  ) -> Outcome<TextLine> {
    let (prefix, theirPrefix) = sharedEnd(base: base, ours: ours, theirs: theirs, fromStart: true, bound: 0)
    let (suffix, theirSuffix) = sharedEnd(
      base: base, ours: ours, theirs: theirs, fromStart: false, bound: prefix, theirBound: theirPrefix)
    guard prefix > 0 || suffix > 0 else {
      return mergeMiddle(base: base, ours: ours, theirs: theirs, ourChanges: ourChanges)
    }
    let baseMiddle = prefix..<base.count - suffix
    let ourMiddle = prefix..<ours.count - suffix
    let middle = mergeMiddle(
      base: Array(base[baseMiddle]), ours: Array(ours[ourMiddle]),
      theirs: Array(theirs[theirPrefix..<theirs.count - theirSuffix]),
      ourChanges: ourChanges.map { changes in
        {
          var inMiddle: [Int: Int] = [:]
          for (baseIndex, ourIndex) in changes()
          where baseMiddle.contains(baseIndex) && ourMiddle.contains(ourIndex) {
            inMiddle[baseIndex - prefix] = ourIndex - prefix
          }
          return inMiddle
        }
      })
    var counterparts: [Int: Int] = [:]
    for (index, baseIndex) in middle.counterparts { counterparts[index + theirPrefix] = baseIndex + prefix }
    return Outcome(
      lines: Array(theirs[..<theirPrefix]) + middle.lines + theirs[(theirs.count - theirSuffix)...],
      conflicts: middle.conflicts, counterparts: counterparts)
  }

  /// How many lines of `base` and `ours` (the same number) are the same as lines of
  /// `theirs` at the start (`fromStart`) or the end of all three, and how many lines of
  /// `theirs` that is: those lines, and the blank lines of theirs between them (not those
  /// beyond the last shared line, which stay with the middle, where additions go before
  /// them). At most up to `bound` lines of base and ours and `theirBound` of theirs from
  /// the other end (what the prefix took). Pure; compares bytes, hashes nothing.
  private static func sharedEnd(
    base: [TextLine], ours: [TextLine], theirs: [TextLine], fromStart: Bool, bound: Int, theirBound: Int = 0
  ) -> (count: Int, theirCount: Int) {
    let limit = min(base.count, ours.count) - bound
    let theirLimit = theirs.count - theirBound
    var (count, theirCount) = (0, 0)
    while count < limit {
      let (baseLine, ourLine) =
        fromStart
        ? (base[count], ours[count]) : (base[base.count - 1 - count], ours[ours.count - 1 - count])
      guard baseLine == ourLine else { break }
      var next = theirCount
      func theirLine(_ offset: Int) -> TextLine {
        fromStart ? theirs[offset] : theirs[theirs.count - 1 - offset]
      }
      if !baseLine.isBlank {
        while next < theirLimit, theirLine(next).isBlank { next += 1 }
      }
      guard next < theirLimit, theirLine(next) == baseLine else { break }
      count += 1
      theirCount = next + 1
    }
    return (count, theirCount)
  }

  /// The merge of what is left once the shared ends are set aside: spliced when the edits
  /// lie apart, else merged whole.
  private static func mergeMiddle(
    base: [TextLine], ours: [TextLine], theirs: [TextLine], ourChanges: (() -> [Int: Int])?
  ) -> Outcome<TextLine> {
    splicingApartEdits(base: base, ours: ours, theirs: theirs)
      ?? mergeWhole(base: base, ours: ours, theirs: theirs, ourChanges: ourChanges)
  }

  /// The merge when our edits and theirs lie apart: each side changed one run of `base`'s
  /// lines, the two runs have an unchanged line between them, and no text stands in both
  /// runs. Then the merge is each side's version of its own run with `base` between them,
  /// found by comparing lines, without hashing the whole list: a save of a todo added at
  /// the top onto a file another program appended to costs comparisons, not a merge of a
  /// million lines. What the other side changed in its run keeps its todos
  /// (`counterparts`), as the whole merge keeps them. Nil when the edits are not apart,
  /// share a text (a line added on both sides, a change on both sides: the whole merge
  /// finds them), or when a blank line of theirs stands where our version goes. Pure; O(n)
  /// comparisons.
  private static func splicingApartEdits(
    base: [TextLine], ours: [TextLine], theirs: [TextLine]
  ) -> Outcome<TextLine>? {
    let our = EditedRun(base: base, side: ours)
    let their = EditedRun(base: base, side: theirs)
    let oursFirst = our.base.upperBound < their.base.lowerBound
    guard oursFirst || their.base.upperBound < our.base.lowerBound else { return nil }
    let ourTexts = Set(base[our.base] + ours[our.side])
    guard
      !base[their.base].contains(where: ourTexts.contains),
      !theirs[their.side].contains(where: ourTexts.contains)
    else { return nil }
    // Their run, merged on its own: what they changed there keeps its todos.
    let theirRunBase = Array(base[their.base])
    let theirOutcome = mergeWhole(
      base: theirRunBase, ours: theirRunBase, theirs: Array(theirs[their.side]), ourChanges: nil)
    let lines: [TextLine]
    let theirRunStart: Int
    if oursFirst {
      // Ours up to the end of our run, then theirs from the line after it on.
      let resume = EditedRun.sideIndex(after: our.base.upperBound, base: base, side: theirs)
      guard !theirs[..<resume].contains(where: \.isBlank) else { return nil }
      lines = Array(ours[..<our.side.upperBound]) + theirs[resume...]
      theirRunStart = our.side.upperBound + their.side.lowerBound - resume
    } else {
      // Theirs up to the first line of our run, then ours from there on.
      let stop = EditedRun.sideIndex(of: our.base.lowerBound, base: base, side: theirs)
      guard !theirs[stop...].contains(where: \.isBlank) else { return nil }
      lines = Array(theirs[..<stop]) + ours[our.side.lowerBound...]
      theirRunStart = their.side.lowerBound
    }
    var counterparts: [Int: Int] = [:]
    for (index, baseIndex) in theirOutcome.counterparts {
      counterparts[index + theirRunStart] = baseIndex + their.base.lowerBound
    }
    return Outcome(lines: lines, conflicts: [], counterparts: counterparts)
  }

  /// The one run of `base`'s lines a side changed (`base`), and what the side has instead
  /// (`side`): the lines before and after it are the same on that side, but for blank lines
  /// of the side (a file's; lists of todos have none), which are passed over. Pure value.
  private struct EditedRun {
    var base: Range<Int>
    var side: Range<Int>

    init(base: [TextLine], side: [TextLine]) {
      var (head, sideHead) = (0, 0)
      while head < base.count {
        var next = sideHead
        while next < side.count, side[next].isBlank, !base[head].isBlank { next += 1 }
        guard next < side.count, side[next] == base[head] else { break }
        (head, sideHead) = (head + 1, next + 1)
      }
      var (tail, sideTail) = (0, 0)
      while tail < base.count - head {
        let line = base[base.count - 1 - tail]
        var next = sideTail
        while next < side.count - sideHead, side[side.count - 1 - next].isBlank, !line.isBlank { next += 1 }
        guard next < side.count - sideHead, side[side.count - 1 - next] == line else { break }
        (tail, sideTail) = (tail + 1, next + 1)
      }
      self.base = head..<base.count - tail
      self.side = sideHead..<side.count - sideTail
    }

    /// Where `side` goes on after the line that is `base[count - 1]`, within the lines it
    /// shares with `base` from the start (0 when `count` is 0).
    static func sideIndex(after count: Int, base: [TextLine], side: [TextLine]) -> Int {
      var sideIndex = 0
      for index in 0..<count {
        while side[sideIndex].isBlank, !base[index].isBlank { sideIndex += 1 }
        sideIndex += 1
      }
      return sideIndex
    }

    /// Where `base[index]` is in `side`, within the lines it shares with `base` at the end.
    static func sideIndex(of index: Int, base: [TextLine], side: [TextLine]) -> Int {
      var sideIndex = side.count
      for baseIndex in stride(from: base.count - 1, through: index, by: -1) {
        sideIndex -= 1
        while side[sideIndex].isBlank, !base[baseIndex].isBlank { sideIndex -= 1 }
      }
      return sideIndex
    }
  }

  /// `mergeReporting` of the whole of each list.
  static func mergeWhole(
    base: [TextLine], ours: [TextLine], theirs: [TextLine], ourChanges: (() -> [Int: Int])?
  ) -> Outcome<TextLine> {
    // Each line's bytes are hashed once, to number its text; the merge works on numbers, and
    // a number stands for the first line with its text: the file's own where it has one.
    var interner = LineInterner(expectedTexts: theirs.count)
    let theirNumbers = interner.intern(theirs)
    let (baseNumbers, ourNumbers) = (interner.intern(base), interner.intern(ours))
    let lines = interner.lines
    let merged = mergeLines(
      base: baseNumbers, ours: ourNumbers, theirs: theirNumbers, ourChanges: ourChanges,
      text: { lines[$0].string })
    return Outcome(
      lines: merged.lines.map { lines[$0] }, conflicts: merged.conflicts, counterparts: merged.counterparts)
  }

  /// The merge of lines given as strings, by their text. (Concrete entry points, so that
  /// the generic merge is specialised here, in its module.)
  public static func merge(base: [String], ours: [String], theirs: [String]) -> [String] {
    mergeReporting(base: base, ours: ours, theirs: theirs).lines
  }

  /// The merge of lines given as strings, with its conflicts.
  public static func mergeReporting(base: [String], ours: [String], theirs: [String]) -> Outcome<String> {
    mergeLines(base: base, ours: ours, theirs: theirs, ourChanges: nil, text: { $0 })
  }

  private static func mergeLines<Line: Hashable>(
    base: [Line], ours: [Line], theirs: [Line], ourChanges: (() -> [Int: Int])?, text: (Line) -> String
  ) -> Outcome<Line> {
    let ourCounts = counts(ours)
    let baseCounts = counts(base)
    let theirCounts = counts(theirs)
    var deletions = baseCounts.subtracting(ourCounts)
    // A copy both sides took out is out once: what they took out too is not taken again.
    let theirDeletions = baseCounts.subtracting(theirCounts)
    if deletions.contains(where: { theirDeletions[$0.key] != nil }) {
      deletions = deletionsLeft(
        deletions, theirDeletions, base: base, ours: ours, theirs: theirs, baseCounts: baseCounts, text: text)
    }
    // A line both sides added is there once: theirs has it already; unless the alignment
    // says the two copies are versions of two different todos (two identical todos, each
    // completed on one side), which stay two.
    let ourAdded = ourCounts.subtracting(baseCounts)
    let theirAdded = theirCounts.subtracting(baseCounts)
    var additions = ourAdded.subtracting(theirAdded)
    if ourAdded.contains(where: { theirAdded[$0.key] != nil }) {
      for (line, count) in distinctAdditions(
        base: base, ours: ours, theirs: theirs, ourAdded: ourAdded, theirAdded: theirAdded, text: text)
      {
        additions[line, default: 0] += count
      }
    }
    let clash = MergeClash(
      base: base, ours: ours, theirs: theirs, counts: (baseCounts, ourCounts, theirCounts),
      ourChanges: ourChanges,
      text: text)
    var kept: [Line] = []
    var counterparts: [Int: Int] = [:]
    // Where lines we removed stood among the kept ones: where a line we changed one to goes.
    var removedBefore = Set<Int>()
    kept.reserveCapacity(theirs.count)
    for (index, line) in theirs.enumerated() {
      if deletions[line, default: 0] > 0 {
        deletions[line]! -= 1
        removedBefore.insert(kept.count)
        continue
      }
      if let baseIndex = clash?.counterparts[index] { counterparts[kept.count] = baseIndex }
      kept.append(line)
    }
    let conflicts = clash?.conflicts ?? []
    guard !additions.isEmpty else {
      return Outcome(lines: kept, conflicts: conflicts, counterparts: counterparts)
    }

    // Where each occurrence of a text stands in `kept`.
    var keptIndex: [Occurrence<Line>: Int] = [:]
    keptIndex.reserveCapacity(kept.count)
    var keptCounter = OccurrenceCounter<Line>()
    for (index, line) in kept.enumerated() { keptIndex[keptCounter.next(line)] = index }
    // A line we added where we removed one (a change) goes where that one stood, after the
    // blank lines before it (a file's layout; the order of todos is as for any addition).
    func isBlank(_ line: Line) -> Bool { text(line).allSatisfy { $0 == " " || $0 == "\t" } }
    // The lines to insert after each kept line (slot 0: before everything), in order.
    var insertedAfter = [[Line]](repeating: [], count: kept.count + 1)
    var slot = 0
    var ourCounter = OccurrenceCounter<Line>()
    for line in ours {
      if additions[line, default: 0] > 0 {
        additions[line]! -= 1
        if !removedBefore.isEmpty {
          var place = slot
          while !removedBefore.contains(place), place < kept.count, isBlank(kept[place]) { place += 1 }
          if removedBefore.contains(place) { slot = place }
        }
        insertedAfter[slot].append(line)
      } else if let index = keptIndex[ourCounter.next(line)] {
        slot = index + 1
      }
    }
    var merged: [Line] = []
    var mergedCounterparts: [Int: Int] = [:]
    merged.reserveCapacity(kept.count + ours.count)
    merged.append(contentsOf: insertedAfter[0])
    for (index, line) in kept.enumerated() {
      if let baseIndex = counterparts[index] { mergedCounterparts[merged.count] = baseIndex }
      merged.append(line)
      merged.append(contentsOf: insertedAfter[index + 1])
    }
    return Outcome(lines: merged, conflicts: conflicts, counterparts: mergedCounterparts)
  }

  /// Our deletions less those theirs made of the same copies: a text in `base` once, taken
  /// out on both sides, is the same copy; of a text in `base` several times, the alignment
  /// says which copies each side took out (`LineAlignment`). Pure; aligns only then.
  private static func deletionsLeft<Line: Hashable>(
    _ ours: [Line: Int], _ theirs: [Line: Int], base: [Line], ours ourLines: [Line],
    theirs theirLines: [Line],
    baseCounts: [Line: Int], text: (Line) -> String
  ) -> [Line: Int] {
    var left = ours
    var repeated: Set<Line> = []
    for (line, count) in ours where theirs[line] != nil {
      if baseCounts[line, default: 0] > 1 { repeated.insert(line) } else { left[line] = count - 1 }
    }
    if !repeated.isEmpty {
      // Per text, the copies a side took out: changed (its new line stands where it was) or
      // deleted outright (nothing shows which copy).
      func gone(_ side: [Line]) -> (all: [Line: Set<Int>], outright: Set<Int>) {
        let alignment = LineAlignment(base: base, side: side, text: text)
        var all: [Line: Set<Int>] = [:]
        var outright = Set<Int>()
        for (index, line) in base.enumerated() where repeated.contains(line) {
          guard let sideIndex = alignment.sideIndex[index] else {
            all[line, default: []].insert(index)
            outright.insert(index)
            continue
          }
          if side[sideIndex] != line { all[line, default: []].insert(index) }
        }
        return (all, outright)
      }
      let (ourGone, theirGone) = (gone(ourLines), gone(theirLines))
      for line in repeated {
        let (mine, other) = (ourGone.all[line] ?? [], theirGone.all[line] ?? [])
        // Of a run of identical lines side by side, which copy was deleted is not known: the
        // same one on both sides is the reading that loses nothing.
        let apart = ourGone.outright.union(theirGone.outright).allSatisfy { index in
          base[index] != line
            || ((index == 0 || base[index - 1] != line)
              && (index == base.count - 1 || base[index + 1] != line))
        }
        let both =
          apart ? mine.intersection(other).count : min(ours[line, default: 0], theirs[line, default: 0])
        left[line] = max(0, ours[line, default: 0] - both)
      }
    }
    return left.filter { $0.value > 0 }
  }

  /// Of the texts both sides added (`ourAdded` beyond `base`, `theirAdded` likewise), how
  /// many more of our copies to keep than the counts keep: a copy of ours is one of theirs
  /// only when both are versions of the same line of `base`, or both are new
  /// (`LineAlignment`). Pure; aligns both sides, so only asked when a text was added on both.
  private static func distinctAdditions<Line: Hashable>(
    base: [Line], ours: [Line], theirs: [Line], ourAdded: [Line: Int], theirAdded: [Line: Int],
    text: (Line) -> String
  ) -> [Line: Int] {
    func origins(_ side: [Line]) -> [Line: [Int?]] {
      let alignment = LineAlignment(base: base, side: side, text: text)
      var result: [Line: [Int?]] = [:]
      for (index, line) in side.enumerated() where ourAdded[line] != nil && theirAdded[line] != nil {
        let origin = alignment.baseIndex[index]
        if let origin, base[origin] == line { continue }  // Unchanged: not an addition.
        result[line, default: []].append(origin)
      }
      return result
    }
    let (ourOrigins, theirOrigins) = (origins(ours), origins(theirs))
    var extra: [Line: Int] = [:]
    for (line, mine) in ourOrigins {
      var others = theirOrigins[line] ?? []
      var distinct = 0
      for origin in mine {
        if let found = others.firstIndex(of: origin) { others.remove(at: found) } else { distinct += 1 }
      }
      let counted = max(0, ourAdded[line, default: 0] - theirAdded[line, default: 0])
      let wanted = min(distinct, ourAdded[line, default: 0])
      if wanted > counted { extra[line] = wanted - counted }
    }
    return extra
  }

  static func counts<Line: Hashable>(_ lines: [Line]) -> [Line: Int] {
    var result: [Line: Int] = [:]
    for line in lines { result[line, default: 0] += 1 }
    return result
  }
}

extension Dictionary where Value == Int {
  /// Each count less the other's, keeping only what stays above zero.
  func subtracting(_ other: [Key: Int]) -> [Key: Int] {
    var result: [Key: Int] = [:]
    for (key, count) in self where count - other[key, default: 0] > 0 {
      result[key] = count - other[key, default: 0]
    }
    return result
  }
}
