/// What identifies one version of a file: its size, modification time and a hash of its
/// content. Pure value.
public struct FileFingerprint: Equatable, Sendable {
  public var size: Int
  public var modified: Duration
  public var contentHash: UInt64
  /// Which file it was, when the file system says (`quickFingerprint`): a file renamed
  /// onto the path is another.
  public var node: FileNode?

  public init(size: Int, modified: Duration, contentHash: UInt64, node: FileNode? = nil) {
    self.size = size
    self.modified = modified
    self.contentHash = contentHash
    self.node = node
  }

  /// xxHash64's rounds (8 bytes at a time in four independent lanes, then the lanes, the
  /// length and the tail mixed): 64 bits, plenty to tell two versions of a file apart, at
  /// memory speed (the byte-at-a-time FNV-1a it replaced took longer than reading a 50 MB
  /// file). Only ever compared within one run, never stored.
  public static func hash(_ bytes: [UInt8]) -> UInt64 {
    let (prime1, prime2, prime3, prime4, prime5): (UInt64, UInt64, UInt64, UInt64, UInt64) = (
      0x9E37_79B1_85EB_CA87, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63,
      0x27D4_EB2F_1656_67C5
    )
    func rotated(_ value: UInt64, _ bits: UInt64) -> UInt64 { (value << bits) | (value >> (64 - bits)) }
    func round(_ lane: UInt64, _ word: UInt64) -> UInt64 { rotated(lane &+ word &* prime2, 31) &* prime1 }
    return bytes.withUnsafeBytes { buffer in
      let count = buffer.count
      var offset = 0
      var hash: UInt64
      if count >= 32 {
        var lanes = (prime1 &+ prime2, prime2, UInt64(0), UInt64(0) &- prime1)
        while offset + 32 <= count {
          lanes.0 = round(lanes.0, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
          lanes.1 = round(lanes.1, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
          lanes.2 = round(lanes.2, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
          lanes.3 = round(lanes.3, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
          offset += 32
        }
        hash = rotated(lanes.0, 1) &+ rotated(lanes.1, 7) &+ rotated(lanes.2, 12) &+ rotated(lanes.3, 18)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
          hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
        }
      } else {
        hash = prime5
      }
      hash &+= UInt64(count)
      while offset + 8 <= count {
        hash ^= round(0, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        hash = rotated(hash, 27) &* prime1 &+ prime4
        offset += 8
      }
      while offset < count {
        hash ^= UInt64(buffer[offset]) &* prime5
        hash = rotated(hash, 11) &* prime1
        offset += 1
      }
      hash = (hash ^ (hash >> 33)) &* prime2
      hash = (hash ^ (hash >> 29)) &* prime3
      return hash ^ (hash >> 32)
    }
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
  /// The file's size and modification time (hash 0: not read) and which file it is, or nil
  /// when it is missing.
  func quickFingerprint(_ path: String) throws(ToDoStoreError) -> FileFingerprint?
  /// The other processes that hold the file at `path` open for writing, as "name (pid N)",
  /// as far as this one can see; empty when none is seen (see `OpenWriters`).
  func writers(of path: String) -> [String]
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
  /// target; a hard link is replaced (its other names keep the old file); a file no new
  /// file can replace may be rewritten in place, through a journal that the next start
  /// finishes if a crash cut the write off. Another program that writes to
  /// the file between that check and the replacement writes to the file replaced: its
  /// bytes are then put in `lateWrite` (nil otherwise), for the caller to merge.
  func writeAtomically(
    _ bytes: [UInt8], to path: String, createDirectory: Bool, unlessChangedFrom expected: FileFingerprint?,
    lateWrite: inout [UInt8]?
  ) throws(ToDoStoreError) -> FileFingerprint?
  /// Appends `lines` to the done file beside the list at `listPath` (`done.txt`), flushed
  /// to the disk, a new one with `lineEnding`, less the `copies` it holds already (see
  /// `DoneFile.append`); returns the done file's path.
  func appendToDoneFile(
    _ lines: [String], leavingOutCopies copies: [String], besideListAt listPath: String, lineEnding: String
  ) throws(ToDoStoreError) -> String
  /// Finishes, at start, a write of `path` that a crash cut off (see `InPlaceJournal`);
  /// what the user should hear of it is then among `takeNotices()`.
  func finishInterruptedWrite(of path: String)
  /// What the file system has to tell the user since it was last asked (a write a crash cut
  /// off finished, a hard link made a file of its own), once each.
  func takeNotices() -> [String]
  /// The faults a test injects, which the app's own files written beside the list's (a list
  /// left unsaved, a conflict copy moved aside) go through too.
  var faults: FileFaults { get }
}

extension FileSystem {
  /// `writeAtomically` for a file only this app writes (its own settings): a late write of
  /// another program's is not looked for.
  func writeAtomically(
    _ bytes: [UInt8], to path: String, createDirectory: Bool, unlessChangedFrom expected: FileFingerprint?
  ) throws(ToDoStoreError) -> FileFingerprint? {
    var lateWrite: [UInt8]?
    return try writeAtomically(
      bytes, to: path, createDirectory: createDirectory, unlessChangedFrom: expected, lateWrite: &lateWrite)
  }
  /// The real done file, without faults.
  public func appendToDoneFile(
    _ lines: [String], leavingOutCopies copies: [String], besideListAt listPath: String, lineEnding: String
  ) throws(ToDoStoreError) -> String {
    let path = try DoneFile.path(besideListAt: listPath)
    try DoneFile.append(lines, leavingOutCopies: copies, to: path, listPath: listPath, lineEnding: lineEnding)
    return path
  }

  /// Nothing to finish: no write of this file system outlives a crash half done.
  public func finishInterruptedWrite(of path: String) {}

  /// Nothing to tell.
  public func takeNotices() -> [String] { [] }

  /// No faults: for file systems that inject none.
  public var faults: FileFaults { .none }

  /// No other process: for file systems that only this process sees.
  public func writers(of path: String) -> [String] { [] }

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
