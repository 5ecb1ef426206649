import Glibc
import ToDoCore

/// Where a list goes that the app leaves without having saved (a save that waited for the
/// lock when SIGTERM came, a quit without saving): a new file of its own in the state
/// folder, named after the list and the time, private to the user, written as the file
/// layer writes (a unique temporary flushed, renamed into place, the folder flushed, with
/// `faults`). Thread-safe; no state.
enum UnsavedCopy {
  /// Writes `lines` (with `lineEnding` after each) to a new file in `folder`, made if
  /// missing; returns its path. Never replaces a file already there.
  static func write(
    _ lines: [TextLine], listPath: String, folder: String, lineEnding: String, faults: FileFaults = .none
  ) throws(ToDoStoreError) -> String {
    guard Paths.makeFolders(folder, mode: 0o700) == 0 else {
      throw FileErrors.failure("cannot create the folder", path: folder)
    }
    var bytes: [UInt8] = []
    let ending = Array(lineEnding.utf8)
    for line in lines {
      line.append(to: &bytes)
      bytes.append(contentsOf: ending)
    }
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    var stamp = [CChar](repeating: 0, count: 32)
    let length = strftime(&stamp, stamp.count, "%Y%m%d-%H%M%S", &parts)
    let when = String(decoding: stamp[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let name = Paths.name(of: listPath)
    let stem = name.hasSuffix(".txt") ? String(name.dropLast(4)) : name
    let path = "\(folder)/\(stem).unsaved-\(when)-\(getpid()).txt"
    var lateWrite: [UInt8]?
    // Written only while no file has the name (nil expected): never over another copy.
    guard
      try LiveFileSystem(faults: faults, backupFolder: folder).writeAtomically(
        bytes, to: path, createDirectory: false, unlessChangedFrom: nil, newFileMode: 0o600,
        lateWrite: &lateWrite) != nil
    else { throw FileErrors.failure("cannot create", path: path, code: EEXIST) }
    return path
  }
}
