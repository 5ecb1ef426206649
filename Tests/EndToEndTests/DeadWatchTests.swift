import Foundation
import Testing

/// The app where the system grants no inotify instance: a user namespace of its own whose
/// limit (`/proc/sys/user/max_inotify_instances`, per namespace) is 0, so that nothing
/// else on the machine is touched.
@Suite("A list that cannot be watched", .serialized)
struct DeadWatchTests {
  /// Whether this machine lets a test make a user namespace (root, or unprivileged ones).
  static let canMakeUserNamespaces = system("unshare --user --map-root-user true >/dev/null 2>&1") == 0

  @Test(
    "with no inotify instance: said once, and another program's change shows within seconds",
    .enabled(if: canMakeUserNamespaces, "no user namespaces here"))
  func deadWatchSaysSoAndChecks() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    let shell = try await ShellSession()
    defer { shell.kill() }
    let inner =
      "echo 0 > /proc/sys/user/max_inotify_instances && exec \(shellQuoted(try ToDoBinary.path())) "
      + shellQuoted(folder.file("todo.txt"))
    try await shell.run("unshare --user --map-root-user sh -c \(shellQuoted(inner))")
    let warned = try await shell.waitFor("the warning") { $0.contains("The file is not watched") }
    #expect(
      warned.rows.contains("The file is not watched (the inotify limit is reached): checked every 2 seconds.")
    )
    try folder.write("todo.txt", "Call mom\nFrom outside\n")
    try await shell.waitFor("the other program's todo", timeout: .seconds(6)) {
      $0.contains("From outside")
    }
    try await shell.press("C-c")
    try await shell.waitFor("the shell back") { !$0.contains("TODO - (") }
  }
}
