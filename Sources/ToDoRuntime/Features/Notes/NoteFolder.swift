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

  /// The path of the note `name`, a plain name (`NoteName.refusal` says which are not):
  /// in the folder.
  func path(of name: String) -> String { path + "/" + name }

  /// The first lines of the note `name` (at most `NotePreview.maximumLines` non-empty
  /// lines of its first 4 KiB, control characters made spaces), or that it is missing,
  /// unreadable or refused (`open`). Never makes the file, never waits for a writer.
  /// Blocks for one read of a regular file.
  public func read(_ name: String) -> NoteContent {
    let descriptor: Int32
    switch open(name) {
    case .opened(let opened): descriptor = opened
    case .notOpened(let content): return content
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

  /// The note `name` opened for reading (`O_NOFOLLOW | O_NONBLOCK`, so that a FIFO or a
  /// device never blocks), checked with `fstat` to be a regular file; a symbolic link is
  /// followed only to a file inside the folder. Otherwise what the preview shows: missing,
  /// unreadable, or refused (a name outside the folder, a FIFO, a device, a socket, a link
  /// leading out), the refusal naming it. Blocks for one `open` and `fstat`.
  func open(_ name: String) -> OpenedNote {
    if let refusal = NoteName.refusal(of: name) { return .notOpened(.refused(refusal)) }
    var file = path(of: name)
    var descriptor = Glibc.open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    if descriptor < 0, errno == ELOOP {
      // A link: followed only when it leads to a file inside the folder.
      guard let target = Self.realPath(file), let folder = Self.realPath(path), target.hasPrefix(folder + "/")
      else {
        return .notOpened(.refused("note:\(name) is a link leading out of the notes folder: not opened"))
      }
      file = target
      descriptor = Glibc.open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    }
    guard descriptor >= 0 else {
      return .notOpened(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return .notOpened(
        .refused("note:\(name) is not a regular file (a FIFO, a device or a socket): not opened"))
    }
    return .opened(descriptor)
  }

  /// The path `path` resolves to, links followed, or nil. Blocks.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
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
    // Refused before the editor starts: a name or a file the preview would not open.
    if let refusal = NoteName.refusal(of: name) { return .failed(refusal) }
    if !isNew {
      switch open(name) {
      case .notOpened(.refused(let refusal)): return .failed(refusal)
      case .opened(let descriptor): close(descriptor)
      case .notOpened: break
      }
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

/// A note opened for reading, or what the preview shows instead. Pure value.
enum OpenedNote {
  case opened(Int32)
  case notOpened(NoteContent)
}
