import Glibc

/// The errors of `LiveFileSystem`, worded reason first ("No space left on device: cannot
/// write '…'"), so that a status line of 40 columns still shows why, then how to fix it
/// where something can be said. Pure functions of their arguments and `errno`.
enum FileErrors {
  /// `what` failed on `path` because of `code` (default: the current `errno`); `advice`,
  /// when given, replaces the usual fix for that `code`.
  static func failure(_ what: String, path: String, code: Int32 = errno, advice: String? = nil)
    -> ToDoStoreError
  {
    let reason = String(cString: strerror(code))
    return ToDoStoreError("\(reason): \(what) '\(path)'\(advice ?? Self.advice(for: code))")
  }

  /// For a new list in a folder the user cannot write.
  static let folderAdvice = "; make the folder writable or keep the list elsewhere (todo ~/todo.txt)"

  /// How to fix the failures a user can fix, after a "; ".
  static func advice(for code: Int32) -> String {
    switch code {
    case EROFS: "; remount it writable or keep the list elsewhere (todo ~/todo.txt)"
    case ENOSPC, EDQUOT: "; free some space, then save again"
    case ELOOP: "; the symbolic links point to each other in a loop"
    default: ""
    }
  }

  /// The file itself refuses writes (no write permission).
  static func readOnlyFile(_ path: String) -> ToDoStoreError {
    ToDoStoreError("read-only file; make it writable (chmod u+w '\(path)') to save")
  }

  /// `path` names something that is not a regular file: a FIFO, a device, a socket or a
  /// folder, which the app never opens (a FIFO would block it forever); the advice is for
  /// the `kind` of file the app meant to read or write there.
  static func notRegularFile(_ path: String, mode: mode_t, kind: FileKind = .list) -> ToDoStoreError {
    let what =
      switch mode & S_IFMT {
      case S_IFDIR: "a folder"
      case S_IFIFO: "a FIFO"
      case S_IFCHR: "a character device"
      case S_IFBLK: "a block device"
      case S_IFSOCK: "a socket"
      default: "a special file"
      }
    return ToDoStoreError("not a regular file (\(what)): '\(path)'; \(kind.advice)")
  }
}

/// What a file the app reads or writes is for: its errors are phrased for it (a config
/// file given where a list is expected is told to be a config file). Pure data.
public enum FileKind: Sendable {
  case list, doneFile, config, views, recording

  /// What to do about a path that names no regular file of this kind.
  var advice: String {
    switch self {
    case .list: "give the path of a todo.txt file"
    case .doneFile: "move it aside: the done file beside the list must be a file"
    case .config: "give the path of a config file (--config FILE), or leave --config out"
    case .views: "move it aside: the saved views file beside the config must be a file"
    case .recording: "give the path of a recording made with --record FILE"
    }
  }
}
