import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A new pseudo-terminal: the master side, open here, and the path of its other side.
/// Through glibc's functions looked up at run time: Swift does not import them (they need
/// `_XOPEN_SOURCE`).
struct PseudoTerminal {
  let master: Int32
  let path: String

  init() throws(SpawnFailed) {
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Prepare = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    let library = dlopen(nil, RTLD_NOW)
    guard let open = dlsym(library, "posix_openpt"), let grant = dlsym(library, "grantpt"),
      let unlock = dlsym(library, "unlockpt"), let name = dlsym(library, "ptsname_r")
    else { throw SpawnFailed(command: "posix_openpt", code: ENOSYS) }
    let master = unsafeBitCast(open, to: Open.self)(O_RDWR | O_NOCTTY)
    var buffer = [CChar](repeating: 0, count: 128)
    guard master >= 0, unsafeBitCast(grant, to: Prepare.self)(master) == 0,
      unsafeBitCast(unlock, to: Prepare.self)(master) == 0,
      unsafeBitCast(name, to: Name.self)(master, &buffer, buffer.count) == 0
    else { throw SpawnFailed(command: "posix_openpt", code: errno) }
    self.master = master
    self.path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
