import Synchronization

/// The last version of each list that a store of this process wrote, and which store wrote
/// it. Another store of the app (the vdir sync's, a move's, an archive's) writes from the
/// file as it read it then: the version it leaves is a change of the list, never a stale
/// copy of an earlier one, whatever earlier version it is closest to (an edit of a line the
/// last save added is two lines from that save and one from the version before). A version
/// the reading store wrote itself is not vouched for: an editor may save a stale buffer
/// that happens to equal it. Thread-safe.
enum WritesOfThisProcess {
  private static let last = Mutex<[String: (contentHash: UInt64, writer: ObjectIdentifier)]>([:])

  /// `writer` wrote the version with `contentHash` to the list at `path`.
  static func note(_ contentHash: UInt64, of path: String, by writer: ObjectIdentifier) {
    last.withLock { $0[path] = (contentHash, writer) }
  }

  /// Whether the version with `contentHash` of the list at `path` is the one another store
  /// of this process than `reader` wrote last.
  static func wroteLast(_ contentHash: UInt64, of path: String, otherThan reader: ObjectIdentifier) -> Bool {
    last.withLock { known in
      guard let write = known[path] else { return false }
      return write.contentHash == contentHash && write.writer != reader
    }
  }
}
