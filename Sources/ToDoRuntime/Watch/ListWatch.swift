import Glibc
import ToDoCore

/// The watch on the list's file, kept up: the inotify watch (`FileWatch`) when the system
/// grants one; while it does not (every inotify instance of the user taken, as
/// `fs.inotify.max_user_instances` allows, or every watch, `max_user_watches`), the app
/// says so once and checks the file's
/// identity (device, inode, size, modification and change times) every `checkInterval`,
/// and tries the watch again at each check: another program's change still shows, within
/// seconds instead of at once. Main-actor only (the event loop polls `descriptor`).
@MainActor
public final class ListWatch {
  /// How often the file is looked at while it cannot be watched.
  public static let checkInterval = Duration.seconds(2)

  private let path: String
  private let scheduler: any Scheduler
  private let makeWatch: @MainActor () -> FileWatch?
  private let send: @MainActor (Action) -> Void
  /// The inotify watch, when there is one.
  public private(set) var watch: FileWatch?
  /// The file's identity at the last check while the watch is down.
  private var lastSeen: FileIdentity?
  private var check: ScheduledWork?

  /// - Parameters:
  ///   - makeWatch: a new inotify watch on the list, or nil when the system has none left
  ///     (live: `FileWatch(path:)`; tests inject a failing one).
  ///   - scheduler: where the checks run (the event loop's; the virtual clock in tests).
  ///   - send: gives the store `watchUnavailable` and `fileChangedOutside`.
  public init(
    path: String, scheduler: any Scheduler, makeWatch: @escaping @MainActor () -> FileWatch?,
    send: @escaping @MainActor (Action) -> Void
  ) {
    self.path = path
    self.scheduler = scheduler
    self.makeWatch = makeWatch
    self.send = send
  }

  /// The descriptor the event loop polls: the watch's, or -1 (which `poll` skips) while
  /// there is none.
  public var descriptor: Int32 { watch?.descriptor ?? -1 }

  /// Sets the watch up; when the system grants none, says so and starts the checks.
  public func start() {
    watch = usableWatch()
    guard watch == nil else { return }
    send(.reload(.watchUnavailable(checkingEvery: Int(Self.checkInterval.components.seconds))))
    lastSeen = FileIdentity(of: path)
    scheduleCheck()
  }

  /// A new watch, if the system grants one that sees every existing folder of the list
  /// (with no inotify watch left, an instance alone sees nothing).
  private func usableWatch() -> FileWatch? {
    guard let watch = makeWatch(), !watch.missesAnExistingFolder else { return nil }
    return watch
  }

  private func scheduleCheck() {
    check = scheduler.schedule(after: Self.checkInterval) { [weak self] in
      MainActor.assumeIsolated { self?.checkWhileDown() }
    }
  }

  /// One check while the watch is down: a change of the file's identity is another
  /// program's change (or our own save: the reload tells); a watch granted again takes
  /// over from the checks.
  private func checkWhileDown() {
    let seen = FileIdentity(of: path)
    if seen != lastSeen {
      lastSeen = seen
      send(.reload(.fileChangedOutside))
    }
    if let watch = usableWatch() {
      self.watch = watch
      check = nil
      return
    }
    scheduleCheck()
  }
}

/// Which version of a file a path names, as `stat` tells without reading it: device and
/// inode (a file replaced by a rename is another), size, modification and status change
/// times to the nanosecond. Pure value.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64
  var size: Int64
  var modified: timespec
  var changed: timespec

  /// The identity of the file at `path`, or nil when there is none (or it cannot be seen).
  init?(of path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    size = Int64(status.st_size)
    modified = status.st_mtim
    changed = status.st_ctim
  }

  static func == (left: FileIdentity, right: FileIdentity) -> Bool {
    left.device == right.device && left.inode == right.inode && left.size == right.size
      && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
      && left.changed.tv_sec == right.changed.tv_sec && left.changed.tv_nsec == right.changed.tv_nsec
  }
}
