/// A value kept behind one shared reference and copied only when changed while shared: a
/// copy of the holder copies a pointer. Equal when the values are. Value semantics; the
/// reference is never changed while shared, so it is safe to send across threads.
struct CopiedOnWrite<Value: Equatable & Sendable>: Equatable, @unchecked Sendable {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) { box = Box(value) }

  var value: Value {
    get { box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }
}
