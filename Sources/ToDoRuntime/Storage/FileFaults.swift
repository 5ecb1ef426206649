/// The steps of `LiveFileSystem`'s work where a test can inject a fault.
public enum FileStep: Sendable, Equatable {
  /// Opening the list to read it.
  case openForReading
  /// Checking, before a save, that the list may be written.
  case checkWritable
  /// Creating the new file beside the list.
  case createTemporary
  /// Writing the new bytes.
  case write
  /// Flushing them to the disk (`fsync`).
  case sync
  /// Putting the new file in the list's place (`rename`).
  case replace
}

/// Faults to inject into `LiveFileSystem`, so that tests can make the real file layer fail
/// or slow down at a chosen step (a full disk, a read-only file system, a slow `fsync`).
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
}
