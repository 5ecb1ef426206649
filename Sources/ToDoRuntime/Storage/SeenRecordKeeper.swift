import Dispatch
import Glibc
import Synchronization

/// Keeps a list's `SeenRecord` off the file store's queue (decision 0275): only the newest
/// bytes handed to it are written, a quiet moment after them, on a queue of its own at
/// background priority, so that a save never waits behind the copy of the save before it
/// and a copy superseded meanwhile is never written. What is still pending when the
/// process exits is written then (`exit`, `atexit`), or at once with `flush`.
/// Thread-safe.
public final class SeenRecordKeeper: Sendable {
  /// The record kept.
  public let record: SeenRecord
  /// How long after the newest bytes the record is written, in seconds.
  private let quiet: Double
  private let queue = DispatchQueue(label: "todo.seen-record", qos: .background)
  /// The bytes not yet written, and how many were handed over so far (the newest wins).
  private let pending = Mutex<(bytes: [UInt8]?, count: Int)>((nil, 0))
  /// Held while the record is written: a flush waits for a write under way.
  private let writing = Mutex(())

  /// Keeps `record`, written `quiet` seconds after the newest bytes.
  public init(record: SeenRecord, quiet: Double = 1) {
    self.record = record
    self.quiet = quiet
    Self.register(self)
  }

  /// The record is to hold `bytes` (what the store last loaded, wrote or took): written a
  /// quiet moment from now unless newer bytes come first. Returns at once; any thread.
  public func keep(_ bytes: [UInt8]) {
    let count = pending.withLock { pending in
      pending.bytes = bytes
      pending.count += 1
      return pending.count
    }
    queue.asyncAfter(deadline: .now() + quiet) { [weak self] in self?.write(ifNewest: count) }
  }

  /// Marks the record as seen now, its bytes unchanged, unless newer bytes are pending
  /// (they are written soon). Blocks on the file's metadata only.
  public func touch() {
    guard pending.withLock({ $0.bytes == nil }) else { return }
    record.touch()
  }

  /// Writes the pending bytes now, on the caller's thread, after any write under way.
  /// Blocks on the file.
  public func flush() {
    writing.withLock { _ in
      guard let bytes = pending.withLock({ $0.bytes.take() }) else { return }
      record.write(bytes)
    }
  }

  /// Writes the pending bytes when no newer ones came since the `count`-th. On `queue`.
  private func write(ifNewest count: Int) {
    writing.withLock { _ in
      let bytes = pending.withLock { pending in pending.count == count ? pending.bytes.take() : nil }
      guard let bytes else { return }
      record.write(bytes)
    }
  }

  /// A keeper, not kept alive by the list of keepers flushed at exit.
  private struct Weak: Sendable {
    weak var keeper: SeenRecordKeeper?
  }

  /// The keepers alive, flushed when the process exits.
  private static let keepers = Mutex<[Weak]>([])

  /// Adds `keeper` to those flushed at exit (the first one registers the flush).
  private static func register(_ keeper: SeenRecordKeeper) {
    keepers.withLock { keepers in
      keepers.removeAll { $0.keeper == nil }
      keepers.append(Weak(keeper: keeper))
    }
    flushesAtExit.withLock { registered in
      guard !registered else { return }
      registered = true
      atexit { SeenRecordKeeper.flushAll() }
    }
  }

  /// Whether `flushAll` is registered with `atexit`.
  private static let flushesAtExit = Mutex(false)

  /// Writes what every keeper alive has pending. At exit, on the exiting thread.
  static func flushAll() {
    let alive = keepers.withLock { $0.compactMap(\.keeper) }
    for keeper in alive { keeper.flush() }
  }
}
