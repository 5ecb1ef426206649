/// The notes feature's slice: it adds a todo's `note:` tag (an undoable change of the todo),
/// hands the terminal over for the note (after the saves), which is the app's life, and
/// keeps the note the detail area shows: the slice refines the life cycle's and names the
/// preview. Pure.
protocol NotesSlice: LifeCycleSlice {
  var notePreview: NotePreview? { get set }
}

extension State: NotesSlice {}
