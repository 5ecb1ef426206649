import Glibc
import Synchronization

/// The files the watch saw renamed onto a list (an editor's, a sync tool's or `sed -i`'s
/// write to another name, then a rename over the list; the app's own saves too), so that
/// a reload reads such a file at once instead of waiting for it to stay unchanged: a file
/// renamed into place is complete, its writer finished it under another name. A rename
/// that follows another onto the same list within the quiet time (a burst: `sed -i` in a
/// loop, or a copy renamed just after the app's own save, read before it) is not taken
/// at once: the burst is waited out as an in-place writer is (decision 0346).
/// Thread-safe: the watch notes on the main actor, the store asks on its queue.
public enum RenamesOntoLists {
  /// One file renamed onto a list, as `stat` saw it right after the watch's event.
  struct Rename: Equatable {
    var node: FileNode
    /// The status change time of the rename onto the same list before it, if the watch
    /// saw one.
    var previous: Duration?
    /// Whether other renames onto the list came in the same batch of events (the watch
    /// saw only the last file).
    var inABurst: Bool
  }

  /// The newest renames, newest last, at most `kept`.
  private static let seen = Mutex<[Rename]>([])
  /// The status change time of the last rename onto each list, by path.
  private static let lastByPath = Mutex<[String: Duration]>([:])
  /// How many renames are remembered: a reload asks within tens of milliseconds.
  static let kept = 16

  /// The watch saw `count` renames onto the list at `path` in one batch of events: the
  /// file now there is noted (nothing when there is none, or it is not the list's file
  /// any more).
  static func note(renamesOnto path: String, count: Int) {
    var status = stat()
    guard count > 0, stat(path, &status) == 0 else { return }
    let node = FileNode(status)
    let previous = lastByPath.withLock { last in
      defer { last[path] = node.changed }
      return last[path]
    }
    seen.withLock { renames in
      renames.removeAll { $0.node.device == node.device && $0.node.inode == node.inode }
      renames.append(Rename(node: node, previous: previous, inABurst: count > 1))
      if renames.count > kept { renames.removeFirst(renames.count - kept) }
    }
  }

  /// Whether the file `node` names was renamed onto a list on its own: the watch saw it
  /// arrive, alone in its batch, and not within `quiet` of the rename before it (its
  /// status unchanged since: nothing wrote to it after the rename).
  static func arrivedAlone(_ node: FileNode, quiet: Duration) -> Bool {
    seen.withLock { renames in
      guard let rename = renames.last(where: { $0.node == node }), !rename.inABurst else { return false }
      guard let previous = rename.previous else { return true }
      return rename.node.changed - previous >= quiet
    }
  }

  /// Forgets every rename (tests).
  static func forget() {
    seen.withLock { $0 = [] }
    lastByPath.withLock { $0 = [:] }
  }
}

/// Which file a path named when it was looked at: device and inode (a file renamed over
/// the path is another), and when its status last changed (a rename onto the path, a
/// write). Pure value.
public struct FileNode: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64
  public var changed: Duration

  public init(device: UInt64, inode: UInt64, changed: Duration) {
    self.device = device
    self.inode = inode
    self.changed = changed
  }

  init(_ status: stat) {
    self.init(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino),
      changed: .seconds(status.st_ctim.tv_sec) + .nanoseconds(status.st_ctim.tv_nsec))
  }

  /// Whether both name the same file (whatever happened to it since).
  func isSameFile(as other: FileNode?) -> Bool {
    guard let other else { return false }
    return device == other.device && inode == other.inode
  }
}
