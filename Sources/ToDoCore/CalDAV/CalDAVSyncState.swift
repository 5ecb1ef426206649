/// What the bridge remembers of the last sync (decision 0262), kept in the state folder,
/// never on the user's lines: each synced todo's `UID`, its line and its object's text as
/// they were then, in the list's order. The base of the next sync's three-way merge.
/// Pure value.
public struct CalDAVSyncState: Equatable, Sendable, Codable {
  public struct Entry: Equatable, Sendable, Codable {
    public var uid: String
    /// The todo's line at the last sync.
    public var line: String
    /// The object's file name in the vdir (`<uid>.ics` for the ones the app made).
    public var file: String
    /// The object's text at the last sync.
    public var object: String
    /// The object's text as vdirsyncer last left it, before the app wrote `object` over it
    /// (nil: the app made the object, or wrote nothing since): the base when vdirsyncer
    /// meets a change of the same task on the server (`CalDAVConflictResolution`).
    public var agreed: String?

    public init(uid: String, line: String, file: String, object: String, agreed: String? = nil) {
      self.uid = uid
      self.line = line
      self.file = file
      self.object = object
      self.agreed = agreed
    }
  }

  public var entries: [Entry]

  public init(entries: [Entry] = []) {
    self.entries = entries
  }
}
