/// A list to choose from, in a box over the list: the projects and contexts with their
/// counts (`t`), the saved views (`v`), or what other programs changed while the app was
/// closed (`W`), a todo's history (`J`). It holds which entry is selected and the first
/// one shown; the entries of the views picker are the state's saved views. Pure value.
public struct Picker: Hashable, Sendable {
  public enum Content: Hashable, Sendable {
    /// The projects and contexts, counted; nil while they are counted off the main thread
    /// by the count numbered `counting`.
    case tags([TagCount]?, counting: Int)
    /// The saved views.
    case views
    /// The changes other programs made while the app was closed (`State.outsideChanges`).
    case changes
    /// The lists to show (`L`) or to move todos to (`moving`, `M`); nil while the runtime
    /// looks for them.
    case lists([ListEntry]?, moving: Bool)
    /// The history of the todo whose line is `of` (`J`), newest first; nil while the
    /// runtime reads the journal.
    case history([ToDoHistoryEvent]?, of: String)
  }

  public var content: Content
  public var selected: Int
  /// The first entry shown, when there are more than the box holds.
  public var scroll: Int

  public init(_ content: Content, selected: Int = 0, scroll: Int = 0) {
    self.content = content
    self.selected = selected
    self.scroll = scroll
  }

  /// The mode kind the keymap knows this picker by.
  var kind: Mode.Kind {
    switch content {
    case .tags: .pickingTag
    case .views: .pickingView
    case .changes: .pickingChange
    case .lists: .pickingList
    case .history: .pickingHistory
    }
  }
}

/// Where a picker's box goes for a terminal size and a number of entries: centred over
/// the list, as wide as its entries need (within the screen), as tall as they are (within
/// the screen, the rest scrolled). Pure; shared by `render`, which draws it, and the
/// reducer, which scrolls it.
public struct PickerLayout: Equatable, Sendable {
  public let top: Int
  public let left: Int
  public let width: Int
  public let height: Int
  /// Rows inside the box's border, for entries (the footer says which keys do what).
  public let bodyRows: Int

  public init(_ size: Size, entryCount: Int, widest: Int = Self.widest) {
    width = max(min(size.columns - 2, widest), 10)
    let entries = max(entryCount, 1)
    height = max(min(size.rows - 2, entries + 2), 3)
    bodyRows = height - 2
    left = max((size.columns - width) / 2, 0)
    top = max((size.rows - height) / 2, 0)
  }

  /// The widest the box gets.
  public static let widest = 64

  /// The first entry shown so that `selected` shows, scrolled from `scroll` as little as
  /// can be. Pure.
  public func scroll(_ scroll: Int, keeping selected: Int, of count: Int) -> Int {
    var first = min(max(scroll, 0), max(count - bodyRows, 0))
    if selected < first { first = selected }
    if selected >= first + bodyRows { first = selected - bodyRows + 1 }
    return max(first, 0)
  }
}
