import Glibc
import ToDoCore

/// The lists the chooser (`L`, `M`) offers: the command line's files, the config's named
/// lists (`[lists]`), and the todo files in the folder of the list shown: each `*.txt`
/// there that reads as a todo list (`readsAsToDoList`), but the done file (`done.txt`), the
/// list's note files (its `note:` tags name them), sync conflict copies and the app's own
/// files (hidden ones, its unsaved copies). Each list once, by the file it names; the
/// title's "of M" counts these. Runs off the main thread.
public struct ListFinder: Sendable {
  /// The command line's files, the first one first.
  public var commandLine: [String]
  public var named: [ListEntry]
  /// Makes a path short for the chooser (`~` for the home folder).
  public var shorten: @Sendable (String) -> String

  public init(commandLine: [String], named: [ListEntry], shorten: @escaping @Sendable (String) -> String) {
    self.commandLine = commandLine
    self.named = named
    self.shorten = shorten
  }

  /// The lists the session opens (the command line's, the config's named ones), without
  /// looking in any folder: what the title counts from the start. Reads no folder.
  public var opened: [ListEntry] { find(shown: nil) }

  /// The lists, given the path of the list shown.
  public func find(shown: String?) -> [ListEntry] {
    var entries = commandLine.map { ListEntry(name: shorten($0), path: $0) }
    entries += named.map { ListEntry(name: "\($0.name): \(shorten($0.path))", path: $0.path) }
    if let shown {
      let folder = Paths.directory(of: shown)
      let notes = Self.noteNames(in: Self.head(of: shown, bytes: Self.listBytesRead))
      for name in Self.todoFiles(among: Self.names(in: folder)) where !notes.contains(name) {
        let path = folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
        guard path == shown || Self.readsAsToDoList(Self.head(of: path, bytes: Self.bytesRead)) else {
          continue
        }
        entries.append(ListEntry(name: shorten(path), path: path))
      }
    }
    var seen: Set<String> = []
    return entries.filter { seen.insert(Self.identity(of: $0.path)).inserted }
  }

  /// Of the file names in a folder, those of todo lists, sorted. Pure.
  static func todoFiles(among names: [String]) -> [String] {
    names.filter { name in
      name.hasSuffix(".txt") && !name.hasPrefix(".") && name != DoneFile.name
        && !name.contains(".unsaved-") && !name.contains(".sync-conflict-")
        && !name.contains("conflicted copy")
    }.sorted()
  }

  /// How much of a file beside the list is read to tell whether it is a todo list, and
  /// how much of the list shown for the note files its tags name.
  static let bytesRead = 16_384
  static let listBytesRead = 4 << 20

  /// Whether `text` (a file's first bytes) reads as a todo.txt list: text with no line
  /// indented (a todo.txt line never starts with a blank; a manual page, a report or a
  /// note's paragraphs do) and few blank lines between its lines (paragraphs have them),
  /// nothing binary. An empty file is an empty list. Issue 44: `L` and `M` offered
  /// `man.txt` and `report.txt` beside the list, and `M` moved todos into them. Pure.
  static func readsAsToDoList(_ text: String?) -> Bool {
    guard let text else { return false }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard !lines.isEmpty else { return true }
    var blanks = 0
    for line in lines {
      if line.isEmpty || line == "\r" {
        blanks += 1
      } else if line.first == " " || line.first == "\t" || line.contains("\0") {
        return false
      }
    }
    return blanks * 4 <= lines.count
  }

  /// The file names the `note:` tags of a list's `text` give. Pure.
  static func noteNames(in text: String?) -> Set<String> {
    guard let text, text.contains("note:") else { return [] }
    return Set(text.split(separator: "\n").compactMap { NoteName.name(in: String($0)) })
  }

  /// The first `bytes` of the file at `path` as text (a character cut at the end is
  /// replaced), or nil when it cannot be read.
  private static func head(of path: String, bytes: Int) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: bytes)
    var count = 0
    while count < bytes {
      let read = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress! + count, bytes - count)
      }
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { break }
      count += read
    }
    return String(decoding: buffer[..<count], as: UTF8.self)
  }

  /// The names in `folder` (none when it cannot be read).
  private static func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
        pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      if entry.pointee.d_type == UInt8(DT_REG) || entry.pointee.d_type == UInt8(DT_LNK)
        || entry.pointee.d_type == UInt8(DT_UNKNOWN)
      {
        names.append(name)
      }
    }
    return names
  }

  /// The file a path names, as one string for all its spellings (`a.txt`, `./a.txt`): its
  /// real path when it exists, else the path.
  private static func identity(of path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }
}
