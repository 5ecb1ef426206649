import Glibc
import Synchronization

/// The record of a move of todos between two lists, kept in the state folder's `moves/`
/// (private to the user, never through a link) before the first byte of either list
/// changes, so that the next start can finish a move a crash cut off or take it back
/// (`MoveRecovery`). It names the source, the target and each line moved with how many
/// equal lines each list held before; `written` is appended, flushed, once the target has
/// them. The file stays locked (`flock`) while the move runs, so that another session
/// leaves a live move alone. Blocks on its writes and flushes; thread-safe (one owner).
public final class MoveIntent: Sendable {
  public let path: String
  private let descriptor: Int32
  private let faults: FileFaults

  private init(path: String, descriptor: Int32, faults: FileFaults) {
    self.path = path
    self.descriptor = descriptor
    self.faults = faults
  }

  deinit { close(descriptor) }

  /// The folder of the intents: `moves/` in the state folder. Pure.
  public static func folder(in stateFolder: String) -> String { "\(stateFolder)/moves" }

  /// Records, flushed with its folder, the move of `lines` from `source` to `target`;
  /// `counts` says how many lines equal to each the two lists held before. Blocks.
  public static func begin(
    source: String, target: String, lines: [String], counts: [(source: Int, target: Int)],
    stateFolder: String, faults: FileFaults = .none
  ) throws(ToDoStoreError) -> MoveIntent {
    guard !(source + target).contains("\n") else {
      throw ToDoStoreError("a list's path holds a line break, so the move cannot be recorded")
    }
    let folder = folder(in: stateFolder)
    try makePrivateFolder(folder)
    let path = "\(folder)/move-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).intent"
    let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw FileErrors.failure("cannot record the move in", path: folder) }
    flock(descriptor, LOCK_EX)
    let intent = MoveIntent(path: path, descriptor: descriptor, faults: faults)
    var record = "todo: a move between lists is under way\nsource: \(source)\ntarget: \(target)\n"
    for (line, count) in zip(lines, counts) { record += "line: \(count.source) \(count.target) \(line)\n" }
    do throws(ToDoStoreError) {
      try intent.append(record)
      _ = faults.syncFolder(folder, for: folder)
    } catch {
      intent.remove()
      throw error
    }
    return intent
  }

  /// Says, flushed, that the target holds the lines: from now on the move is finished,
  /// never taken back. Blocks.
  public func targetWritten() throws(ToDoStoreError) { try append("written\n") }

  /// Removes the record, and with it the lock: the move is over. Blocks.
  public func remove() {
    unlink(path)
    _ = faults.syncFolder(Paths.directory(of: path), for: path)
  }

  private func append(_ text: String) throws(ToDoStoreError) {
    let bytes = Array(text.utf8)
    if let code = faults.before(.writeJournal, path) {
      throw FileErrors.failure("cannot record the move in", path: path, code: code)
    }
    let end = Int(lseek(descriptor, 0, SEEK_END))
    try Descriptors.writeAll(bytes, to: descriptor, at: end, path: path)
    let code = faults.sync(descriptor, of: path)
    guard code == 0 else { throw FileErrors.failure("cannot write to disk", path: path, code: code) }
  }

  /// What the folder of the intents is called in what the user is told.
  static let folderWhat = "the folder of the moves' records"
  /// What an intent is called in what the user is told.
  static let what = "the record of a move between lists"

  /// Makes `folder` (and its parents) mode 700, and checks that it is a folder of the
  /// user's own by `OwnFile`'s rule (no link, the user's, written by no one else), else
  /// throws the refusal, named. Blocks.
  static func makePrivateFolder(_ folder: String) throws(ToDoStoreError) {
    Paths.makeFolders(folder, mode: 0o700)
    if let refusal = OwnFile.distrustOwnFolder(folder, what: folderWhat) {
      throw ToDoStoreError("\(refusal); the move cannot be recorded, so it is not made")
    }
    var status = stat()
    guard lstat(folder, &status) == 0 else {
      throw FileErrors.failure("cannot record the move in", path: folder)
    }
  }
}

/// The intent of the move whose source is not saved yet, held between the worker that
/// records it and the main actor that ends it. Thread-safe.
final class PendingMove: Sendable {
  private let intent = Mutex<MoveIntent?>(nil)

  func hold(_ new: MoveIntent) { intent.withLock { $0 = new } }
  func take() -> MoveIntent? { intent.withLock { $0.take() } }
}
