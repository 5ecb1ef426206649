/// The lines the other side of a three-way merge took out of the base, and what each side
/// made of them: for a line they changed, the base line their version still is (the same
/// todo); and, for the lines both sides took out, the conflicts to report. Nil when they
/// took out no base line (then nothing here is computed). Pure value.
struct MergeClash {
  /// Our edits the merge could not apply as meant, in the order of `base`.
  private(set) var conflicts: [MergeConflict] = []
  /// For an index of `theirs` that is their version of a line of `base` (they changed it):
  /// that line's index in `base`.
  private(set) var counterparts: [Int: Int] = [:]

  init?<Line: Hashable>(
    base: [Line], ours: [Line], theirs: [Line],
    counts: (base: [Line: Int], ours: [Line: Int], theirs: [Line: Int]), ourChanges: (() -> [Int: Int])?,
    text: (Line) -> String
  ) {
    guard counts.base.contains(where: { line, count in count > counts.theirs[line, default: 0] }) else {
      return nil
    }
    var theirChanges = ChangePairing(
      base: base, side: theirs, baseCounts: counts.base, sideCounts: counts.theirs, text: text)
    for (baseIndex, theirIndex) in theirChanges.pairs { counterparts[theirIndex] = baseIndex }
    let clashes = counts.base.contains { line, count in
      count > counts.ours[line, default: 0] && count > counts.theirs[line, default: 0]
    }
    guard clashes else { return }
    // The first occurrences of a text are the ones kept, on both sides.
    var removedOnBothSides: [Int] = []
    let ourChangesGiven = ourChanges != nil
    var counter = OccurrenceCounter<Line>()
    for (index, line) in base.enumerated() {
      let number = counter.next(line).number
      if number >= counts.ours[line, default: 0], number >= counts.theirs[line, default: 0] {
        removedOnBothSides.append(index)
      }
    }
    // What we changed is known exactly when the caller can say it (todos by id).
    var ourChanges =
      ourChanges.map { ChangePairing(pairs: $0()) }
      ?? ChangePairing(base: base, side: ours, baseCounts: counts.base, sideCounts: counts.ours, text: text)
    // Counts cannot tell which of two identical lines a side changed: where one of them is
    // among the lines taken out on both sides, the alignment says it, so that each side
    // changing its own copy is no clash.
    if removedOnBothSides.contains(where: { counts.base[base[$0], default: 0] > 1 }) {
      let known = ourChanges
      let ourAlignment = LineAlignment(base: base, side: ours, text: text)
      let theirAlignment = LineAlignment(base: base, side: theirs, text: text)
      func changes(_ alignment: LineAlignment) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        for (index, sideIndex) in alignment.sideIndex.enumerated() {
          if let sideIndex { pairs[index] = sideIndex }
        }
        return pairs
      }
      let ourPairs = changes(ourAlignment)
      let theirPairs = changes(theirAlignment)
      if !ourChangesGiven { ourChanges = ChangePairing(pairs: ourPairs) }
      theirChanges = ChangePairing(pairs: theirPairs)
      func taken(_ pairs: [Int: Int], _ side: [Line], _ index: Int) -> Bool {
        pairs[index].map { side[$0] != base[index] } ?? true
      }
      let exactOurs = ourChangesGiven ? known.pairs : ourPairs
      removedOnBothSides = base.indices.filter { index in
        taken(exactOurs, ours, index) && taken(theirPairs, theirs, index)
      }
    }
    for index in removedOnBothSides {
      let original = text(base[index])
      let ourIndex = ourChanges.pairs[index].flatMap { ours[$0] == base[index] ? nil : $0 }
      let theirIndex = theirChanges.pairs[index].flatMap { theirs[$0] == base[index] ? nil : $0 }
      switch (ourIndex, theirIndex) {
      case (nil, nil):
        continue  // Deleted on both sides.
      case (nil, let theirIndex?):
        conflicts.append(
          MergeConflict(
            original: original, here: .deleted, ours: nil, theirs: text(theirs[theirIndex]),
            replacedThere: theirChanges.pairedByPlace.contains(index)))
      case (let ourIndex?, nil):
        let mine = text(ours[ourIndex])
        conflicts.append(
          MergeConflict(original: original, here: .init(from: original, to: mine), ours: mine, theirs: nil))
      case (let ourIndex?, let theirIndex?):
        guard ours[ourIndex] != theirs[theirIndex] else { continue }  // The same change on both sides.
        let mine = text(ours[ourIndex])
        conflicts.append(
          MergeConflict(
            original: original, here: .init(from: original, to: mine), ours: mine,
            theirs: text(theirs[theirIndex]), replacedThere: theirChanges.pairedByPlace.contains(index)))
      }
    }
  }
}

