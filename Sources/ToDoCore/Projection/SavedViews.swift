/// A view of the list the user saved under a name: the search, the sort and whether done
/// and hidden todos show. Pure value.
public struct SavedView: Hashable, Sendable, Codable {
  public var name: String
  public var settings: ListSettings

  public init(name: String, settings: ListSettings) {
    self.name = name
    self.settings = settings
  }

  /// What the view shows, in a few words: `+work · by priority · done hidden`. Pure.
  public var summary: String {
    var parts: [String] = []
    if !settings.query.isEmpty { parts.append(settings.query) }
    if let sort = settings.sort.label { parts.append(sort) }
    if settings.hidesDone { parts.append("done hidden") }
    if settings.showsHidden { parts.append("t:/h:1 shown") }
    return parts.isEmpty ? "every todo, in file order" : parts.joined(separator: " · ")
  }
}

/// The saved views, in the nine places `1`–`9` recall them, and whether the file they are
/// kept in may be written (not when part of it could not be read: writing it would lose
/// that part). Pure value; `Codable` as plain arrays, for recordings.
public struct SavedViews: Hashable, Sendable, Codable {
  /// The places, as the keys recalling them name them.
  public static let slots = 1...9
  /// The longest name a view may have, in characters.
  public static let longestName = 40

  /// A view in its place.
  public struct Entry: Hashable, Sendable, Codable {
    public var slot: Int
    public var view: SavedView

    public init(slot: Int, view: SavedView) {
      self.slot = slot
      self.view = view
    }
  }

  /// The views with their places, in the order of their places, one per place.
  public private(set) var ordered: [Entry]
  /// Why the views file must not be written, when part of it could not be read (the
  /// problem and its line, for the status line); nil when it may be.
  public var unwritableBecause: String?

  /// The views of `entries` (the last one for a place taken twice; places outside 1–9
  /// left out).
  public init(_ entries: [Entry] = [], unwritableBecause: String? = nil) {
    ordered = []
    self.unwritableBecause = unwritableBecause
    for entry in entries { put(entry.view, in: entry.slot) }
  }

  public var isEmpty: Bool { ordered.isEmpty }
  public var count: Int { ordered.count }

  public subscript(slot: Int) -> SavedView? { ordered.first { $0.slot == slot }?.view }

  /// The place a view named `name` is in (names compare without regard to case).
  public func slot(named name: String) -> Int? {
    ordered.first { $0.view.name.lowercased() == name.lowercased() }?.slot
  }

  /// The first place without a view.
  public var firstFreeSlot: Int? { Self.slots.first { self[$0] == nil } }

  /// The name of a view showing exactly `settings`, the lowest place first. Pure.
  public func name(showing settings: ListSettings) -> String? {
    guard !ordered.isEmpty else { return nil }
    return ordered.first { $0.view.settings == settings }?.view.name
  }

  /// Puts `view` in `slot`, replacing what was there.
  public mutating func put(_ view: SavedView, in slot: Int) {
    guard Self.slots.contains(slot) else { return }
    if let index = ordered.firstIndex(where: { $0.slot == slot }) {
      ordered[index].view = view
    } else {
      let index = ordered.firstIndex { $0.slot > slot } ?? ordered.count
      ordered.insert(Entry(slot: slot, view: view), at: index)
    }
  }

  /// Removes the view in `slot`; returns it.
  @discardableResult
  public mutating func remove(_ slot: Int) -> SavedView? {
    guard let index = ordered.firstIndex(where: { $0.slot == slot }) else { return nil }
    return ordered.remove(at: index).view
  }
}
