/// What identifies one version of a file: its size, modification time and a hash of its
/// content. Pure value.
public struct FileFingerprint: Equatable, Sendable {
  public var size: Int
  public var modified: Duration
  public var contentHash: UInt64

  public init(size: Int, modified: Duration, contentHash: UInt64) {
    self.size = size
    self.modified = modified
    self.contentHash = contentHash
  }

  /// FNV-1a, 64 bits: fast, and plenty to tell two versions of a file apart.
  public static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

extension FileFingerprint {
  /// Whether two fingerprints name the same version by size and modification time.
  public func sameVersion(as other: FileFingerprint?) -> Bool {
    guard let other else { return false }
    return size == other.size && modified == other.modified
  }
}

/// A file's bytes and the fingerprint they were read with.
public struct FileContents: Equatable, Sendable {
  public var bytes: [UInt8]
  public var fingerprint: FileFingerprint

  public init(bytes: [UInt8], fingerprint: FileFingerprint) {
    self.bytes = bytes
    self.fingerprint = fingerprint
  }
}

/// The few file operations the todo.txt store needs, so that tests can inject faults (a
/// full disk, a read-only file) without a real device. Implementations are thread-safe.
public protocol FileSystem: Sendable {
  /// The file's contents, or nil when there is no file at `path`.
  func read(_ path: String) throws(ToDoStoreError) -> FileContents?
  /// The file's size and modification time (hash 0: not read), or nil when it is missing.
  func quickFingerprint(_ path: String) throws(ToDoStoreError) -> FileFingerprint?
  /// Runs `body` (a read, a merge and a write of `path`) while no other instance of the
  /// app writes the same file: a second writer waits, then reads what the first wrote.
  func withWriteLock<Result>(
    for path: String, _ body: () throws(ToDoStoreError) -> Result
  ) throws(ToDoStoreError) -> Result
  /// Replaces the file with `bytes` so that a crash at any moment leaves either the old or
  /// the new complete file; creates its directory when `createDirectory`. Just before the
  /// replacement it checks that the file still has the size and modification time of
  /// `expected` (nil: that it is still missing); if not, it writes nothing and returns nil.
  /// Otherwise it returns the new fingerprint. A symbolic link is written through to its
  /// target; a file no new file can replace (a hard link, say) may be rewritten in place,
  /// keeping a backup until the new bytes are on the disk.
  func writeAtomically(
    _ bytes: [UInt8], to path: String, createDirectory: Bool, unlessChangedFrom expected: FileFingerprint?
  ) throws(ToDoStoreError) -> FileFingerprint?
}

extension FileSystem {
  /// No lock: for file systems that only this process sees.
  public func withWriteLock<Result>(
    for path: String, _ body: () throws(ToDoStoreError) -> Result
  ) throws(ToDoStoreError) -> Result {
    try body()
  }
}

extension Result where Failure == ToDoStoreError {
  /// The result of `body`, run holding `fileSystem`'s write lock for `path`.
  init(
    locking path: String, in fileSystem: any FileSystem,
    _ body: () throws(ToDoStoreError) -> Success
  ) {
    self = Result { () throws(ToDoStoreError) -> Success in try fileSystem.withWriteLock(for: path, body) }
  }
}