/// Each line one side took out of the base, paired with the line it became on that side,
/// if any: first a line with the same words once the completion mark, the dates, the
/// priority and a `pri:` tag are left out (a completion, a reopening, a new priority);
/// then a line whose words begin with the other's (words added at the end: a `+project`,
/// a `due:`), among a few hundred changed lines at most; then, among the rest, the lines
/// that stand in the same gap between the same unchanged neighbours, when that gap lost as
/// many lines as it gained (an edit in place). Pure.
struct ChangePairing {
  /// Index in `base` → index in the side.
  private(set) var pairs: [Int: Int] = [:]
  /// The indices in `base` paired by their place alone (the line's words are not the
  /// other's): an edit in place, or a line deleted and another written where it was, which
  /// nothing tells apart.
  private(set) var pairedByPlace: Set<Int> = []

  /// Pairs known otherwise.
  init(pairs: [Int: Int]) {
    self.pairs = pairs
  }

  init<Line: Hashable>(
    base: [Line], side: [Line], baseCounts: [Line: Int], sideCounts: [Line: Int], text: (Line) -> String
  ) {
    self.init(
      removed: Self.changedLines(of: base, keptWhile: sideCounts),
      added: Self.changedLines(of: side, keptWhile: baseCounts), base: base, side: side, text: text)
  }

  /// Pairs the lines `removed` from `base` with the lines `added` to `side`, each given
  /// with its anchor: what stands for the last unchanged line before it, the same value on
  /// both sides for the same unchanged line (nil: none).
  init<Line, Anchor: Hashable>(
    removed: [(index: Int, anchor: Anchor?)], added: [(index: Int, anchor: Anchor?)], base: [Line],
    side: [Line], text: (Line) -> String
  ) {
    guard !removed.isEmpty, !added.isEmpty else { return }

    var addedByWords: [String: [Int]] = [:]
    for (position, entry) in added.enumerated() {
      if let words = Self.words(text(side[entry.index])) { addedByWords[words, default: []].append(position) }
    }
    var taken = Set<Int>()
    var unpaired: [(index: Int, anchor: Anchor?)] = []
    for entry in removed {
      if let words = Self.words(text(base[entry.index])), let position = addedByWords[words]?.first {
        addedByWords[words]!.removeFirst()
        taken.insert(position)
        pairs[entry.index] = added[position].index
      } else {
        unpaired.append(entry)
      }
    }

    if unpaired.count * (added.count - taken.count) <= Self.longerWordsLimit {
      unpaired = unpaired.filter { entry in
        guard let words = Self.words(text(base[entry.index])) else { return true }
        let found = added.indices.first { position in
          guard !taken.contains(position), let other = Self.words(text(side[added[position].index])) else {
            return false
          }
          return other.hasPrefix(words + " ") || words.hasPrefix(other + " ")
        }
        guard let found else { return true }
        taken.insert(found)
        pairs[entry.index] = added[found].index
        return false
      }
    }

    var removedByGap: [Anchor?: [Int]] = [:]
    for entry in unpaired { removedByGap[entry.anchor, default: []].append(entry.index) }
    var addedByGap: [Anchor?: [Int]] = [:]
    for (position, entry) in added.enumerated() where !taken.contains(position) {
      if Self.words(text(side[entry.index])) != nil {
        addedByGap[entry.anchor, default: []].append(entry.index)
      }
    }
    for (gap, removedIndices) in removedByGap {
      guard let addedIndices = addedByGap[gap], addedIndices.count == removedIndices.count else { continue }
      for (baseIndex, sideIndex) in zip(removedIndices, addedIndices) {
        pairs[baseIndex] = sideIndex
        pairedByPlace.insert(baseIndex)
      }
    }
  }

  /// How many pairs of changed lines the rule of words added at the end compares at most.
  static let longerWordsLimit = 1 << 16

  /// The lines of `lines` beyond the first `counts[text]` of their text (the changed
  /// ones), each with the last unchanged line before it (nil: none). Pure.
  private static func changedLines<Line: Hashable>(of lines: [Line], keptWhile counts: [Line: Int])
    -> [(index: Int, anchor: Occurrence<Line>?)]
  {
    var result: [(index: Int, anchor: Occurrence<Line>?)] = []
    var anchor: Occurrence<Line>?
    var counter = OccurrenceCounter<Line>()
    for (index, line) in lines.enumerated() {
      let occurrence = counter.next(line)
      if occurrence.number < counts[line, default: 0] {
        anchor = occurrence
      } else {
        result.append((index, anchor))
      }
    }
    return result
  }

  /// A line's words without what a change of state rewrites: the completion mark and date,
  /// the priority, the creation date, a `pri:` tag; nil for a line without words. Pure.
  static func words(_ line: String) -> String? {
    var words = ToDoTxtLine(line).description.split(separator: " ").filter { !$0.hasPrefix("pri:") }
    // Some clients complete a todo keeping its priority in front: `x 2026-01-02 (A) …`.
    if let first = words.first, ToDoTxtLine(first + " ").priority != nil { words.removeFirst() }
    return words.isEmpty ? nil : words.joined(separator: " ")
  }
}
