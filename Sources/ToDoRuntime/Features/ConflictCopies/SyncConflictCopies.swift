import Glibc
import ToDoCore

/// The copies of a list that sync tools leave beside it when two devices changed it at
/// once, found by their names, read with the list's own refusals, and moved aside once
/// merged. A copy is read only as a regular file in the list's own folder, never through a
/// symbolic link: a sync peer can plant a link (Syncthing syncs them) to a file it wants
/// merged into the list, and so synced back to it. Runs on the file store's queue.
///
/// The names, for a list `todo.txt`:
/// - Syncthing: `todo.sync-conflict-20261123-101500-ABCDEF1.txt` (date, time, and the
///   first seven characters of the device id; older versions leave the id out);
/// - Dropbox: `todo (Someone's conflicted copy 2026-11-23).txt`, and with a counter
///   `todo (Someone's conflicted copy 2026-11-23 (1)).txt`;
/// - Nextcloud and ownCloud: `todo (conflicted copy 2026-11-23 101500).txt`.
enum SyncConflictCopies {
  /// Whether the file `name` is a sync tool's conflict copy of the list file `listName`.
  /// Pure.
  static func isConflictCopy(_ name: String, of listName: String) -> Bool {
    let (stem, suffix) = split(listName)
    guard name != listName, name.hasPrefix(stem), name.hasSuffix(suffix),
      name.utf8.count > stem.utf8.count + suffix.utf8.count
    else { return false }
    let middle = name.dropFirst(stem.count).dropLast(suffix.count)
    if middle.hasPrefix(".sync-conflict-") {
      let rest = Array(middle.dropFirst(".sync-conflict-".count))
      // YYYYMMDD-HHMMSS, then maybe -XXXXXXX.
      guard rest.count == 15 || (rest.count == 23 && rest[15] == "-") else { return false }
      let digits = rest[0..<8] + rest[9..<15]
      return rest[8] == "-" && digits.allSatisfy(\.isASCIIDigit)
        && rest.dropFirst(16).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    return middle.hasPrefix(" (") && middle.hasSuffix(")") && middle.contains("conflicted copy ")
  }

  /// The conflict copies of the list at `listPath` in its folder, by name, each with its
  /// todos or why it cannot be read. Never throws: a folder that cannot be listed has none.
  static func find(besides listPath: String) -> [ConflictCopy] {
    let (folder, listName) = splitPath(listPath)
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    let folderDescriptor = dirfd(directory)
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
      }
      if isConflictCopy(name, of: listName) { names.append(name) }
    }
    return names.sorted().map { name -> ConflictCopy in
      do throws(ToDoStoreError) {
        guard let bytes = try readRegularFile(name, in: folderDescriptor, path: folder + "/" + name) else {
          return ConflictCopy(name: name, problem: "it is gone")
        }
        let document = try ToDoTxtDocument.parse(bytes)
        return ConflictCopy(name: name, titles: document.todoLines.map(\.string))
      } catch {
        return ConflictCopy(name: name, problem: error.description)
      }
    }
  }

  /// The bytes of the file `name` in the folder open at `folder` (nil when it is gone), or
  /// why they are not read: it is a link, not a regular file, on another device than the
  /// folder (a mount), a file with other names (a hard link), or too large.
  static func readRegularFile(_ name: String, in folder: Int32, path: String) throws(ToDoStoreError)
    -> [UInt8]?
  {
    let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      if errno == ELOOP {
        throw ToDoStoreError(
          "it is a symbolic link (a copy is read only as a file of the list's folder, never through "
            + "a link: delete it if you did not make it)")
      }
      throw FileErrors.failure("cannot open", path: path)
    }
    defer { close(descriptor) }
    var status = stat()
    var folderStatus = stat()
    guard fstat(descriptor, &status) == 0, fstat(folder, &folderStatus) == 0 else {
      throw FileErrors.failure("cannot check", path: path)
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw FileErrors.notRegularFile(path, mode: status.st_mode)
    }
    guard status.st_dev == folderStatus.st_dev else {
      throw ToDoStoreError("it is a file mounted from elsewhere, not a file of the list's folder")
    }
    // A sync tool writes a copy new: one with other names is another file's second name.
    guard status.st_nlink == 1 else {
      throw ToDoStoreError(
        "it has other names (a hard link to another file), and a sync tool's copy has none")
    }
    guard Int(status.st_size) <= ToDoTxtDocument.maximumSize else {
      throw ToDoStoreError("the file is too large (\(Int(status.st_size) >> 20) MiB)")
    }
    return try Descriptors.readAll(descriptor, path: path, sizeHint: Int(status.st_size) + 1)
  }

  /// Moves the copy `name` into the folder of merged copies beside the list (made if
  /// missing), under a name not taken there, then flushes both folders, so that the move is
  /// on the disk (through `faults`: `.replace` is the rename). Never deletes it.
  static func moveAside(_ name: String, besides listPath: String, faults: FileFaults = .none)
    throws(ToDoStoreError)
  {
    let (folder, _) = splitPath(listPath)
    let aside = folder + "/" + State.mergedCopiesFolder
    if mkdir(aside, 0o700) != 0, errno != EEXIST {
      throw FileErrors.failure("cannot make the folder for merged copies", path: aside)
    }
    // O_NOFOLLOW: a link planted under the folder's name (a sync peer can) must not lead the
    // copy, or the names looked at, anywhere else.
    let asideDescriptor = open(aside, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard asideDescriptor >= 0 else {
      guard errno == ELOOP || errno == ENOTDIR else {
        throw FileErrors.failure("cannot open the folder for merged copies", path: aside)
      }
      throw ToDoStoreError(
        "‘\(aside)’ is not a folder (a symbolic link, say): the copy is left where it is; "
          + "remove it, and todo makes the folder")
    }
    defer { close(asideDescriptor) }
    let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folderDescriptor >= 0 else { throw FileErrors.failure("cannot open", path: folder) }
    defer { close(folderDescriptor) }
    var target = name
    var number = 2
    var status = stat()
    while fstatat(asideDescriptor, target, &status, AT_SYMLINK_NOFOLLOW) == 0 {
      target = name + ".\(number)"
      number += 1
    }
    let code = faults.perform(.replace, folder + "/" + name) {
      renameat(folderDescriptor, name, asideDescriptor, target)
    }
    guard code == 0 else {
      throw FileErrors.failure("cannot move the copy aside", path: folder + "/" + name, code: code)
    }
    // The folder the copy left, then the one it went to: the move is on the disk before
    // the app says the copy is aside.
    _ = faults.perform(.syncFolder, folder) { faults.flush(folderDescriptor) }
    _ = faults.perform(.syncFolder, aside) { faults.flush(asideDescriptor) }
  }

  /// A file name as its stem and its extension with the dot (`todo`, `.txt`). Pure.
  private static func split(_ name: String) -> (stem: Substring, suffix: Substring) {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name[...], "") }
    return (name[..<dot], name[dot...])
  }

  /// A path as its folder (`.` for none) and its file name. Pure.
  private static func splitPath(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}
