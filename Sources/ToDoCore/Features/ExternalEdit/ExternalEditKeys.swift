/// Editing a todo in the user's editor, from the list. Pure data.
enum ExternalEditKeys {
  static let browsing = [Binding(["E"], "editInEditor", .externalEdit(.open), "edit in editor")]
}
