import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The app writes only the user's files, through the path the user gave: a link another
/// user plants is not followed, a hard link does not carry a save into a snapshot, a
/// conflict copy that is a link is not read, and archiving a list that is its own done
/// file is refused. The attacks run as a second user, as on a shared machine.
@Suite("Links and other names of the list")
struct LinkSafetyTests {
  static let secondUser = "todo-tester"

  /// The second user's ids, made with `useradd` if missing; nil when not root.
  static func secondUserIDs() async throws -> (uid: uid_t, gid: gid_t)? {
    guard geteuid() == 0 else { return nil }
    if getpwnam(secondUser) == nil {
      _ = try await runProcess(
        ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", secondUser])
    }
    guard let entry = getpwnam(secondUser) else { return nil }
    return (entry.pointee.pw_uid, entry.pointee.pw_gid)
  }

  @Test(
    "another user swaps the list for a link to root's file: nothing is read or written through it",
    .enabled(if: geteuid() == 0, "needs root, to act as a second user (CI runs as root)"))
  func aListSwappedForALinkIsNotWrittenThrough() async throws {
    guard let ids = try await Self.secondUserIDs() else {
      Issue.record("no second user could be made")
      return
    }
    let shared = try TemporaryFolder()
    defer { shared.remove() }
    let outside = try TemporaryFolder()
    defer { outside.remove() }
    try shared.write("todo.txt", "Mine\n")
    try outside.write("victim", "root:secret\n")
    chmod(outside.file("victim"), 0o600)
    chown(shared.path, ids.uid, ids.gid)
    let app = try await TmuxSession(arguments: [shared.file("todo.txt")], columns: 200)
    defer { app.kill() }
    try await app.waitFor("the list") { $0.items == ["Mine"] }
    let planted = try await runProcess(
      ["setpriv", "--reuid=\(ids.uid)", "--regid=\(ids.gid)", "--clear-groups", "--"]
        + ["ln", "-sfn", outside.file("victim"), shared.file("todo.txt")])
    #expect(planted.status == 0, "\(planted.stderr)")
    let refused = try await app.waitFor("the link refused", timeout: .seconds(10)) {
      $0.status.hasPrefix("‘todo.txt’ became a symbolic link after todo opened it")
    }
    #expect(refused.items == ["Mine"], "the victim's lines are not shown")
    try await app.type("New todo")
    try await app.press("Enter")
    let unsaved = try await app.waitFor("the save refused", timeout: .seconds(10)) {
      $0.items.contains("New todo") && $0.status.contains("not saved")
    }
    #expect(unsaved.status.hasPrefix("‘todo.txt’ became a symbolic link after todo opened it"))
    #expect(outside.read("victim") == "root:secret\n")
  }

  @Test("a hard-linked list (a cp -al snapshot) is saved as a file of its own, and the app says so")
  func aHardLinkedListLeavesTheSnapshotAlone() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let snapshot = try TemporaryFolder()
    defer { snapshot.remove() }
    try folder.write("todo.txt", "Keep me\n")
    let linked = try await runProcess(["cp", "-al", folder.file("todo.txt"), snapshot.file("todo.txt")])
    #expect(linked.status == 0)
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], columns: 200)
    defer { app.kill() }
    try await app.waitFor("the list") { $0.items == ["Keep me"] }
    try await app.press("Down", "DC")
    let said = try await app.waitFor("the link broken, said", timeout: .seconds(10)) {
      $0.status.hasPrefix("‘todo.txt’ had 2 names (hard links")
    }
    #expect(said.count == 0)
    try await waitUntil("the delete saved", timeout: .seconds(10)) { folder.read("todo.txt") == "" }
    #expect(snapshot.read("todo.txt") == "Keep me\n", "the snapshot keeps its todo")
  }

  @Test("a conflict copy that is a link to a private file is reported, never offered nor read")
  func aConflictCopyThatIsALinkIsNotRead() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let secrets = try TemporaryFolder()
    defer { secrets.remove() }
    try secrets.write("creds", "SECRET password=hunter2\n")
    try folder.write("todo.txt", "Buy the milk\n")
    let copy = "todo.sync-conflict-20261123-101500-ABCDEF1.txt"
    symlink(secrets.file("creds"), folder.file(copy))
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], columns: 260)
    defer { app.kill() }
    let said = try await app.waitFor("the copy reported", timeout: .seconds(10)) {
      $0.status.hasPrefix("Sync conflict copy not merged: it is a symbolic link")
    }
    #expect(said.status.contains("delete it if you did not make it); ‘\(copy)’ is left as it is."))
    #expect(!said.footer.contains("m merge"), "no question about the copy")
    try await app.type("Added")
    try await app.press("Enter")
    try await waitUntil("the add saved", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Added\nBuy the milk\n"
    }
    #expect(!(folder.read("todo.txt") ?? "").contains("SECRET"))
  }

  @Test("A on a list named done.txt is refused with a way out, and the list is left alone")
  func archivingAListNamedDoneTxtIsRefused() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("done.txt", "x 2026-01-02 Paid\nOpen\n")
    let app = try await TmuxSession(arguments: [folder.file("done.txt")], columns: 200)
    defer { app.kill() }
    try await app.waitFor("the list") { $0.items.count == 2 }
    try await app.press("Down", "A")
    let refused = try await app.waitFor("the archive refused", timeout: .seconds(10)) {
      $0.status.hasPrefix("The list is ‘done.txt’ itself, where archived todos go: nothing archived")
    }
    #expect(refused.items.count == 2)
    #expect(!refused.status.contains("added by another program"))
    #expect(folder.read("done.txt") == "x 2026-01-02 Paid\nOpen\n")
  }
}
