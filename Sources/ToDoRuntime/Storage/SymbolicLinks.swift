import Glibc

/// Follows symbolic links to the file they name, so that a save replaces the target (a
/// list kept in a dotfiles repository or a synced folder) and not the link. Thread-safe.
enum SymbolicLinks {
  /// The path of the file `path` finally names: each link in a chain followed, relative
  /// targets taken from the link's own folder. A dangling link gives the path of the missing
  /// target, so that the first save creates it through the link. Paths that are not links
  /// come back as they are; a loop of links is an error.
  static func target(of path: String) throws(ToDoStoreError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { throw FileErrors.failure("cannot follow the link", path: current) }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = link.hasPrefix("/") ? link : "\(Paths.directory(of: current))/\(link)"
    }
    throw FileErrors.failure("cannot follow the link", path: path, code: ELOOP)
  }
}

/// Splitting paths into folder and name. Pure.
enum Paths {
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
