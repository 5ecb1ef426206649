/// Archiving from the list. Pure data.
enum ArchiveKeys {
  static let browsing = [Binding(["A"], "archive", .archive(.start), "archive done")]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let archive = ArchiveKeys.browsing
}
