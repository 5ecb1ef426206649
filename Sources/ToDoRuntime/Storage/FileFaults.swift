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

  public init(before: @escaping @Sendable (FileStep, String) -> Int32?) {
    self.before = before
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
}
