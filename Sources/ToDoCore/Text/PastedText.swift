/// What pasted text becomes in the one-line input. Pure.
///
/// A paste never submits: line breaks and tabs become single spaces (so a pasted list
/// becomes one line the user can edit, rather than many todos added by surprise), and
/// every other control character is dropped, as in every todo's text (`ToDoText`).
public enum PastedText {
  public static func inputText(_ pasted: String) -> String {
    ToDoText.sanitized(pasted)
  }
}
