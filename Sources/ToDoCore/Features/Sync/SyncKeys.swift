/// Syncing from the list. Pure data.
enum SyncKeys {
  static let browsing = [Binding(["S"], "sync", .sync(.now), "sync with git now")]
}
