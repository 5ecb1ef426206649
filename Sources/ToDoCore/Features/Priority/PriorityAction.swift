/// A todo's priority: the mode that chooses one after `p`, and the keys that set, raise and
/// lower it. Pure data.
public enum PriorityAction: Equatable, Sendable, Codable {
  /// `p` in the list: the next letter sets the selected todo's priority.
  case choose
  /// Leave choosing a priority without setting one.
  case cancel
  /// Give the todo being chosen for (else the selected one) the priority `A`…`Z`, or none
  /// (nil).
  case set(String?)
  /// Raise (positive) or lower (negative) the selected todo's priority by this many steps
  /// in the order none, Z, …, B, A.
  case change(by: Int)
}
