/// In which order the list shows its todos: the file's, or by priority, due date or
/// creation date, the done todos after the open ones in each of those three; ties keep the
/// file's order, and the file itself is never reordered. `s` goes to the next. Pure value.
public enum ListSort: String, Hashable, Sendable, Codable, CaseIterable {
  case fileOrder
  /// `(A)` first, then `(B)` … `(Z)`, then the todos without a priority.
  case priority
  /// The earliest `due:` first; the todos without one last.
  case dueDate
  /// The oldest creation date first; the todos without one last.
  case creationDate

  /// The sort after this one, back to the file's order after the last.
  public var next: ListSort {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// How the title and the status line name it (`by due`); nil for the file's order, which
  /// the title does not mention.
  public var label: String? {
    switch self {
    case .fileOrder: nil
    case .priority: "by priority"
    case .dueDate: "by due"
    case .creationDate: "by created"
    }
  }
}
