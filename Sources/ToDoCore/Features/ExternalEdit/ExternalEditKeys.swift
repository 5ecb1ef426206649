/// Editing a todo in the user's editor, from the list. Pure data.
enum ExternalEditKeys {
  static let browsing = [Binding(["E"], "editInEditor", .externalEdit(.open), "edit in editor")]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let externalEdit = ExternalEditKeys.browsing
}
