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

/// The keys each feature adds to the list's mode, each declared in the feature's folder
/// (`extension BrowsingKeys { static let <feature> = … }`); `ModeTable.browsingKeys`
/// orders them.
enum BrowsingKeys {}

/// Every mode's row, at the mode's `tableIndex`. To add a mode: a case of `Mode` and
/// `Mode.Kind`, its row (`extension ModeDescription { static let <mode> = … }` in its
/// feature's folder) named here in its place, and its feature folder (its actions, reducer
/// and keys).
enum ModeTable {
  /// The list's mode: the list's own keys and, in the order the footer and the help list
  /// them, the keys each feature adds to it. The root's, where the features meet.
  static let browsingKeys = ModeKeys(
    BrowsingKeys.listSelecting + BrowsingKeys.completion + BrowsingKeys.marks + BrowsingKeys.editing
      + BrowsingKeys.externalEdit + BrowsingKeys.notes + BrowsingKeys.priority + BrowsingKeys.postpone
      + BrowsingKeys.reminders + BrowsingKeys.listChanging + BrowsingKeys.dependency + BrowsingKeys.links
      + BrowsingKeys.archive + BrowsingKeys.sync + BrowsingKeys.search + BrowsingKeys.shownList
      + BrowsingKeys.picker + BrowsingKeys.savedViews + BrowsingKeys.sinceLastLooked
      + BrowsingKeys.toDoHistory + BrowsingKeys.lists + BrowsingKeys.listMoving + BrowsingKeys.help
      + BrowsingKeys.listQuitting
      + EverywhereKeys.bindings(showingHelpAndQuit: false),
    unbound: .saysNoCommand, takesPastes: true)

  /// The list's row: the root's, where the features' keys meet.
  static let browsing = ModeDescription(
    kind: .browsing, focus: .list, inputPurpose: .todo, helpHeading: "In the list",
    title: "In the list (browsing)", isPending: false, keys: browsingKeys)

  static let rows: [ModeDescription] = {
    let rows: [ModeDescription] = [
      .adding,
      browsing,
      .help,
      .editing,
      .choosingPriority,
      .searching,
      .mergingConflictCopy,
      .pickingTag,
      .pickingView,
      .namingView,
      .keepingDemo,
      .pickingChange,
      .pickingList,
      .linking,
      .pickingHistory,
    ]
    // A row out of place would give one mode another's keys: caught at the first key.
    precondition(rows.indices.allSatisfy { rows[$0].kind.tableIndex == $0 })
    return rows
  }()
}
