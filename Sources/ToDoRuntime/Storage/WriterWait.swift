import Glibc

/// How a store waits for another program to finish writing the list before it reads the
/// file to merge with it, or replaces it: a file still being written (`scp`, `rsync
/// --inplace`, `{ …; } > todo.txt`, an appender that keeps it open) holds half a list, and
/// a new file renamed over it would take the rest of that program's writes into the old
/// one. Finished means: no other process holds it open for writing (as far as `/proc`
/// shows), and, when it is not the version the store knows, it has not changed for
/// `quiet` (a writer this process cannot see, another user's), unless the watch saw it
/// renamed onto the path on its own (`RenamesOntoLists`): such a file is complete, and is
/// read at once. Thread-safe: the clock and the pause are injected, so tests wait in
/// virtual time.
public struct WriterWait: Sendable {
  /// How long a changed file must have stayed the same.
  public var quiet: Duration
  /// How long to wait at most before the save or reload is put off (and retried).
  public var patience: Duration
  /// How long one look waits before the next.
  public var step: Duration
  /// Waits this long (live: the thread sleeps).
  public var pause: @Sendable (Duration) -> Void
  /// The wall clock since the epoch, the clock of file modification times.
  public var now: @Sendable () -> Duration
  /// Whether the file was renamed onto the path on its own, not within `quiet` of another
  /// rename (live: `RenamesOntoLists.arrivedAlone`): then it needs no quiet time.
  public var renamedAlone: @Sendable (FileNode, _ quiet: Duration) -> Bool

  public init(
    quiet: Duration = .milliseconds(250), patience: Duration = .seconds(3),
    step: Duration = .milliseconds(50),
    pause: @escaping @Sendable (Duration) -> Void, now: @escaping @Sendable () -> Duration,
    renamedAlone: @escaping @Sendable (FileNode, _ quiet: Duration) -> Bool = { _, _ in false }
  ) {
    self.quiet = quiet
    self.patience = patience
    self.step = step
    self.pause = pause
    self.now = now
    self.renamedAlone = renamedAlone
  }

  /// The real clock and sleep.
  public static let live = WriterWait(
    pause: { duration in
      let (seconds, attoseconds) = duration.components
      var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
      var left = timespec()
      while nanosleep(&time, &left) != 0, errno == EINTR { time = left }
    },
    now: {
      var time = timespec()
      clock_gettime(CLOCK_REALTIME, &time)
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    },
    renamedAlone: RenamesOntoLists.arrivedAlone)

  /// Returns once the file at `path` is finished (see the type), at once when it is;
  /// throws, saying who still writes, when it is not within `patience`. `known` is the
  /// version the store last read or wrote: that one needs no quiet time (the app's own
  /// saves follow each other closely), and neither does a file renamed onto the path on
  /// its own (`renamedAlone`). A missing file is finished. `doing` names the work
  /// put off, for the message ("saved", "reloaded"). When `loading`, nothing is merged into
  /// the file nor written over it yet, and what a writer adds later is reloaded when it
  /// closes the file: no quiet time is asked (`todo add …; todo` starts at once), and a
  /// file last written more than `recent` ago is finished without looking for writers (a
  /// look at every process, 2–3 ms of a 5 ms start).
  func waitUntilFinished(
    _ path: String, in fileSystem: any FileSystem, known: FileFingerprint?, loading: Bool = false,
    doing: String
  ) throws(ToDoStoreError) {
    var waited = Duration.zero
    var stableFor = Duration.zero
    var last = try fileSystem.quickFingerprint(path)
    if loading, let current = last, now() - current.modified >= Self.recent { return }
    while let current = last {
      let writers = fileSystem.writers(of: path)
      let age = now() - current.modified
      let renamedIn = current.node.map { renamedAlone($0, quiet) } ?? false
      let changing =
        !loading && !current.sameVersion(as: known) && !renamedIn && age < quiet && stableFor < quiet
      if writers.isEmpty, !changing { return }
      guard waited < patience else { throw Self.stillWriting(path, writers: writers, doing: doing) }
      pause(step)
      waited += step
      last = try fileSystem.quickFingerprint(path)
      stableFor = last == current ? stableFor + step : .zero
    }
  }

  /// How long ago a file was last written for a load to look for writers still at it.
  static let recent = Duration.seconds(5)

  /// Why a save or reload waits: who writes the file, and that it happens later by itself.
  static func stillWriting(_ path: String, writers: [String], doing: String) -> ToDoStoreError {
    let who = writers.isEmpty ? "another program" : writers.joined(separator: ", ")
    return ToDoStoreError(
      "another program is still writing the file (\(who)): '\(path)' is \(doing) once it has finished")
  }
}
