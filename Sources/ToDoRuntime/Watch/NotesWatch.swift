import Glibc

/// Watches the notes folder (the `note:` files) through inotify, so that a note another
/// program or the editor writes while the app is open shows at once in the detail area
/// (`NoteAction.changedOutside`). Only the folder's own files are seen (a note named by a
/// path elsewhere is read when selected, as before). A folder that does not exist yet is
/// watched once it does (`watchIfAppeared`). Its descriptor is polled by the event loop;
/// nothing runs between changes. Main-actor only (its one reader is the event loop).
public final class NotesWatch {
  /// The descriptor to poll: readable when something happened in the folder.
  public let descriptor: Int32
  /// The folder watched.
  public let folder: String
  /// The folder's watch descriptor, while it is watched.
  private var watch: Int32?
  private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

  /// The changes watched: a file written and closed, made, removed, renamed to or from a
  /// name, and the folder itself removed or moved.
  static let mask = UInt32(
    IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE_SELF
      | IN_MOVE_SELF)

  /// Watches the folder at `folder`; nil when the process has no inotify instance left
  /// (notes are then read when selected, as without the watch).
  public init?(folder: String) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.folder = folder
    watchIfAppeared()
  }

  deinit {
    close(descriptor)
  }

  /// Starts watching the folder when it is not watched (it did not exist, or was removed):
  /// one system call then, none while it is watched.
  public func watchIfAppeared() {
    guard watch == nil else { return }
    let added = inotify_add_watch(descriptor, folder, Self.mask)
    if added >= 0 { watch = added }
  }

  /// Reads every event waiting: the names of the folder's files that changed, nil when the
  /// kernel's queue overflowed or the folder itself went (any note may have changed), an
  /// empty list when nothing did. Never blocks.
  public func takeChanges() -> [String]? {
    var names: [String] = []
    var lostCount = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        while offset + 16 <= count {
          let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
          let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)]
          if mask & UInt32(IN_Q_OVERFLOW | IN_DELETE_SELF | IN_MOVE_SELF) != 0 { lostCount = true }
          if mask & UInt32(IN_IGNORED) != 0 { watch = nil }  // Watched again once back.
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if !name.isEmpty, !names.contains(name) { names.append(name) }
          offset += 16 + length
        }
      }
    }
    return lostCount ? nil : names
  }
}
