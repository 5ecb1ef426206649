/// Where non-printable keys go: the input line at the top, or the list below it.
/// Printable keys always type into the input, whatever the focus.
public enum Focus: Equatable, Hashable, Sendable, CaseIterable {
  case input
  case list
}
