/// Views saved under names: recalled by `1`–`9`, listed by `v`, and the views file's
/// answers. Pure data.
public enum SavedViewsAction: Equatable, Sendable, Codable {
  /// `v`: the saved views, to recall one, save the list's view or delete one.
  case open
  /// `1`–`9`: show the list as the view saved in `slot` shows it.
  case recall(slot: Int)
  /// `V` (or `s` among the views): the input line asks for a name to save the view under.
  case startNaming
  /// Enter while naming: save the list's view under the name typed.
  case save
  /// Esc while naming: save nothing.
  case cancelNaming
  /// `d` among the views: delete the selected one.
  case delete
  /// The saved views as the views file held them at the start.
  case loaded(SavedViews)
  /// The views file was written.
  case saved
  /// The views file could not be written, for `reason`.
  case notSaved(reason: String)
}
