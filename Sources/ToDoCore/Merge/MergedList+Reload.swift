extension MergedList {
  /// The lines of a file another program changed, matched to `saved` (the list the app
  /// holds, whose file that was), and what the change did to the list. Pure; O(n)
  /// comparisons, hashing only the changed part.
  public static func reloaded(_ lines: [TextLine], matching saved: ToDoList) -> (MergedList, ReloadSummary) {
    let (merged, savedMiddle, middle) = matchingEnds(lines, saved)
    return (merged, ReloadSummary(before: savedMiddle, merged: middle))
  }

  /// `lines` matched to `saved`: lines equal at the start and at the end of both by place;
  /// only the part between them by content and occurrence (`init(matchingByText:_:)`), so
  /// that the usual change (a line appended, one edited, a few deleted; a merge's few
  /// changed todos) costs one comparison of the lines, not a dictionary of a million
  /// texts. Equal lines at the ends keep their order on both sides: as many todos are kept
  /// as by matching the whole list by text, each with its own text, and a repeated text
  /// between the ends is paired there, where the change is. Also the two middles, for what
  /// the change did. Pure.
  static func matchingEnds(_ lines: [TextLine], _ saved: ToDoList) -> (
    merged: MergedList, savedMiddle: ToDoList, middle: MergedList
  ) {
    var savedLines: [TextLine] = []
    var savedIDs: [ToDo.ID] = []
    savedLines.reserveCapacity(saved.count)
    savedIDs.reserveCapacity(saved.count)
    saved.forEachLine { id, line in
      savedIDs.append(id)
      savedLines.append(line)
    }
    let savedCount = savedLines.count
    let count = lines.count
    let (prefix, suffix) = SharedEnds(savedCount, count) { sameBytes(savedLines[$0], lines[$1]) }.pair
    let savedMiddle = ToDoList(
      titles: TitleList(lines: Array(savedLines[prefix..<(savedCount - suffix)])),
      ids: Array(savedIDs[prefix..<(savedCount - suffix)]))
    let middle = MergedList(matchingByText: Array(lines[prefix..<(count - suffix)]), savedMiddle)
    var ids: [ToDo.ID?] = []
    ids.reserveCapacity(count)
    for index in 0..<prefix { ids.append(savedIDs[index]) }
    ids.append(contentsOf: middle.ids)
    for index in (savedCount - suffix)..<savedCount { ids.append(savedIDs[index]) }
    var merged = MergedList(titles: TitleList(lines: lines), ids: ids)
    merged.matchedEnds = MatchedEnds(
      prefix: prefix, suffix: suffix, savedCount: savedCount, mergedCount: count)
    return (merged, savedMiddle, middle)
  }

  /// Whether two lines hold the same bytes, compared eight at a time (a generic
  /// `elementsEqual` went byte by byte and took a third of a million-line reload). Pure.
  static func sameBytes(_ left: TextLine, _ right: TextLine) -> Bool {
    left.withBytes { leftBytes in
      right.withBytes { rightBytes in
        guard leftBytes.count == rightBytes.count else { return false }
        let leftRaw = UnsafeRawBufferPointer(leftBytes)
        let rightRaw = UnsafeRawBufferPointer(rightBytes)
        var offset = 0
        while offset + 8 <= leftRaw.count {
          guard
            leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
              == rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          else { return false }
          offset += 8
        }
        while offset < leftRaw.count {
          guard leftRaw[offset] == rightRaw[offset] else { return false }
          offset += 1
        }
        return true
      }
    }
  }
}
