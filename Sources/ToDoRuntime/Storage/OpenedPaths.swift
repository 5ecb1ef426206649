import Glibc
import Synchronization

/// The files the user opened, each resolved once: a symbolic link the user opened a file
/// through is theirs, and its target is where the file is read and written from then on
/// (another link put later in the link's place changes nothing). A link that appears later
/// at that target is not followed: reads and writes stop with a message saying so. Holds
/// what the file system has to tell the user, too. Thread-safe.
final class OpenedPaths: Sendable {
  private let targets = Mutex<[String: String]>([:])
  private let notices = Mutex<[String]>([])

  /// The file `path` names: resolved by `SymbolicLinks.target(of:)` the first time, then
  /// the same target, checked to be no link.
  func target(of path: String) throws(ToDoStoreError) -> String {
    if let known = targets.withLock({ $0[path] }) {
      var status = stat()
      if lstat(known, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
        throw Self.linkAppeared(known, openedAs: path)
      }
      return known
    }
    let target = try SymbolicLinks.target(of: path)
    targets.withLock { $0[path] = target }
    return target
  }

  /// Keeps `notice` for the user.
  func post(_ notice: String) {
    notices.withLock { $0.append(notice) }
  }

  /// The notices kept since the last call.
  func take() -> [String] {
    notices.withLock { notices in
      defer { notices = [] }
      return notices
    }
  }

  /// Why a file that became a symbolic link after it was opened is neither read nor written.
  static func linkAppeared(_ target: String, openedAs path: String) -> ToDoStoreError {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(target, &buffer, buffer.count - 1)
    let link =
      count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    var status = stat()
    let owner = lstat(target, &status) == 0 ? " (owned by \(SymbolicLinks.userName(status.st_uid)))" : ""
    return ToDoStoreError(
      "‘\(Paths.name(of: target))’ became a symbolic link after todo opened it: '\(target)' -> '\(link)'"
        + "\(owner) is not followed, since anyone who can write its folder may have put it there; "
        + "your todos stay here, unsaved: remove the link to save them (if the link is yours, "
        + "start todo again to open '\(path)' through it)")
  }
}
