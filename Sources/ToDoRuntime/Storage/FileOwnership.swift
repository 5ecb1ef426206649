import Glibc

/// Gives a new file what the file it replaces had: owner, group, permissions, and extended
/// attributes (ACLs, SELinux labels, user attributes are extended attributes on Linux).
/// Thread-safe.
enum FileOwnership {
  /// Makes `descriptor` owned like `original` (the stat of the file at `originalPath`),
  /// copies its extended attributes where the file system allows, and sets its mode.
  /// Returns false when the owner or group could not be kept (a user saving a file that
  /// belongs to someone else): then the caller must not put this file in its place.
  static func copy(from original: stat, at originalPath: String, to descriptor: Int32) -> Bool {
    var kept = true
    var created = stat()
    if fstat(descriptor, &created) != 0 || created.st_uid != original.st_uid
      || created.st_gid != original.st_gid
    {
      kept = fchown(descriptor, original.st_uid, original.st_gid) == 0
    }
    ExtendedAttributes.copy(from: originalPath, to: descriptor)
    // After the owner: changing the owner clears the set-user-ID and set-group-ID bits.
    fchmod(descriptor, original.st_mode & 0o7777)
    return kept
  }
}

/// Copies extended attributes with `llistxattr`, `lgetxattr` and `fsetxattr`, looked up at
/// run time (the C library's `sys/xattr.h` is not part of Swift's Glibc module). Those the
/// target refuses (another file system, no permission) are skipped. Thread-safe.
enum ExtendedAttributes {
  private typealias List = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
  private typealias Get =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int)
    -> Int
  private typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

  private static func function<Function>(_ name: String, as type: Function.Type) -> Function? {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
  }

  static func copy(from path: String, to descriptor: Int32) {
    // The `l` forms: a link put in the list's place meanwhile gives nothing of its target's.
    guard let list = function("llistxattr", as: List.self), let get = function("lgetxattr", as: Get.self),
      let set = function("fsetxattr", as: Set.self)
    else { return }
    let size = list(path, nil, 0)
    guard size > 0 else { return }
    var names = [CChar](repeating: 0, count: size)
    let listed = list(path, &names, size)
    guard listed > 0 else { return }
    for name in names[..<listed].split(separator: 0) {
      let name = Array(name) + [0]
      let length = get(path, name, nil, 0)
      guard length >= 0 else { continue }
      var value = [UInt8](repeating: 0, count: max(length, 1))
      let read = get(path, name, &value, length)
      guard read >= 0 else { continue }
      _ = set(descriptor, name, value, read, 0)
    }
  }
}
