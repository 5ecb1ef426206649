/// The dependency names of one index, each given a small number once (interned): the
/// index's tables are arrays read at that number, and its walks compare numbers, never
/// strings. A name is looked up by its bytes, with no string made: one hash of the bytes and
/// a probe of an open-addressed table. Names stay numbered for the index's life (a name no
/// todo uses any more keeps its number, and is found again if it comes back). Pure value.
struct DependencyNames: Sendable {
  /// A name's number: its place in the tables read by name.
  typealias Number = Int32

  /// Every name's bytes, one after the other; name `n` is `bytes[starts[n]..<starts[n + 1]]`.
  private var bytes: [UInt8] = []
  private var starts: [Int32] = [0]
  /// Open addressing, a power of two long: a name's number + 1 at its hash's place or the
  /// first free one after it, 0 where free.
  private var slots: [Int32] = []

  init() {}

  /// How many names are numbered.
  var count: Int { starts.count - 1 }

  /// Room for `names` names of `bytes` bytes in all without growing.
  mutating func reserveCapacity(names: Int, bytes count: Int) {
    bytes.reserveCapacity(count)
    starts.reserveCapacity(names + 1)
    if slots.count < names * 2 { rehash(capacity: Self.capacity(for: names)) }
  }

  /// The number of the name `name`, given one when it has none yet. O(its bytes).
  mutating func number(of name: UnsafeBufferPointer<UInt8>) -> Number {
    if slots.count < (count + 1) * 2 { rehash(capacity: Self.capacity(for: count + 1)) }
    let mask = slots.count - 1
    var place = Self.hash(name) & mask
    while true {
      let found = slots[place]
      if found == 0 { break }
      if matches(Int(found - 1), name) { return found - 1 }
      place = (place + 1) & mask
    }
    let number = Number(count)
    bytes.append(contentsOf: name)
    starts.append(Int32(bytes.count))
    slots[place] = number + 1
    return number
  }

  /// The number of `name`, or nil when no todo ever named it in this index. O(its bytes).
  func existingNumber(of name: String) -> Number? {
    guard !slots.isEmpty else { return nil }
    var name = name
    return name.withUTF8 { name in
      let mask = slots.count - 1
      var place = Self.hash(name) & mask
      while true {
        let found = slots[place]
        if found == 0 { return nil }
        if matches(Int(found - 1), name) { return found - 1 }
        place = (place + 1) & mask
      }
    }
  }

  /// The name numbered `number`, as a string (made when asked for).
  func name(_ number: Number) -> String {
    let range = Int(starts[Int(number)])..<Int(starts[Int(number) + 1])
    return String(decoding: bytes[range], as: UTF8.self)
  }

  private func matches(_ number: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(starts[number])
    guard Int(starts[number + 1]) - start == name.count else { return false }
    for offset in 0..<name.count where bytes[start + offset] != name[offset] { return false }
    return true
  }

  private mutating func rehash(capacity: Int) {
    slots = [Int32](repeating: 0, count: capacity)
    let mask = capacity - 1
    let names = bytes
    names.withUnsafeBufferPointer { all in
      for number in 0..<count {
        let name = UnsafeBufferPointer(rebasing: all[Int(starts[number])..<Int(starts[number + 1])])
        var place = Self.hash(name) & mask
        while slots[place] != 0 { place = (place + 1) & mask }
        slots[place] = Int32(number + 1)
      }
    }
  }

  /// A power of two at least twice `names` (at least 16): the table is never more than half full.
  private static func capacity(for names: Int) -> Int {
    var capacity = 16
    while capacity < names * 2 { capacity <<= 1 }
    return capacity
  }

  /// FNV-1a over the bytes, its high bits folded in (the mask keeps the low ones).
  private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: hash ^ (hash >> 29))
  }
}
