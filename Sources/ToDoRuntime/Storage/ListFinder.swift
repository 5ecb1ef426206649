import Glibc
import ToDoCore

/// The lists the chooser (`L`) offers: the command line's files, the config's named lists
/// (`[lists]`), and the todo files in the folder of the list shown: every `*.txt` there but
/// the done file (`done.txt`), sync conflict copies, the app's own files (hidden ones, its
/// unsaved copies). Each list once, by the file it names. Runs off the main thread.
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
      entries += Self.todoFiles(among: Self.names(in: folder)).map { name in
        let path = folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
        return ListEntry(name: shorten(path), path: path)
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
