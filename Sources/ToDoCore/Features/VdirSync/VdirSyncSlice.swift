/// The vdir sync's slice: it changes the vdir sync sub-state and the status line. It reads
/// where saving, reloading, loading and quitting stand (a sync waits until the list's
/// changes are in the file), and changes none of them. Pure.
protocol VdirSyncSlice: FeatureContext {
  var vdirSync: VdirSyncState { get set }
  var status: StatusMessage? { get set }
  var archiving: [ArchivedToDo]? { get }
}

extension State: VdirSyncSlice {}
