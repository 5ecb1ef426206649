/// The sub-states that belong to the list shown, not to the session: its todos and history
/// (undo), its view (the selection, the scroll, the search, the sort), its marks, what it
/// knows of its file (the saves, the reloads, the load), its name, its done file's copies and
/// its sync conflict copies. The lists' feature parks them whole while another list is
/// shown; the root's, because they are several features' sub-states. Pure value.
struct ListInView: Equatable, Sendable {
  var document: ToDoDocument
  var view: ShownList
  var marks: Marks
  var saving: SaveState
  var reloading: ReloadState
  var loadStatus: LoadStatus
  var listName: String?
  var copiesInDoneFile: [ToDo.ID: String]
  /// Its sync conflict copies, asked about only while it is shown.
  var conflictCopies: ConflictCopies

  /// A list not loaded yet, named `name`, whose todos are numbered from `nextID` on (ids
  /// stay unique across the session's lists). Pure.
  static func unloaded(named name: String, nextID: ToDo.ID) -> ListInView {
    let document = ToDoDocument([], nextID: nextID)
    return ListInView(
      document: document, view: ShownList(showing: document), marks: Marks(), saving: SaveState(),
      reloading: ReloadState(), loadStatus: .idle, listName: name, copiesInDoneFile: [:],
      conflictCopies: ConflictCopies())
  }
}

extension State {
  /// The list shown's own sub-states, read whole to park the list, set whole to show a
  /// parked or a new one. Pure.
  var listInView: ListInView {
    get {
      ListInView(
        document: document, view: view, marks: marks, saving: saving, reloading: reloading,
        loadStatus: loadStatus, listName: listName, copiesInDoneFile: copiesInDoneFile,
        conflictCopies: conflictCopies)
    }
    set {
      (document, view, marks, saving, reloading) =
        (newValue.document, newValue.view, newValue.marks, newValue.saving, newValue.reloading)
      (loadStatus, listName, copiesInDoneFile) = (
        newValue.loadStatus, newValue.listName, newValue.copiesInDoneFile
      )
      conflictCopies = newValue.conflictCopies
    }
  }
}
