/// Marking from the list: Space marks, Esc clears the marks. Pure data.
enum MarksKeys {
  static let browsing = [
    Binding([" "], "toggleMark", .marks(.toggle), "mark")
  ]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let marks = MarksKeys.browsing
}
