/// Syncing from the list. Pure data.
enum SyncKeys {
  static let browsing = [Binding(["S"], "sync", .sync(.now), "sync with git now")]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let sync = SyncKeys.browsing
}
