import Glibc

/// The rule for a file the app keeps for itself (the journal, the record of what it last
/// saw, a recording, an in-place write's record and backups, a move's record), as ssh's
/// StrictModes: it is trusted only when it is no symbolic link,
/// its owner is the user the app runs as, and neither it nor its folder may be written by
/// the group or others (a folder with the sticky bit, as `/tmp`, may: others cannot replace
/// a file there). Each refusal names the file and says how to fix it. Blocks on `lstat`.
enum OwnFile {
  /// Why the file at `path` (`what` names it: "the journal") is not to be trusted, or nil
  /// when it is, or is missing (then its folder alone is looked at).
  static func distrust(_ path: String, what: String, stickyFolderTrusted: Bool = false) -> String? {
    if let folder = distrustFolder(of: path, what: what, stickyTrusted: stickyFolderTrusted) {
      return folder
    }
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return distrust(status, path: path, what: what)
  }

  /// Why the file whose status is `status` (from `lstat` or `fstat`) is not to be trusted;
  /// nil when it is. Pure.
  static func distrust(_ status: stat, path: String, what: String) -> String? {
    let kind = status.st_mode & S_IFMT
    if kind == S_IFLNK { return linkRefused(path, what: what) }
    guard kind == S_IFREG else { return "\(what) is not a file: not used (‘\(path)’). To fix: move it away" }
    if status.st_uid != geteuid() {
      return "\(what) belongs to another user: not trusted (‘\(path)’). To fix: remove it"
    }
    if status.st_mode & 0o022 != 0 {
      return "\(what) may be written by other users: not trusted (‘\(path)’). To fix: chmod go-w '\(path)'"
    }
    return nil
  }

  /// What is said of a symbolic link found where `what` is: it is never followed. Pure.
  static func linkRefused(_ path: String, what: String) -> String {
    "\(what) is a symbolic link: not followed (‘\(path)’). To fix: remove the link (rm '\(path)')"
  }

  /// Why the folder at `folder`, one the app makes for itself (`what` names it), is not to
  /// be trusted: a symbolic link, not a folder, another user's (root's too), or one the
  /// group or others may write. Nil when it is the user's own, or missing. Blocks on
  /// `lstat`.
  static func distrustOwnFolder(_ folder: String, what: String) -> String? {
    var status = stat()
    guard lstat(folder, &status) == 0 else { return nil }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFLNK { return linkRefused(folder, what: what) }
    guard kind == S_IFDIR else {
      return "\(what) is not a folder: not used (‘\(folder)’). To fix: move it away"
    }
    if status.st_uid != geteuid() {
      return "\(what) belongs to another user: not trusted (‘\(folder)’). To fix: move it away"
    }
    if status.st_mode & 0o022 != 0 {
      return
        "\(what) may be written by other users: not trusted (‘\(folder)’). To fix: chmod go-w '\(folder)'"
    }
    return nil
  }

  /// The bytes of the file at `path` (`what` names it), opened without following a link and
  /// checked on its descriptor (`fstat`) by the rule; nil bytes when it is missing or cannot
  /// be read, or the refusal. Blocks.
  static func contents(of path: String, what: String) -> (bytes: [UInt8]?, refusal: String?) {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return (nil, errno == ELOOP ? linkRefused(path, what: what) : nil) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return (nil, nil) }
    if let refusal = distrust(status, path: path, what: what) { return (nil, refusal) }
    return ((try? Descriptors.readAll(descriptor, path: path, sizeHint: Int(status.st_size) + 1)), nil)
  }

  /// Why the folder of `path` is not to be trusted: another user's (but root's), or one
  /// the group or others may write (unless it has the sticky bit and `stickyTrusted`).
  static func distrustFolder(of path: String, what: String, stickyTrusted: Bool) -> String? {
    let folder = Paths.directory(of: path)
    var status = stat()
    guard stat(folder.isEmpty ? "." : folder, &status) == 0 else { return nil }
    let sticky = stickyTrusted && status.st_mode & S_ISVTX != 0
    if status.st_uid != geteuid(), status.st_uid != 0, !sticky {
      return "the folder of \(what) belongs to another user: not trusted (‘\(folder)’). To fix: move it away"
    }
    if status.st_mode & 0o022 != 0, !sticky {
      return "the folder of \(what) may be written by other users: not trusted (‘\(folder)’). "
        + "To fix: chmod go-w '\(folder)'"
    }
    return nil
  }
}
