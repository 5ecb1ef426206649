/// Completing from the list. Pure data.
enum CompletionKeys {
  static let browsing = [Binding(["x"], "toggleDone", .completion(.toggle), "done", footer: 2)]
}
