/// Everything that can happen to the app, nested by the feature that handles it: user
/// intents, system events, and the results of commands (past tense). Pure data, reduced by
/// `reducer`, each family by its own child reducer; `Codable` for recordings.
public enum Action: Equatable, Sendable, Codable {
  /// The input line: typing and editing, and adding what was typed.
  case lineEdit(LineEdit)
  /// The list: the selection, deleting, the mouse on it, undo and redo.
  case list(ListAction)
  /// Which part of the screen the keys act on, and the key help.
  case mode(ModeAction)
  /// Loading and saving the todos, and what the store answers.
  case persistence(PersistenceAction)
  /// The app's life: start, quit, shutdown from outside, resizes, the spinner's timer.
  case system(SystemAction)
}

/// What the input line does. Pure data.
public enum LineEdit: Equatable, Sendable, Codable {
  /// Type `text` at the cursor (one key, or a run of keys coalesced from one batch).
  case insert(String)
  case deleteBackward
  case deleteForward
  case deleteWordBackward
  case deleteToLineStart
  case deleteToLineEnd
  case moveCursor(CursorMove)
  /// Empty the input line.
  case clearInput
  /// Add the input as a new todo, if it is long enough.
  case submit
}

/// What the list does. Pure data.
public enum ListAction: Equatable, Sendable, Codable {
  /// Move the selection by this many rows (negative is up).
  case moveSelection(by: Int)
  /// Move the selection by this many pages of the list (negative is up).
  case moveSelectionByPage(by: Int)
  case selectFirst
  case selectLast
  case deleteSelected
  /// A mouse press on this screen cell, at this monotonic time in milliseconds (nil when
  /// the press was not timed).
  case clicked(Position, atMilliseconds: Int? = nil)
  /// The mouse wheel: scroll the list (or the help, while it shows) by this many rows
  /// (negative is up).
  case scrolled(by: Int)
  /// Take back the last change to the list.
  case undo
  /// Do again the last change undone.
  case redo
}

/// Which part of the screen the keys act on, and the help. Pure data.
public enum ModeAction: Equatable, Sendable, Codable {
  case focusList
  case focusInput
  /// Show or hide the key help.
  case toggleHelp
  /// Scroll the key help by this many lines (negative is up).
  case scrollHelp(by: Int)
  /// Scroll the key help by this many pages (negative is up).
  case scrollHelpByPage(by: Int)
}

/// Loading and saving, and the store's answers (past tense). Pure data.
public enum PersistenceAction: Equatable, Sendable, Codable {
  case retryLoad
  /// Save now (Ctrl-S), without waiting for the debounce.
  case saveNow
  /// The save debounce elapsed.
  case saveDue
  case toDosLoaded([String])
  case loadFailed(String)
  /// The file holds the list handed to the save.
  case saved
  case saveFailed(String)
  /// The file holds a list other than the one handed to the save: another program had
  /// changed it, and both sides were merged. This is what the file holds now.
  case toDosMerged(MergedList)
  /// Another program had deleted the file: the save wrote the list as a new file.
  case savedOverDeletedFile
}

/// The app's life. Pure data.
public enum SystemAction: Equatable, Sendable, Codable {
  /// The app is on screen: start loading the todos.
  case started
  /// The user asked to leave: save first, or ask when that is not possible.
  case quit
  /// The system asks the app to end (SIGTERM, SIGHUP, SIGINT from another process: 128 + the
  /// signal; the terminal gone: 1): save what is pending, for at most
  /// `Command.shutdownBound`, then exit with `exitStatus`.
  case shutdown(exitStatus: Int32)
  /// A shutdown waited as long as it may.
  case shutdownBoundReached
  case resized(Size)
  /// The spinner's timer fired.
  case tick
}

/// Where a cursor movement in the input line goes.
public enum CursorMove: String, Equatable, Sendable, CaseIterable, Codable {
  case left
  case right
  case lineStart
  case lineEnd
  case wordLeft
  case wordRight
}
