/// What the archive asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runArchive` (`ToDoRuntime/Features/Archive/`). Pure data.
public enum ArchiveCommand: Equatable, Sendable {
  /// Append `lines` (the done todos, in file order) to the done file beside the list
  /// (`done.txt`), flushed to the disk; the result comes back as `ArchiveAction.archived`
  /// or `.failed`; its intent is recorded first, as a move's. Only then are they removed
  /// from the list, saved at once; a crash between the two is settled at the next start
  /// (decision 0301), never leaving them in neither. Of the lines, those in `copies`
  /// were appended by an archive that was undone: each is left out if the done file still
  /// holds it (as many times as it holds it), appended if not.
  case append(lines: [String], copies: [String] = [])
  /// The list shown is saved without the todos of the last archive: its intent is over.
  case saved
}
