/// The search: `/` in the list, and the searching mode's keys beside the input line's.
/// Pure data.
enum SearchKeys {
  static let browsing = [Binding(["/"], "search", .search(.start), "search")]

  static let searching = ModeKeys(
    [
      Binding([.enter], "keepSearch", .search(.keep), "keep filter", footer: 1),
      Binding([.escape], "clearSearch", .search(.clear), "clear filter", footer: 2),
    ] + [InputLineKeys.complete] + InputLineKeys.lineEditing + [EverywhereKeys.quit],
    unbound: .typesText, takesPastes: true)
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let search = SearchKeys.browsing
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let searching = ModeDescription(
    kind: .searching, focus: .input, inputPurpose: .search, helpHeading: nil,
    title: "While searching the list (searching)", isPending: true, keys: SearchKeys.searching)
}
