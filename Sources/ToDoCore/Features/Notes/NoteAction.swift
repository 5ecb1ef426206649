/// A todo's note: a file named by its `note:` tag, opened in the user's editor and shown in
/// the detail area. Pure data.
public enum NoteAction: Equatable, Sendable, Codable {
  /// `N`: open the selected todo's note in the user's editor, or make one when it has none.
  case open
  /// The note `name` of the todo `id` was read (for the detail area): its first lines, or
  /// why not.
  case read(ToDo.ID, name: String, NoteContent)
  /// The editor came back from the note of the todo `id`: what it left, or why nothing.
  case edited(ToDo.ID, NoteEditOutcome)
  /// Files of the notes folder were written, made, removed or renamed by another program
  /// (or the editor): their names, or nil when the watch lost count (any note may have).
  case changedOutside(names: [String]?)
}

/// What reading a note file found: its first lines, or that it is missing or unreadable.
/// Pure data.
public enum NoteContent: Equatable, Sendable, Codable {
  /// The file's first lines (at most `NotePreview.maximumLines`).
  case lines([String])
  /// No file by that name in the notes folder.
  case missing
  /// The file is there but cannot be read: why.
  case unreadable(String)
  /// The note is not opened: its name leads out of the notes folder, or the file is no
  /// regular file (a FIFO, a device, a link leading out); the sentence says which.
  case refused(String)
}

/// What the user's editor left in a todo's note. Pure data.
public enum NoteEditOutcome: Equatable, Sendable, Codable {
  /// The note file `name` holds text after the editor; `isNew`: the file was made by this
  /// edit (the todo gets its `note:` tag now).
  case saved(name: String, isNew: Bool, NoteContent)
  /// A new note the editor saved nothing in: no file is left, the todo is unchanged.
  case nothingSaved
  /// The editor ended with a non-zero status (127: the shell found no such editor).
  case editorFailed(editor: String, status: Int32)
  /// The notes folder or the file could not be used: why, reason first.
  case failed(String)
}
