/// Archiving from the list. Pure data.
enum ArchiveKeys {
  static let browsing = [Binding(["A"], "archive", .archive(.start), "archive done")]
}
