/// Postponing from the list: `>` a day, `}` a week (decision 0180). Pure data.
enum PostponeKeys {
  static let browsing = [
    Binding([">"], "postponeDay", .postpone(.by(days: 1)), "postpone a day"),
    Binding(["}"], "postponeWeek", .postpone(.by(days: 7)), "postpone a week"),
  ]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let postpone = PostponeKeys.browsing
}
