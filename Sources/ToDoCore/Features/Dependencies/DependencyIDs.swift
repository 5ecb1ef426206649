/// The todos under one name in the index: one todo (by far the most common: a name is
/// carried by one todo, waited for by a few) kept inline, the others in an array made only
/// when a second comes. Pure value; saves an array a name when the index is made.
struct DependencyIDs: Equatable, Sendable, Sequence {
  private var first: ToDo.ID?
  private var rest: [ToDo.ID] = []

  init(_ id: ToDo.ID) { first = id }

  private init() { first = nil }

  /// No todo: what a name no todo is under reads as.
  static let empty = DependencyIDs()

  mutating func append(_ id: ToDo.ID) {
    if first == nil { first = id } else { rest.append(id) }
  }

  /// These without `id`, or nil when none is left.
  func removing(_ id: ToDo.ID) -> DependencyIDs? {
    var ids = Array(self)
    ids.removeAll { $0 == id }
    guard let head = ids.first else { return nil }
    var kept = DependencyIDs(head)
    kept.rest = Array(ids.dropFirst())
    return kept
  }

  func makeIterator() -> Iterator { Iterator(ids: self) }

  struct Iterator: IteratorProtocol {
    let ids: DependencyIDs
    var position = -1

    mutating func next() -> ToDo.ID? {
      defer { position += 1 }
      if position < 0 { return ids.first }
      return position < ids.rest.count ? ids.rest[position] : nil
    }
  }
}

extension Dictionary where Value == DependencyIDs {
  /// Adds `id` under `name`: one lookup, in place. O(1) amortised.
  mutating func add(_ id: ToDo.ID, under name: Key) {
    self[name, default: .empty].append(id)
  }

  /// Takes `id` out from under `name`, and the name when no todo is left under it.
  mutating func drop(_ id: ToDo.ID, under name: Key) {
    guard let ids = self[name] else { return }
    self[name] = ids.removing(id)
  }
}
