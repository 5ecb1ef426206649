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
  /// The folders to watch, each with the names in it that are the list: the list's own,
  /// and its target's when it is a link.
  private let folders: [(directory: String, names: Set<String>)]
  /// The watched folders, by watch descriptor: their index in `folders`.
  private var watches: [Int32: Int] = [:]
  private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
  /// A conflict copy of the list arrived beside it since `takeConflictCopyArrived` last asked.
  private var conflictCopyArrived = false
  /// Adds a watch on a folder (`inotify_add_watch`; tests inject one that fails, as the
  /// system's does once `fs.inotify.max_user_watches` is reached).
  private let addWatch: (Int32, String, UInt32) -> Int32
  /// Names of any file that concerns the watch besides `folders`' names (the vdir's
  /// `.ics` files), or nil.
  private let alsoConcerns: ((String) -> Bool)?

  /// The changes watched: the file written and closed, created, deleted, renamed to or from
  /// its name, and the folder itself deleted or moved.
  static let mask = UInt32(
    IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF)

  /// Watches the file at `path`; nil when the process has no inotify instance left (the
  /// app then works as before, seeing other programs' changes at its next save). A folder
  /// that does not exist yet (the default location before the first save) or that was
  /// deleted is watched once it exists: see `watchFoldersThatAppeared`.
  public convenience init?(path: String) {
    self.init(path: path, addWatch: { inotify_add_watch($0, $1, $2) })
  }

  /// Watches every file of the folder `folder` whose name `matching` accepts (the vdir's
  /// `.ics` objects, decision 0263), and the folder itself; nil when the process has no
  /// inotify instance left. A folder that does not exist yet is watched once it does.
  public convenience init?(folder: String, matching: @escaping (String) -> Bool) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.init(
      descriptor: descriptor, folders: [(folder, [])], alsoConcerns: matching,
      addWatch: { inotify_add_watch($0, $1, $2) })
  }

  private init(
    descriptor: Int32, folders: [(directory: String, names: Set<String>)],
    alsoConcerns: ((String) -> Bool)?, addWatch: @escaping (Int32, String, UInt32) -> Int32
  ) {
    self.descriptor = descriptor
    self.folders = folders
    self.alsoConcerns = alsoConcerns
    self.addWatch = addWatch
    watchFoldersThatAppeared()
  }

  /// `init(path:)` with the call that adds a folder's watch given.
  init?(path: String, addWatch: @escaping (Int32, String, UInt32) -> Int32) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.addWatch = addWatch
    self.alsoConcerns = nil
    var paths = [path]
    if let target = try? SymbolicLinks.target(of: path), target != path { paths.append(target) }
    var folders: [(directory: String, names: Set<String>)] = []
    for path in paths {
      let directory = Paths.directory(of: path)
      if let index = folders.firstIndex(where: { $0.directory == directory }) {
        folders[index].names.insert(Paths.name(of: path))
      } else {
        folders.append((directory, [Paths.name(of: path)]))
      }
    }
    self.folders = folders
    watchFoldersThatAppeared()
  }

  /// Whether every folder of the list is watched.
  public var watchesEveryFolder: Bool { watches.count == folders.count }

  /// Whether a folder of the list exists and could not be watched (the system's limit of
  /// watches reached): then the list's changes may go unseen. A folder that does not exist
  /// yet is none: it is watched once it does.
  public var missesAnExistingFolder: Bool {
    guard !watchesEveryFolder else { return false }
    let watched = Set(watches.values)
    return folders.indices.contains { !watched.contains($0) && access(folders[$0].directory, F_OK) == 0 }
  }

  /// Starts watching the list's folders that were not watched (they did not exist): a
  /// system call per folder still missing, nothing once all are watched. The event loop
  /// calls it after each wake-up, so that a folder made by the first save, or made again
  /// after it was deleted, is watched from then on.
  public func watchFoldersThatAppeared() {
    guard !watchesEveryFolder else { return }
    let watched = Set(watches.values)
    for index in folders.indices where !watched.contains(index) {
      let watch = addWatch(descriptor, folders[index].directory, Self.mask)
      if watch >= 0 { watches[watch] = index }
    }
  }

  deinit {
    close(descriptor)
  }

  /// Reads every event waiting, and says whether any concerned the list: its name in a
  /// watched folder, or a watched folder itself. Never blocks.
  public func takeChanges() -> Bool {
    var changed = false
    renamesOnto = [:]
    defer {
      for (path, count) in renamesOnto { RenamesOntoLists.note(renamesOnto: path, count: count) }
    }
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
    if mask & UInt32(IN_IGNORED) != 0 {
      watches[watch] = nil  // The folder is gone: watched again once it is back.
      return false
    }
    guard let index = watches[watch] else { return false }
    if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 { return true }
    noteRename(folder: index, mask: mask, name: name)
    if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0,
      folders[index].names.contains(where: { SyncConflictCopies.isConflictCopy(name, of: $0) })
    {
      conflictCopyArrived = true
    }
    return folders[index].names.contains(name) || alsoConcerns?(name) == true
  }

  /// The renames onto the list's names seen in the batch of events being read, by path:
  /// any other event of the name after a rename counts as one more (the file the path then
  /// names may not be the one renamed).
  private var renamesOnto: [String: Int] = [:]

  /// Counts a rename onto one of the list's names (`RenamesOntoLists` is told once the
  /// batch is read), and any event of that name after one.
  private func noteRename(folder index: Int, mask: UInt32, name: String) {
    guard folders[index].names.contains(name) else { return }
    let path = folders[index].directory == "/" ? "/" + name : folders[index].directory + "/" + name
    if mask & UInt32(IN_MOVED_TO) != 0 || renamesOnto[path] != nil { renamesOnto[path, default: 0] += 1 }
  }

  /// Whether a sync tool's conflict copy of the list was written or moved in beside it
  /// since the last call (seen by `takeChanges`); asking forgets it.
  public func takeConflictCopyArrived() -> Bool {
    defer { conflictCopyArrived = false }
    return conflictCopyArrived
  }
}
