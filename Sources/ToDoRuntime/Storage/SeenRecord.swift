import Glibc
import ToDoCore

/// What the app last saw of a list: a copy of the list's bytes as the app last loaded,
/// saved or reloaded them, in `<state folder>/seen/<ListStateName>.txt`, private to the
/// user; the time it saw them is the copy's modification time (decision 0257). Written
/// through the file layer (`LiveFileSystem`: a unique temporary, flushed, renamed over it):
/// a crash leaves the old copy or the new one. Read at the start to tell what other programs changed since
/// (`OutsideChanges`). It is the user's own or it is not used (`OwnFile`): a symbolic link,
/// a record another user owns or may write, is neither read nor replaced. Thread-safe; no
/// state but its path.
public struct SeenRecord: Sendable {
  /// The copy's path.
  public let path: String
  /// The faults its writes take (none but in tests).
  let faults: FileFaults

  /// The record of the list at `listPath` (its real path names it) in `stateFolder`.
  public init(
    listPath: String, stateFolder: String = InPlaceWrite.defaultBackupFolder(), faults: FileFaults = .none
  ) {
    path = "\(stateFolder)/seen/\(ListStateName.of(realPath: Self.realPath(listPath))).txt"
    self.faults = faults
  }

  /// The bytes last seen and when, in local time; nil when there is no record, or it
  /// cannot be read, or it is not a list the app would load (then there is no summary,
  /// never an error). Blocks on the file.
  public func read() -> (bytes: [UInt8], moment: SeenMoment)? {
    guard OwnFile.distrustFolder(of: path, what: Self.what, stickyTrusted: false) == nil else { return nil }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, OwnFile.distrust(status, path: path, what: Self.what) == nil,
      status.st_size <= ToDoTxtDocument.maximumSize,
      let bytes = try? Descriptors.readAll(descriptor, path: path),
      (try? ToDoTxtDocument.check(bytes)) != nil
    else { return nil }
    var seconds = status.st_mtim.tv_sec
    var parts = tm()
    guard localtime_r(&seconds, &parts) != nil,
      let day = CalendarDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    else { return nil }
    return (bytes, SeenMoment(day: day, hour: Int(parts.tm_hour), minute: Int(parts.tm_min)))
  }

  /// Replaces the record with `bytes`, now: to a temporary file, flushed, renamed over
  /// the record. A failure leaves the record as it was and is not an error of the list's
  /// (the next start then tells from the older record). Blocks on the file.
  public func write(_ bytes: [UInt8]) {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    guard Paths.makeFolders(folder, mode: 0o700) == 0 else { return }
    guard distrust() == nil else { return }
    // Through the file layer (a unique temporary, flushed, renamed, the folder flushed); a
    // record another instance replaced meanwhile is left as that one wrote it.
    let files = LiveFileSystem(faults: faults)
    guard let expected = try? files.quickFingerprint(path) else {
      // A new record: private to the user (its folder is already), as later ones keep.
      if (try? files.writeAtomically(bytes, to: path, createDirectory: false, unlessChangedFrom: nil)) != nil
      {
        chmod(path, 0o600)
      }
      return
    }
    _ = try? files.writeAtomically(bytes, to: path, createDirectory: false, unlessChangedFrom: expected)
  }

  /// What the record is called in what the user is told.
  static let what = "the record of what the app last saw"

  /// Why the record is not used (a symbolic link, another user's, writable by others), or
  /// nil when it is the user's own or missing. Blocks on `lstat`.
  public func distrust() -> String? { OwnFile.distrust(path, what: Self.what) }

  /// Marks the record as seen now, its bytes unchanged (the list was as last seen).
  public func touch() {
    guard utimensat(AT_FDCWD, path, nil, AT_SYMLINK_NOFOLLOW) == 0 else { return }
  }

  /// The lines of a list's bytes, split at each line feed (a CRLF line keeps its `\r`,
  /// which `OutsideChanges.between` sets aside). Pure.
  public static func lines(_ bytes: [UInt8]) -> [String] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// `path` with its symbolic links resolved, or as given when it cannot be (the file
  /// does not exist yet).
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
