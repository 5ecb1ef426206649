/// Which part of the screen has the focus: the input line at the top (`Mode.adding`) or the
/// list below it (`Mode.browsing`); under the key help, the part it returns to.
public enum Focus: Equatable, Hashable, Sendable, CaseIterable {
  case input
  case list
}
