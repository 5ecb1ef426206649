/// What the app does and says about one mode, described once: the focus, the input line's
/// purpose (and so its prompt, placeholder and button), the help's heading, the manual
/// page's title, whether it is a pending mode that a press elsewhere leaves, and the keys
/// it starts with. `State.focus`, `InputPurpose`, `Help`, the footer (through the keys),
/// `ManPage`, the list's clicks and `cancelPendingMode` all read it. Pure data.
public struct ModeDescription: Sendable {
  public let kind: Mode.Kind
  /// The part of the screen with the keys; nil for the help, which keeps the one under it.
  public let focus: Focus?
  /// What the input line is for.
  let inputPurpose: InputPurpose
  /// The help's heading for the keys of the mode the help lists (nil: not listed).
  public let helpHeading: String?
  /// The manual page's heading for the mode's keys.
  public let title: String
  /// Whether the mode waits for an answer that a press elsewhere (or Esc) gives up: an
  /// edit, a priority being chosen, a search, a name being typed, a picker.
  public let isPending: Bool
  /// The keys the app starts with in the mode.
  public let keys: ModeKeys
}

extension Mode.Kind {
  /// The mode's row of the table. O(1).
  public var described: ModeDescription { ModeTable.rows[tableIndex] }
  /// The row's focus, read on every key without copying the row. O(1).
  var focus: Focus? { ModeTable.rows[tableIndex].focus }
  /// Whether the row says the mode is pending. O(1).
  var isPending: Bool { ModeTable.rows[tableIndex].isPending }
}

/// Every mode's row, at the mode's `tableIndex`. To add a mode: a case of `Mode` and
/// `Mode.Kind`, a row here, and its feature folder (its actions, reducer and keys).
enum ModeTable {
  /// The list's mode: the list's own keys and, in the order the footer and the help list
  /// them, the keys each feature adds to it. The root's, where the features meet.
  static let browsingKeys = ModeKeys(
    ListKeys.selecting + CompletionKeys.browsing + MarksKeys.browsing + EditingKeys.browsing
      + ExternalEditKeys.browsing + NotesKeys.browsing + PriorityKeys.browsing + PostponeKeys.browsing
      + RemindersKeys.browsing
      + ListKeys.changing + DependencyKeys.browsing + LinksKeys.browsing + ArchiveKeys.browsing
      + SyncKeys.browsing + SearchKeys.browsing + ShownListKeys.browsing + PickerKeys.browsing
      + SavedViewsKeys.browsing + SinceLastLookedKeys.browsing + ToDoHistoryKeys.browsing
      + ListsKeys.browsing + ListKeys.moving + HelpKeys.browsing + ListKeys.quitting
      + EverywhereKeys.bindings(showingHelpAndQuit: false),
    unbound: .saysNoCommand, takesPastes: true)

  static let rows: [ModeDescription] = {
    let rows = [
      ModeDescription(
        kind: .adding, focus: .input, inputPurpose: .todo, helpHeading: "In the input line",
        title: "In the input line (adding)", isPending: false, keys: InputLineKeys.adding),
      ModeDescription(
        kind: .browsing, focus: .list, inputPurpose: .todo, helpHeading: "In the list",
        title: "In the list (browsing)", isPending: false, keys: browsingKeys),
      ModeDescription(
        kind: .help, focus: nil, inputPurpose: .todo, helpHeading: nil,
        title: "In the help (help)", isPending: false, keys: HelpKeys.help),
      ModeDescription(
        kind: .editing, focus: .input, inputPurpose: .editedToDo, helpHeading: "Editing a todo",
        title: "While editing a todo (editing)", isPending: true, keys: EditingKeys.editing),
      ModeDescription(
        kind: .choosingPriority, focus: .list, inputPurpose: .todo, helpHeading: "After p",
        title: "After p, choosing a priority (choosingPriority)", isPending: true,
        keys: PriorityKeys.choosing),
      ModeDescription(
        kind: .searching, focus: .input, inputPurpose: .search, helpHeading: nil,
        title: "While searching the list (searching)", isPending: true, keys: SearchKeys.searching),
      ModeDescription(
        kind: .mergingConflictCopy, focus: .input, inputPurpose: .todo, helpHeading: nil,
        title: "Asked about a sync conflict copy (mergingConflictCopy)", isPending: false,
        keys: ConflictCopyKeys.asked),
      ModeDescription(
        kind: .pickingTag, focus: .list, inputPurpose: .todo, helpHeading: nil,
        title: "Picking a project or context, after t (pickingTag)", isPending: true,
        keys: PickerKeys.pickingTag),
      ModeDescription(
        kind: .pickingView, focus: .list, inputPurpose: .todo, helpHeading: nil,
        title: "Among the saved views, after v (pickingView)", isPending: true,
        keys: SavedViewsKeys.picking),
      ModeDescription(
        kind: .namingView, focus: .input, inputPurpose: .viewName, helpHeading: nil,
        title: "Naming a view to save, after V (namingView)", isPending: true,
        keys: SavedViewsKeys.naming),
      ModeDescription(
        kind: .keepingDemo, focus: .input, inputPurpose: .todo, helpHeading: nil,
        title: "Asked whether to keep the demo's todos, on quitting (keepingDemo)", isPending: false,
        keys: QuittingKeys.keepingDemo),
      ModeDescription(
        kind: .pickingChange, focus: .list, inputPurpose: .todo, helpHeading: nil,
        title: "Among the changes by other programs, after W (pickingChange)", isPending: true,
        keys: SinceLastLookedKeys.picking),
      ModeDescription(
        kind: .pickingList, focus: .list, inputPurpose: .todo, helpHeading: nil,
        title: "Among the lists, after L or M (pickingList)", isPending: true,
        keys: ListsKeys.picking),
      ModeDescription(
        kind: .linking, focus: .list, inputPurpose: .todo, helpHeading: nil,
        title: "After w, choosing the todo it waits for (linking)", isPending: true,
        keys: DependencyKeys.linking),
      ModeDescription(
        kind: .pickingHistory, focus: .list, inputPurpose: .todo, helpHeading: nil,
        title: "Among a todo's history, after J (pickingHistory)", isPending: true,
        keys: ToDoHistoryKeys.picking),
    ]
    // A row out of place would give one mode another's keys: caught at the first key.
    precondition(rows.indices.allSatisfy { rows[$0].kind.tableIndex == $0 })
    return rows
  }()
}
