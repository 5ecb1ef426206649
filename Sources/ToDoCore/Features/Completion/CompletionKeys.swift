/// Completing from the list. Pure data.
enum CompletionKeys {
  static let browsing = [Binding(["x"], "toggleDone", .completion(.toggle), "done", footer: 2)]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let completion = CompletionKeys.browsing
}
