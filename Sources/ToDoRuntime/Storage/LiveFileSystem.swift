import Glibc

/// The real file system, through POSIX calls. Thread-safe (it holds no state).
public struct LiveFileSystem: FileSystem {
  public init() {}

  public func read(_ path: String) throws(ToDoStoreError) -> FileContents? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      throw Self.error("cannot open", path: path)
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Self.error("cannot read", path: path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw ToDoStoreError("'\(path)' is not a regular file (a directory?)")
    }
    guard Int(status.st_size) <= TodoTxtDocument.maximumSize else {
      throw ToDoStoreError(
        "the file is too large (\(Int(status.st_size) >> 20) MiB; at most \(TodoTxtDocument.maximumSize >> 20) MiB)"
      )
    }
    var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
    var total = 0
    while true {
      if total == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2)))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + total, buffer.count - total)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.error("cannot read", path: path)
      }
      if count == 0 { break }
      total += count
    }
    bytes.removeSubrange(total...)
    return FileContents(
      bytes: bytes,
      fingerprint: FileFingerprint(
        size: total, modified: Self.modified(status), contentHash: FileFingerprint.hash(bytes)))
  }

  public func quickFingerprint(_ path: String) throws(ToDoStoreError) -> FileFingerprint? {
    var status = stat()
    if stat(path, &status) != 0 {
      if errno == ENOENT { return nil }
      throw Self.error("cannot check", path: path)
    }
    return FileFingerprint(size: Int(status.st_size), modified: Self.modified(status), contentHash: 0)
  }

  public func writeAtomically(
    _ bytes: [UInt8], to path: String, createDirectory: Bool, unlessChangedFrom expected: FileFingerprint?
  ) throws(ToDoStoreError) -> FileFingerprint? {
    let directory = Self.directory(of: path)
    if createDirectory { try Self.makeDirectories(directory) }
    // Keep the permissions of the file being replaced; new files get 0644 less the umask.
    var existing = stat()
    let exists = stat(path, &existing) == 0
    let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o644
    // Replacing the file by a rename would succeed even where writing to it would not: a
    // file without write permission (for anyone, so that root respects it too) is left alone.
    if exists, mode & 0o222 == 0 || access(path, W_OK) != 0 {
      // The reason first: a narrow status line cuts the end, and the title shows the path.
      throw ToDoStoreError("read-only file; make it writable (chmod u+w '\(path)') to save")
    }
    // One fixed name: a save killed halfway leaves at most this one file, which the next
    // save overwrites.
    let temporary = "\(directory)/.\(Self.name(of: path)).saving.tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw Self.error("cannot write a file beside", path: path) }
    var closed = false
    var writtenModified = Duration.zero
    defer {
      if !closed { close(descriptor) }
    }
    do throws(ToDoStoreError) {
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
          Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 {
          if errno == EINTR { continue }
          throw Self.error("cannot write", path: path)
        }
        offset += written
      }
      fchmod(descriptor, mode)
      guard fsync(descriptor) == 0 else { throw Self.error("cannot write to disk", path: path) }
      // The fingerprint of what we wrote, taken from our own file before it replaces the
      // old one: a stat after the rename could already include another program's write.
      var ours = stat()
      guard fstat(descriptor, &ours) == 0 else { throw Self.error("cannot check", path: path) }
      writtenModified = Self.modified(ours)
      closed = true
      guard close(descriptor) == 0 else { throw Self.error("cannot write to disk", path: path) }
      // The last moment to notice another program's write: if the file changed since it
      // was read, leave it alone and let the caller merge again.
      let now = try quickFingerprint(path)
      guard now.map({ $0.sameVersion(as: expected) }) ?? (expected == nil) else {
        unlink(temporary)
        return nil
      }
      guard rename(temporary, path) == 0 else { throw Self.error("cannot replace", path: path) }
    } catch {
      unlink(temporary)
      throw error
    }
    let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
    return FileFingerprint(
      size: bytes.count, modified: writtenModified, contentHash: FileFingerprint.hash(bytes))
  }

  private static func modified(_ status: stat) -> Duration {
    .seconds(status.st_mtim.tv_sec) + .nanoseconds(status.st_mtim.tv_nsec)
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  private static func makeDirectories(_ directory: String) throws(ToDoStoreError) {
    var current = directory.hasPrefix("/") ? "" : "."
    for part in directory.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o755) != 0, errno != EEXIST {
        throw error("cannot create the folder for", path: directory)
      }
    }
  }

  private static func error(_ what: String, path: String) -> ToDoStoreError {
    ToDoStoreError("\(what) '\(path)': \(String(cString: strerror(errno)))")
  }
}
