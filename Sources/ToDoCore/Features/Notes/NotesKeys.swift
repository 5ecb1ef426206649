/// A todo's note, from the list. Pure data.
enum NotesKeys {
  static let browsing = [Binding(["N"], "editNote", .note(.open), "note in editor")]
}
