/// What the user asked the list to show: the search query, whether done todos and the
/// hidden ones (`t:` after today, `h:1`) show, and the sort. The projection of the document
/// is made from these and the day (`ListRule`). Pure value.
public struct ListSettings: Hashable, Sendable, Codable {
  /// The search line's words, as typed (kept when the search line closes with Enter).
  public var query: String
  /// Whether done todos are left out (`h`).
  public var hidesDone: Bool
  /// Whether the todos hidden by their own tags show: a `t:` threshold after today, `h:1`.
  public var showsHidden: Bool
  public var sort: ListSort

  public init(
    query: String = "", hidesDone: Bool = false, showsHidden: Bool = false, sort: ListSort = .fileOrder
  ) {
    self.query = query
    self.hidesDone = hidesDone
    self.showsHidden = showsHidden
    self.sort = sort
  }
}
