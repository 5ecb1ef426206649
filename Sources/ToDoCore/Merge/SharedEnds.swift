/// How many elements two lists have the same at their start, and then at their end (the two
/// runs never overlap): what a merge, a reload's matching or a comparison of versions sets
/// aside before it looks at the part between, where the changes are. Pure; O(n)
/// comparisons, nothing hashed.
public struct SharedEnds: Equatable, Sendable {
  public var prefix: Int
  public var suffix: Int

  /// The shared ends of lists of `leftCount` and `rightCount` elements, where `same(i, j)`
  /// says whether the left one's element `i` is the right one's element `j`.
  @inlinable
  public init(_ leftCount: Int, _ rightCount: Int, same: (Int, Int) -> Bool) {
    let common = min(leftCount, rightCount)
    var prefix = 0
    while prefix < common, same(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < common - prefix, same(leftCount - 1 - suffix, rightCount - 1 - suffix) { suffix += 1 }
    (self.prefix, self.suffix) = (prefix, suffix)
  }

  /// Both counts, to bind at once.
  public var pair: (prefix: Int, suffix: Int) { (prefix, suffix) }

  /// The shared ends of two arrays of equal elements.
  @inlinable
  public init<Element: Equatable>(_ left: [Element], _ right: [Element]) {
    self.init(left.count, right.count) { left[$0] == right[$1] }
  }
}
