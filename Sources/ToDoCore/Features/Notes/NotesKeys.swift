/// A todo's note, from the list. Pure data.
enum NotesKeys {
  static let browsing = [Binding(["N"], "editNote", .note(.open), "note in editor")]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let notes = NotesKeys.browsing
}
