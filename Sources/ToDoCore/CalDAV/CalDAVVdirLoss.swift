/// Whether a sync must refuse because the vdir lost every task the last sync knew at once
/// (decision 0307): an unmounted disk, an emptied folder, a link to another folder, another
/// calendar's folder, a folder of damaged files. Then the sync would delete every todo of
/// the list, and nothing is done instead, as vdirsyncer refuses a storage that lost
/// everything. Pure.
enum CalDAVVdirLoss {
  /// Why the sync must change nothing, or nil. Refused when the last sync knew more than
  /// one task (`state`), none of them is in the vdir now (no object has one of their UIDs,
  /// no file left alone has one of their file names) and the list still holds one of them
  /// (`stillListed`): the list would lose them all. One task gone is what a phone's
  /// delete of a list's only task looks like (vdirsyncer itself refuses to empty a storage
  /// unless told to), and a list that deleted them too loses nothing: both sync.
  /// `otherTasks` and `junk` count what the vdir holds instead, for the message.
  static func refusal(
    state: CalDAVSyncState, objects: CalDAVVdirObjects, unreadable: Set<String>, stillListed: Bool
  ) -> String? {
    guard state.entries.count > 1, stillListed,
      !state.entries.contains(where: { objects.byUID[$0.uid] != nil || unreadable.contains($0.file) })
    else { return nil }
    let otherTasks = objects.byUID.count
    let junk = unreadable.count
    let instead: String
    if otherTasks > 0 {
      instead = ", but \(otherTasks) other \(otherTasks == 1 ? "task" : "tasks") (another calendar's folder?)"
    } else if junk > 0 {
      instead =
        ", only \(junk) \(junk == 1 ? "file that is" : "files that are") no task (damaged, or another folder?)"
    } else {
      instead = " (unmounted, emptied or another folder?)"
    }
    return
      "the vdir holds none of the \(state.entries.count) tasks synced last\(instead); nothing was changed"
  }
}
