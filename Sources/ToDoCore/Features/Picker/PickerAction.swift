/// The box over the list that offers the projects and contexts (or the saved views) to
/// pick from. Pure data.
public enum PickerAction: Equatable, Sendable, Codable {
  /// `t`: the projects and contexts with their counts, to pick one as the filter.
  case openTags
  /// The projects and contexts counted off the main thread by the count numbered `number`.
  case tagsCounted(number: Int, [TagCount])
  /// Move the picker's selection by `by` entries (negative is up).
  case move(by: Int)
  /// Move the picker's selection by `by` pages.
  case moveByPage(by: Int)
  /// Enter in a picker: take the selected entry.
  case pick
  /// Esc in a picker: close it, taking nothing.
  case close
}
