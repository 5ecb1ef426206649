/// Which todos of the document the list shows, and in which order: the rows of the view.
/// Kept up to date with every `DocumentChange` in O(1), so that no keystroke and no add or
/// delete walks the list. Today every todo shows, in file order, so a row is its todo's
/// index in the document; a filter and a sort will keep their own mapping here, never
/// reordering the file. Pure value.
public struct ListProjection: Equatable, Sendable {
  /// How many rows there are.
  public private(set) var count: Int

  public init(showingAllOf count: Int) {
    self.count = count
  }

  public var isEmpty: Bool { count == 0 }

  /// The document index of the todo on `row`. O(1).
  public func documentIndex(ofRow row: Int) -> Int { row }

  /// The row showing the todo at `index` of the document, or nil when it does not show. O(1).
  public func row(ofDocumentIndex index: Int) -> Int? { index < count ? index : nil }

  /// Follows `change` of the document, whose list now has `documentCount` todos. O(1).
  mutating func follow(_ change: DocumentChange, documentCount: Int) {
    count = documentCount
  }
}
