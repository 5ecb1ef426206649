import Glibc
import ToDoCore

/// The folder of the todos' notes (pter's convention: a todo's `note:NAME` names the file
/// NAME in it; by default the list's own folder, as pter's when its `notes` setting is not
/// set), read for the detail area and edited in the user's editor. Reading never makes a
/// file; a new note's file is kept only when the editor saved something in it. Thread-safe
/// (no state): `read` runs on a background queue, `edit` blocks until the editor ends.
public struct NoteFolder: Sendable {
  /// The most bytes of a note read for its first lines.
  static let bytesRead = 4096
  /// The most names tried for a new note (`name`, `name-2`…) before giving up.
  static let namesTried = 100

  /// The folder's path.
  public var path: String
  /// The user's editor.
  public var editor: ExternalEditor

  public init(path: String, editor: ExternalEditor) {
    self.path = path
    self.editor = editor
  }

  /// The folder of the list at `listPath` (its notes folder by default).
  public static func beside(listPath: String, editor: ExternalEditor) -> NoteFolder {
    NoteFolder(path: Paths.directory(of: listPath), editor: editor)
  }

  /// The path of the note `name`: in the folder, or `name` itself when it is a full path.
  func path(of name: String) -> String {
    name.hasPrefix("/") ? name : path + "/" + name
  }

  /// The first lines of the note `name` (at most `NotePreview.maximumLines` non-empty
  /// lines of its first 4 KiB, control characters made spaces), or that it is missing or
  /// unreadable. Never makes the file. Blocks for one read.
  public func read(_ name: String) -> NoteContent {
    let file = path(of: name)
    let descriptor = open(file, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: Self.bytesRead)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
    guard count >= 0 else { return .unreadable(String(cString: strerror(errno))) }
    let text = String(decoding: buffer.prefix(count), as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline).lazy
      .map { line in
        String(
          String.UnicodeScalarView(
            line.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
      }
      .filter { !$0.allSatisfy(\.isWhitespace) }
      .prefix(NotePreview.maximumLines)
    return .lines(Array(lines))
  }

  /// Runs the editor on the note `name` and waits for it; the terminal is handed over by
  /// the caller. A new note (`isNew`) gets the first name no file has (`name`, else
  /// `stem-2.txt`, `stem-3.txt`…); if the editor left no file or an empty one, no file is
  /// kept and the answer is `nothingSaved`. Blocks.
  public func edit(_ name: String, isNew: Bool) -> NoteEditOutcome {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      return .failed("the notes folder '\(path)' is not there")
    }
    var chosen = name
    if isNew {
      guard let free = freeName(for: name) else {
        return .failed("no free name for a new note like '\(name)' in '\(path)'")
      }
      chosen = free
    }
    let file = path(of: chosen)
    let exitStatus = editor.run(on: file)
    guard exitStatus == 0 else { return .editorFailed(editor: editor.command, status: exitStatus) }
    if isNew {
      guard stat(file, &status) == 0 else { return .nothingSaved }
      guard status.st_size > 0 else {
        unlink(file)
        return .nothingSaved
      }
    }
    return .saved(name: chosen, isNew: isNew, read(chosen))
  }

  /// The first of `name`, `stem-2.suffix`, `stem-3.suffix`… that names no file, or nil.
  private func freeName(for name: String) -> String? {
    let dot = name.lastIndex(of: ".") ?? name.endIndex
    let (stem, suffix) = (name[..<dot], name[dot...])
    for number in 1...Self.namesTried {
      let candidate = number == 1 ? name : "\(stem)-\(number)\(suffix)"
      if access(path(of: candidate), F_OK) != 0, errno == ENOENT { return candidate }
    }
    return nil
  }
}
