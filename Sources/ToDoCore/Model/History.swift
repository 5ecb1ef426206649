/// The undo and redo stacks. Bounded to `limit` steps; its memory grows with the number and
/// size of the changes, never with the size of the list. Pure value.
public struct History: Equatable, Sendable {
  public static let limit = 1_000

  public private(set) var undoable: [ListEdit] = []
  public private(set) var redoable: [ListEdit] = []

  public init() {}

  public var canUndo: Bool { !undoable.isEmpty }
  public var canRedo: Bool { !redoable.isEmpty }

  /// Remembers a new change; it can no longer redo what was undone before it.
  mutating func record(_ edit: ListEdit) {
    push(edit)
    redoable.removeAll()
  }

  /// The last change, now moved to the redo stack.
  mutating func takeUndo() -> ListEdit? {
    guard let edit = undoable.popLast() else { return nil }
    redoable.append(edit)
    return edit
  }

  /// The last undone change, now moved back to the undo stack.
  mutating func takeRedo() -> ListEdit? {
    guard let edit = redoable.popLast() else { return nil }
    push(edit)
    return edit
  }

  /// Forgets the change just undone: it did nothing (another program changed its todos
  /// since), so there is nothing to redo either.
  mutating func forgetLastUndone() {
    redoable.removeLast()
  }

  /// Forgets the change just redone: it did nothing, so there is nothing to undo either.
  mutating func forgetLastRedone() {
    undoable.removeLast()
  }

  private mutating func push(_ edit: ListEdit) {
    if undoable.count >= Self.limit { undoable.removeFirst(undoable.count - Self.limit + 1) }
    undoable.append(edit)
  }
}
