import Glibc
import ToDoCore

/// The vdir as one sync reads and changes it: the `.ics` files that are regular files with
/// UTF-8 text, the ones left alone and why (a link, a FIFO, a file it cannot read, not
/// UTF-8: they count as unchanged, never as deleted), and the writes and deletions the plan
/// asks for, only ever of a plain name inside the folder, through the file layer. A folder
/// that is missing after a sync made it, or that cannot be listed, is refused (decision
/// 0295). Blocks on the files.
struct CalDAVVdir {
  let folder: String
  /// The objects read.
  private(set) var files: [CalDAVSyncPlan.VdirFile] = []
  /// The files left alone, and why.
  private(set) var leftAlone: [(name: String, reason: String)] = []
  /// Each file's version as read, so that a write over one that changed since is refused.
  private var fingerprints: [String: FileFingerprint] = [:]
  private let fileSystem: LiveFileSystem

  private init(folder: String, faults: FileFaults) {
    self.folder = folder
    fileSystem = LiveFileSystem(faults: faults)
  }

  /// Reads the vdir at `folder`, making it when it is missing and `mayCreate` (no sync
  /// has written to it yet); its reads and writes go through `faults` (a test's).
  static func read(
    folder: String, mayCreate: Bool, faults: FileFaults = .none
  ) -> Result<CalDAVVdir, CalDAVProblem> {
    var status = stat()
    if stat(folder, &status) != 0 {
      guard errno == ENOENT else {
        return .failure(CalDAVProblem(message: "cannot read the vdir \(folder): \(CalDAVStateFile.reason())"))
      }
      guard mayCreate else {
        return .failure(
          CalDAVProblem(
            message: "the vdir \(folder) is missing (unmounted, renamed?); nothing was changed. "
              + "To fix: mount or restore it, or name the folder it moved to"))
      }
      let code = Paths.makeFolders(folder, mode: 0o755)
      guard code == 0 else {
        return .failure(
          CalDAVProblem(message: "cannot make the folder \(folder): \(String(cString: strerror(code)))"))
      }
    } else if status.st_mode & S_IFMT != S_IFDIR {
      return .failure(CalDAVProblem(message: "the vdir \(folder) is not a folder: name the vdir's folder"))
    }
    guard let directory = opendir(folder) else {
      return .failure(CalDAVProblem(message: "cannot read the vdir \(folder): \(CalDAVStateFile.reason())"))
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name.hasSuffix(".ics"), CalDAVSyncPlan.isPlainFileName(name) { names.append(name) }
    }
    closedir(directory)
    var vdir = CalDAVVdir(folder: folder, faults: faults)
    for name in names.sorted() { vdir.readObject(name) }
    return .success(vdir)
  }

  private mutating func readObject(_ name: String) {
    let path = folder + "/" + name
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno != ENOENT { leftAlone.append((name, "cannot be read (\(CalDAVStateFile.reason()))")) }
      return
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      leftAlone.append((name, status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a regular file"))
      return
    }
    do {
      guard let contents = try fileSystem.read(path, kind: .list) else { return }
      guard let text = String(validating: contents.bytes, as: UTF8.self) else {
        leftAlone.append((name, "not UTF-8"))
        return
      }
      files.append(.init(name: name, text: text))
      fingerprints[name] = contents.fingerprint
    } catch {
      leftAlone.append((name, "cannot be read (\(error))"))
    }
  }

  /// Writes `file` in the folder, unless the file changed since it was read; nil, or the
  /// problem.
  func write(_ file: CalDAVSyncPlan.VdirFile) -> String? {
    guard CalDAVSyncPlan.isPlainFileName(file.name) else {
      return "\(file.name): not a plain file name, not written"
    }
    let path = folder + "/" + file.name
    do {
      guard
        try fileSystem.writeAtomically(
          Array(file.text.utf8), to: path, createDirectory: false, unlessChangedFrom: fingerprints[file.name])
          != nil
      else { return "\(path) changed while syncing: the next sync takes it" }
      return nil
    } catch {
      return "cannot write \(path): \(error)"
    }
  }

  /// Deletes the regular file `name` of the folder; nil, or the problem.
  func delete(_ name: String) -> String? {
    guard CalDAVSyncPlan.isPlainFileName(name) else { return "\(name): not a plain file name, not deleted" }
    let path = folder + "/" + name
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFREG else { return "\(name): not a regular file, not deleted" }
    guard unlink(path) == 0 || errno == ENOENT else {
      return "cannot delete \(path): \(CalDAVStateFile.reason())"
    }
    return nil
  }
}
