/// The undo and redo stacks. Bounded to `limit` steps; its memory grows with the number and
/// size of the changes, never with the size of the list. Each step keeps the first todo id
/// not yet handed out when it was last done or undone: a todo with that id or a later one
/// came into the list after it (from another program, through a merge), which is how an
/// undo or a redo tells that the text it would put back is already there. Pure value.
public struct History: Equatable, Sendable {
  public static let limit = 1_000

  public private(set) var undoable: [ListEdit] = []
  public private(set) var redoable: [ListEdit] = []
  /// For each step of `undoable` and `redoable`, in the same order: the document's next id
  /// when the step was done (undoable) or undone (redoable).
  public private(set) var undoableSince: [ToDo.ID] = []
  public private(set) var redoableSince: [ToDo.ID] = []

  /// While a step of several changes is being made (`beginStep`): its parts so far, and
  /// the next id when its first part was done. Nil otherwise.
  private var collecting: [ListEdit]?
  private var collectingSince: ToDo.ID?

  /// The latest events for the journal, oldest first, at most `journalKept` (twice that
  /// before a trim): the runtime takes those it has not written at each save. Only events
  /// change it, never keys; O(1) amortised an event.
  public private(set) var journal: [JournalEvent] = []
  /// How many events happened since the document began (the number of the last one).
  public private(set) var journalCount = 0
  /// How many events the history keeps for the journal between two saves.
  public static let journalKept = 4_096

  public init() {}

  public var canUndo: Bool { !undoable.isEmpty }
  public var canRedo: Bool { !redoable.isEmpty }

  /// Remembers a new change, done when the document's next id was `nextID`; it can no
  /// longer redo what was undone before it.
  mutating func record(_ edit: ListEdit, nextID: ToDo.ID) {
    if collecting != nil {
      // Part of a step of several changes: recorded whole by `endStep`.
      collecting?.append(edit)
      if collectingSince == nil { collectingSince = nextID }
      return
    }
    push(edit, since: nextID)
    redoable.removeAll()
    redoableSince.removeAll()
    note(.did, edit)
  }

  /// Starts one step of several changes (an action on the marked todos): every change
  /// recorded until `endStep` is undone and redone with the others, as one. O(1).
  mutating func beginStep() {
    collecting = []
    collectingSince = nil
  }

  /// Ends the step `beginStep` started: its changes, in order, become one undoable step
  /// (nothing when it made none). O(changes).
  mutating func endStep() {
    guard let parts = collecting else { return }
    let since = collectingSince
    collecting = nil
    collectingSince = nil
    guard let first = parts.first, let since else { return }
    record(parts.count == 1 ? first : .grouped(parts), nextID: since)
  }

  /// The last change and the next id when it was done, the change now moved to the redo
  /// stack as undone when the next id is `nextID`.
  mutating func takeUndo(nextID: ToDo.ID) -> (edit: ListEdit, since: ToDo.ID)? {
    guard let edit = undoable.popLast(), let since = undoableSince.popLast() else { return nil }
    redoable.append(edit)
    redoableSince.append(nextID)
    note(.undid, edit)
    return (edit, since)
  }

  /// The last undone change and the next id when it was undone, the change now moved back
  /// to the undo stack as done when the next id is `nextID`.
  mutating func takeRedo(nextID: ToDo.ID) -> (edit: ListEdit, since: ToDo.ID)? {
    guard let edit = redoable.popLast(), let since = redoableSince.popLast() else { return nil }
    push(edit, since: nextID)
    note(.redid, edit)
    return (edit, since)
  }

  /// Forgets the older steps that change only the todo `id`: an undo found it no longer as
  /// its step left it (another program changed, deleted or wrote it again), so those steps
  /// would put back texts from before that program's change, even where the todo happens
  /// to read again as one of them left it. Steps of several todos stay. O(steps).
  mutating func forgetUndoSteps(changingOnly id: ToDo.ID) {
    let keep = undoable.indices.filter { !undoable[$0].changesOnly(id) }
    guard keep.count < undoable.count else { return }
    undoable = keep.map { undoable[$0] }
    undoableSince = keep.map { undoableSince[$0] }
  }

  /// Forgets the later undone steps that change only the todo `id`, for the same reason
  /// after a redo that found it changed. O(steps).
  mutating func forgetRedoSteps(changingOnly id: ToDo.ID) {
    let keep = redoable.indices.filter { !redoable[$0].changesOnly(id) }
    guard keep.count < redoable.count else { return }
    redoable = keep.map { redoable[$0] }
    redoableSince = keep.map { redoableSince[$0] }
  }

  /// Forgets the change just undone: it did nothing (another program changed its todos
  /// since), so there is nothing to redo either.
  mutating func forgetLastUndone() {
    redoable.removeLast()
    redoableSince.removeLast()
    markLastEvent(.undoDropped)
  }

  /// Forgets the change just redone: it did nothing, so there is nothing to undo either.
  mutating func forgetLastRedone() {
    undoable.removeLast()
    undoableSince.removeLast()
    markLastEvent(.redoDropped)
  }

  private mutating func push(_ edit: ListEdit, since nextID: ToDo.ID) {
    if undoable.count >= Self.limit {
      let excess = undoable.count - Self.limit + 1
      undoable.removeFirst(excess)
      undoableSince.removeFirst(excess)
    }
    undoable.append(edit)
    undoableSince.append(nextID)
  }

  /// The events numbered after `number`, oldest first: those the journal has not yet
  /// written when it wrote up to `number`. Empty when there are none; when more happened
  /// than the history keeps, the oldest of them are missing. O(events returned).
  public func journalEvents(after number: Int) -> ArraySlice<JournalEvent> {
    guard number < journalCount else { return [] }
    let wanted = journalCount - number
    return journal.suffix(min(wanted, journal.count))
  }

  /// The steps the journal held from earlier runs, bound to the todos of this one: the
  /// undo and redo stacks start as they were, each step done or undone when the next id
  /// was `nextID` (0: every todo counts as arrived after them). Only on a history without
  /// steps. Pure.
  mutating func restore(undoable steps: [ListEdit], redoable undone: [ListEdit], nextID: ToDo.ID) {
    guard undoable.isEmpty, redoable.isEmpty else { return }
    undoable = Array(steps.suffix(Self.limit))
    undoableSince = Array(repeating: nextID, count: undoable.count)
    redoable = Array(undone.suffix(Self.limit))
    redoableSince = Array(repeating: nextID, count: redoable.count)
  }

  /// Takes `edit`, a step the shell made (`todo done 3`) and journaled itself, as the last
  /// step, done when the next id was `nextID`: Ctrl-Z undoes it like the app's own. It
  /// empties the redo stack, as the shell's step did in the journal, and makes no journal
  /// event (the journal holds it already). O(1) amortised.
  mutating func adopt(_ edit: ListEdit, nextID: ToDo.ID) {
    push(edit, since: nextID)
    redoable.removeAll()
    redoableSince.removeAll()
  }

  private mutating func note(_ kind: JournalEvent.Kind, _ edit: ListEdit) {
    journalCount += 1
    journal.append(JournalEvent(kind: kind, edit: edit, number: journalCount))
    if journal.count >= 2 * Self.journalKept { journal.removeFirst(journal.count - Self.journalKept) }
  }

  /// The last event was an undo or redo that did nothing: it is a drop.
  private mutating func markLastEvent(_ kind: JournalEvent.Kind) {
    guard !journal.isEmpty else { return }
    journal[journal.count - 1].kind = kind
  }
}
