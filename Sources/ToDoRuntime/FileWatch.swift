import Glibc

/// Watches the list's file through inotify on the folder that holds it, so that every way
/// another program changes the file is seen: a write in place, an editor's or a sync tool's
/// write to another name then rename over it, a delete, a move away, a delete then create.
/// A symbolic link is followed to the file it names, as the store follows it (the link's
/// own folder is watched too, for the link being replaced). Its descriptor is polled by the
/// event loop; nothing runs between changes (no thread, no timer). Our own saves are seen
/// too: telling them apart is the store's work (it knows what it wrote). Main-actor only
/// (its one reader is the event loop).
public final class FileWatch {
  /// The descriptor to poll: readable when something happened in a watched folder.
  public let descriptor: Int32
  /// The watched folders, by watch descriptor, with the name in each that is the list.
  private var names: [Int32: String] = [:]
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

  /// The changes watched: the file written and closed, created, deleted, renamed to or from
  /// its name, and the folder itself deleted or moved.
  static let mask = UInt32(
    IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF)

  /// Watches the file at `path`; nil when no folder of it can be watched (it does not
  /// exist yet, say, or the process has no inotify instance left): the app then works as
  /// before, seeing other programs' changes at its next save.
  public init?(path: String) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    var paths = [path]
    if let target = try? SymbolicLinks.target(of: path), target != path { paths.append(target) }
    for watched in paths {
      let watch = inotify_add_watch(descriptor, Paths.directory(of: watched), Self.mask)
      if watch >= 0 { names[watch] = Paths.name(of: watched) }
    }
    guard !names.isEmpty else {
      close(descriptor)
      return nil
    }
  }

  deinit {
    close(descriptor)
  }

  /// Reads every event waiting, and says whether any concerned the list: its name in a
  /// watched folder, or a watched folder itself. Never blocks.
  public func takeChanges() -> Bool {
    var changed = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      buffer.withUnsafeBytes { bytes in
        var offset = 0
        while offset + 16 <= count {
          let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
          let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
          let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, count)]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if concernsTheList(watch: watch, mask: mask, name: name) { changed = true }
          offset += 16 + length
        }
      }
    }
    return changed
  }

  /// Whether one event concerns the list. The kernel queue overflowing counts (an event of
  /// the list may be among those lost).
  private func concernsTheList(watch: Int32, mask: UInt32, name: String) -> Bool {
    if mask & UInt32(IN_Q_OVERFLOW) != 0 { return true }
    guard let listName = names[watch] else { return false }
    if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { return true }
    return name == listName
  }
}
