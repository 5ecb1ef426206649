import Foundation
import Glibc

/// A user other than the one the tests run as, to plant links in a shared folder as another
/// user of the machine would. Made with `useradd` when missing; only root can act as it.
enum SecondUser {
  static let name = "todo-tester"

  /// Its user and group ids; nil when the tests do not run as root, or it cannot be made.
  static let ids: (uid: uid_t, gid: gid_t)? = {
    guard geteuid() == 0 else { return nil }
    if let ids = lookUp() { return ids }
    spawn("/usr/sbin/useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
    return lookUp()  // Made now, or by a test run beside this one.
  }()

  /// Why the tests that need it do not run, where they do not.
  static let missing = "needs root, to act as a second user (useradd, setpriv); CI runs as root"

  /// Runs `command` with `arguments` as the second user; its exit status.
  @discardableResult
  static func run(_ command: String, _ arguments: [String]) -> Int32 {
    guard let ids else { return -1 }
    return spawn(
      "/usr/bin/setpriv",
      ["--reuid=\(ids.uid)", "--regid=\(ids.gid)", "--clear-groups", "--", command] + arguments)
  }

  /// Makes `folder` the second user's: it can then replace any file in it.
  static func own(_ folder: String) {
    guard let ids else { return }
    chown(folder, ids.uid, ids.gid)
  }

  private static func lookUp() -> (uid: uid_t, gid: gid_t)? {
    guard let entry = getpwnam(name) else { return nil }
    return (entry.pointee.pw_uid, entry.pointee.pw_gid)
  }

  @discardableResult
  private static func spawn(_ executable: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
