import Glibc

/// Follows symbolic links to the file they name, so that a save replaces the target (a
/// list kept in a dotfiles repository or a synced folder) and not the link, under one rule:
/// a link is followed only if the user or root owns it, and, in a folder another user can
/// write, only to a file in that same folder. Anything else could make the app read or
/// write a file another user chose. Thread-safe.
enum SymbolicLinks {
  /// The path of the file `path` finally names: each link in a chain followed, relative
  /// targets taken from the link's own folder. A dangling link gives the path of the missing
  /// target, so that the first save creates it through the link. Paths that are not links
  /// come back as they are; a loop of links is an error, and so is a link the rule above
  /// does not follow (the error says why and how to open the file all the same).
  static func target(of path: String) throws(ToDoStoreError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { throw FileErrors.failure("cannot follow the link", path: current) }
      let link = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let next = link.hasPrefix("/") ? link : "\(Paths.directory(of: current))/\(link)"
      if let refusal = refusal(ofLinkAt: current, owner: status.st_uid, to: link, resolved: next) {
        throw refusal
      }
      current = next
    }
    throw FileErrors.failure("cannot follow the link", path: path, code: ELOOP)
  }

  /// Why the link at `path` (owned by `owner`, reading `link`, which names `resolved`) is
  /// not followed, or nil when it is.
  static func refusal(ofLinkAt path: String, owner: uid_t, to link: String, resolved: String)
    -> ToDoStoreError?
  {
    let name = Paths.name(of: path)
    let open =
      ": '\(path)' -> '\(link)' is not followed, so that no one else chooses the file todo reads and "
      + "writes; if you trust it, open the file it points to: todo '\(resolved)'"
    if owner != geteuid(), owner != 0 {
      return ToDoStoreError("‘\(name)’ is a symbolic link owned by another user (\(userName(owner)))\(open)")
    }
    let inSameFolder = !link.contains("/") && link != ".." && link != "."
    if !inSameFolder, let writer = otherWriter(of: Paths.directory(of: path)) {
      return ToDoStoreError("‘\(name)’ is a symbolic link out of a folder \(writer) can write\(open)")
    }
    return nil
  }

  /// Who other than the user (and root) can write the folder at `folder`: its owner, its
  /// group's members, or everyone; nil when no one else can.
  static func otherWriter(of folder: String) -> String? {
    var status = stat()
    guard stat(folder, &status) == 0 else { return nil }
    if status.st_uid != geteuid(), status.st_uid != 0 { return "another user (\(userName(status.st_uid)))" }
    if status.st_mode & 0o002 != 0 { return "every user" }
    // A group of the user's own (Debian's user private groups) is not another user.
    if status.st_mode & 0o020 != 0, status.st_gid != getegid() {
      return "the group \(groupName(status.st_gid))"
    }
    return nil
  }

  static func userName(_ uid: uid_t) -> String {
    getpwuid(uid).map { String(cString: $0.pointee.pw_name) } ?? "uid \(uid)"
  }

  static func groupName(_ gid: gid_t) -> String {
    getgrgid(gid).map { String(cString: $0.pointee.gr_name) } ?? "gid \(gid)"
  }
}

/// Splitting paths into folder and name. Pure.
enum Paths {
  /// Makes `folder` and its missing parents with `mode` (less the umask), as `mkdir -p`:
  /// 0, or the `errno` of the first that could not be made (one already there is fine).
  /// Blocks.
  @discardableResult
  static func makeFolders(_ folder: String, mode: mode_t) -> Int32 {
    var current = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      current += "/" + part
      if mkdir(current, mode) != 0, errno != EEXIST { return errno }
    }
    return 0
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
