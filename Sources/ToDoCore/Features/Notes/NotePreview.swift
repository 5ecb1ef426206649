/// The note the detail area shows: the selected todo's, read once when the selection came
/// to it or the editor came back, kept until the selection moves to another todo or the
/// todo's `note:` changes. Pure data.
public struct NotePreview: Equatable, Sendable {
  /// The most lines of a note the detail area shows.
  public static let maximumLines = 3

  /// The todo whose note it is.
  public var id: ToDo.ID
  /// The file's name, as the `note:` tag has it.
  public var name: String
  /// What was read; nil while the read runs.
  public var content: NoteContent?

  public init(id: ToDo.ID, name: String, content: NoteContent? = nil) {
    self.id = id
    self.name = name
    self.content = content
  }

  /// The lines the detail area shows for it: the note's first lines, or what is wrong with
  /// the file; empty while it is read. Pure.
  var shownLines: [String] {
    switch content {
    case .lines(let lines): return lines.isEmpty ? ["(the note is empty)"] : lines
    case .missing: return ["note file \(name) is missing"]
    case .unreadable(let reason): return ["note file \(name) cannot be read: \(reason)"]
    case .refused(let reason): return [reason]
    case nil: return []
    }
  }
}
