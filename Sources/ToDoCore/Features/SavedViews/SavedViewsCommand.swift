/// What the saved views ask of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runSavedViews` (`ToDoRuntime/Features/SavedViews/`). Pure data.
public enum SavedViewsCommand: Equatable, Sendable {
  /// Write the saved views to the views file beside the config (made on the first save);
  /// the result comes back as `SavedViewsAction.saved` or `.notSaved(reason:)`.
  case save(SavedViews)
}
