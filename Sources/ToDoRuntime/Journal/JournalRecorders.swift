/// The journal recorders of a session's lists, one a list, made when the list is first
/// shown: each list has its own journal and its own history, so the recorder of the list
/// shown (`current`) is the one a save hands the history to. Main-actor only.
@MainActor
public final class JournalRecorders {
  private var recorders: [String: JournalRecorder] = [:]
  private let stateFolder: String?
  private var bounds: JournalBounds?
  private let tell: @MainActor (String) -> Void
  /// The recorder of the list shown; nil when the session keeps no journal (the demo, a
  /// replay).
  public private(set) var current: JournalRecorder?

  /// The recorders of a session whose first list's journal is `first` (nil: no journal,
  /// and none for the lists shown later either).
  public init(first: Journal?, tell: @escaping @MainActor (String) -> Void) {
    self.tell = tell
    guard let first else {
      stateFolder = nil
      return
    }
    // The journal folder's parent: the state folder the lists shown later share.
    stateFolder = Paths.directory(of: Paths.directory(of: first.path))
    bounds = first.bounds
    current = JournalRecorder(journal: first, tell: tell)
    recorders[first.path] = current
  }

  /// Makes the list at `listPath` the one whose history is recorded from now on.
  public func show(_ listPath: String) {
    guard let stateFolder else { return }
    let journal = Journal(forList: listPath, stateFolder: stateFolder, bounds: bounds)
    if let recorder = recorders[journal.path] {
      current = recorder
    } else {
      let recorder = JournalRecorder(journal: journal, tell: tell)
      recorders[journal.path] = recorder
      current = recorder
    }
  }
}
