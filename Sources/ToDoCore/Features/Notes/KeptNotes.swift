/// What a status says of the notes of todos that leave the list (deleted, archived): their
/// files are kept, never removed behind the user's back, and the status names them so
/// that the user knows where they are. Pure.
enum KeptNotes {
  /// ` · note file tax.txt kept`, ` · 2 note files kept (tax.txt, car.txt)`, or nothing when
  /// none of `titles` has a `note:`; the names sorted, whatever order the todos left in.
  /// O(the titles' length).
  static func note(for titles: [String]) -> String {
    let names = titles.compactMap(NoteName.name(in:)).sorted()
    switch names.count {
    case 0: return ""
    case 1: return " · note file \(names[0]) kept"
    case 2...3:
      return " · \(names.count) note files kept (\(names.joined(separator: ", ")))"
    default: return " · \(names.count) note files kept"
    }
  }
}
