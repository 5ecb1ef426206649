import Glibc

/// The steps of `LiveFileSystem`'s work where a test can inject a fault, or record the
/// order in which they run.
public enum FileStep: Sendable, Equatable {
  /// Opening the list to read it.
  case openForReading
  /// Checking, before a save, that the list may be written.
  case checkWritable
  /// Creating the new file beside the list.
  case createTemporary
  /// Writing the new bytes (to the new file, or over the list in place).
  case write
  /// Flushing them to the disk (`fsync`).
  case sync
  /// Putting the new file in the list's place (`rename`).
  case replace
  /// Flushing the folder, so that the new name is on the disk too (`fsync` on the folder).
  case syncFolder
  /// An in-place write: keeping the old and the new bytes in the state folder, flushed.
  case keepBackup
  /// An in-place write: writing and flushing the journal that says a write is under way.
  case writeJournal
  /// An in-place write: cutting the list to the length of the new bytes (`ftruncate`).
  case truncate
  /// An in-place write: removing the journal and the backup, the new bytes being on the disk.
  case removeBackup
}

/// Faults to inject into `LiveFileSystem`, so that tests can make the real file layer fail
/// or slow down at a chosen step (a full disk, a read-only file system, a slow `fsync`),
/// see the order of the steps, or take a picture of the files at one (a crash there).
public struct FileFaults: Sendable {
  /// Called just before each step with the path it concerns; returns an `errno` value to
  /// fail the step with, or nil to carry on. It may block, to make the step slow. Called on
  /// the thread doing the work.
  public var before: @Sendable (FileStep, String) -> Int32?
  /// The flush itself, on an open descriptor: `fsync`. Every flush of the layer (a file's,
  /// a folder's) goes through it, so that a test can record which file each one reached
  /// (and still flush it): a flush left out, or replaced by a bare success, is missing
  /// there, where the steps recorded by `before` would not show it.
  public var flush: @Sendable (Int32) -> Int32

  public init(
    before: @escaping @Sendable (FileStep, String) -> Int32?,
    flush: @escaping @Sendable (Int32) -> Int32 = { fsync($0) }
  ) {
    self.before = before
    self.flush = flush
  }

  /// No faults: the real file system as it is.
  public static let none = FileFaults { _, _ in nil }

  /// Runs `call` (a system call that returns 0 or -1 and sets `errno`) as `step` on `path`
  /// unless the hook fails it first: 0, or the `errno` of the failure. The step and its call
  /// are one, so that a test that records the steps sees the call itself: one left out (an
  /// `fsync` removed) is missing from the order.
  func perform(_ step: FileStep, _ path: String, _ call: () -> Int32) -> Int32 {
    if let code = before(step, path) { return code }
    return call() == 0 ? 0 : errno
  }

  /// Flushes the file open at `descriptor` (`path`, what the hook is told) to the disk, as
  /// the step `.sync`: 0, or the `errno` of the failure.
  func sync(_ descriptor: Int32, of path: String) -> Int32 {
    perform(.sync, path) { flush(descriptor) }
  }

  /// Flushes the folder `folder`, so that the names made, renamed or removed in it are on
  /// the disk, as the step `.syncFolder` on `path` (what the hook is told): 0, or the
  /// `errno` of the failure.
  func syncFolder(_ folder: String, for path: String) -> Int32 {
    perform(.syncFolder, path) {
      let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { return -1 }
      defer { close(descriptor) }
      return flush(descriptor)
    }
  }
}
