/// The vdir's calendar objects by the UID of their master `VTODO`, as one sync reads them
/// (decision 0295): each UID in one file only (a second file with the same UID is named and
/// left alone: the one last synced, else the first by name, is followed, so a renamed file
/// keeps its todo), the files that are no object of a todo named with why, and a file
/// whose text is its entry's as last synced taken without parsing (decision 0264). Pure.
struct CalDAVVdirObjects {
  /// A file of the vdir that is a todo's object; its document once parsed (nil: the text
  /// is as last synced, not parsed).
  struct Object {
    var file: CalDAVSyncPlan.VdirFile
    var document: ICalDocument?
  }

  /// The objects by UID.
  private(set) var byUID: [String: Object] = [:]
  /// The UIDs of the objects the last sync did not know, in the vdir's order.
  private(set) var newUIDs: [String] = []
  /// The files left alone, and why.
  private(set) var invalid: [(name: String, reason: String)] = []

  /// Reads `vdir` against the last sync's `state`; `leftAlone` names files the runtime
  /// could not read (they count as unchanged, never as deleted).
  init(vdir: [CalDAVSyncPlan.VdirFile], state: CalDAVSyncState, leftAlone: Set<String>) {
    let lastFile = Dictionary(state.entries.map { ($0.uid, $0.file) }) { first, _ in first }
    let entryOfFile = Dictionary(state.entries.indices.map { (state.entries[$0].file, $0) }) { first, _ in
      first
    }
    for file in vdir where !leftAlone.contains(file.name) {
      guard CalDAVSyncPlan.isPlainFileName(file.name) else {
        invalid.append((file.name, "not a plain file name"))
        continue
      }
      let uid: String
      var document: ICalDocument?
      if let index = entryOfFile[file.name], state.entries[index].object == file.text {
        uid = state.entries[index].uid
      } else {
        do {
          let parsed = try ICalDocument(parsing: file.text)
          guard let todo = parsed.todos.first(where: { $0.property("RECURRENCE-ID") == nil }),
            let found = todo.property("UID")?.value, !found.isEmpty
          else {
            invalid.append((file.name, "no VTODO with a UID"))
            continue
          }
          uid = found
          document = parsed
        } catch {
          invalid.append((file.name, error.description))
          continue
        }
      }
      if let other = byUID[uid] {
        // Two files with one UID: the one the last sync wrote stays the todo's object.
        let keepsNew = lastFile[uid] == file.name
        let (kept, dropped) = keepsNew ? (file.name, other.file.name) : (other.file.name, file.name)
        invalid.append((dropped, "holds the UID \(uid) that \(kept) holds too (its own UID would sync it)"))
        if !keepsNew { continue }
      }
      if byUID[uid] == nil, lastFile[uid] == nil { newUIDs.append(uid) }
      byUID[uid] = Object(file: file, document: document)
    }
  }

  /// The object's document, parsed now if it was not.
  static func document(of object: Object) -> ICalDocument? {
    object.document ?? (try? ICalDocument(parsing: object.file.text))
  }
}

extension CalDAVSyncPlan {
  /// Whether `name` is a plain file name of the vdir: not empty, no `/` or NUL, not hidden
  /// (so neither `.` nor `..`). Only such names are ever written or deleted. Pure.
  public static func isPlainFileName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.unicodeScalars.contains("/")
      && !name.unicodeScalars.contains("\0")
  }
}
