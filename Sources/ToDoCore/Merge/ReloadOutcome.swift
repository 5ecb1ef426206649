/// What a reload found in the file, compared with what the store last read or wrote. Pure
/// value.
public enum ReloadOutcome: Equatable, Sendable, Codable {
  /// The file holds what the store last read or wrote: nothing came in.
  case unchanged
  /// Another program changed the file. The list it holds now (merged with the list handed
  /// to the reload, and written, when that list had changes of its own), each line matched
  /// by content and occurrence to a todo of the list handed to the reload; and what that
  /// change did to that list.
  case changed(MergedList, ReloadSummary)
  /// The file is gone (deleted, or moved away): nothing was written in its place.
  case missing
}
