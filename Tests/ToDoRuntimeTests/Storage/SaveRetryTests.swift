import Dispatch
import Foundation
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A save that failed is tried again by itself; a shutdown that cannot save keeps the list
/// in a file of its own and says where.
@Suite("Saves that could not finish")
@MainActor
struct SaveRetryTests {
  /// A folder of its own, removed at the end.
  private final class Folder {
    let path = NSTemporaryDirectory() + "save-retry-\(UUID().uuidString)"
    init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func read(_ name: String) -> String? { try? String(contentsOfFile: "\(path)/\(name)", encoding: .utf8) }
  }

  /// Holds the write lock another instance of the app would hold: `flock` on the folder,
  /// through a descriptor no child of this test process inherits (a git another test runs
  /// meanwhile would hold the lock on after `close`).
  private func holdLock(on folder: String) -> Int32 {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    #expect(flock(descriptor, LOCK_EX) == 0)
    return descriptor
  }

  private func app(_ store: any ToDoStore, notes: @escaping @Sendable @MainActor (String) -> Void = { _ in })
    -> (StateStore, VirtualScheduler, exits: () -> [Int32])
  {
    let scheduler = VirtualScheduler()
    var state = State(todos: [ToDo(id: 1, title: "Old")], loadStatus: .loaded)
    state.saving.syncedList = state.todos
    var environment = Environment(toDoStore: store, mainScheduler: scheduler)
    environment.noteAtExit = notes
    final class Exits { var statuses: [Int32] = [] }
    let exits = Exits()
    let app = StateStore(
      initialState: state, environment: environment, draw: { _ in }, exit: { exits.statuses.append($0) })
    return (app, scheduler, { exits.statuses })
  }

  @Test func aSaveThatGaveUpWaitingForTheLockIsRetriedOnceTheLockFreesWithNoKeyPressed() throws {
    let folder = try Folder()
    let path = folder.path + "/todo.txt"
    try "Old\n".write(toFile: path, atomically: false, encoding: .utf8)
    let fileStore = FileToDoStore(path: path, fileSystem: LiveFileSystem(lockPatience: .milliseconds(100)))
    _ = try waitForCompletion { fileStore.load(completion: $0) }.get()
    let store = SignallingToDoStore(wrapped: fileStore)
    let (app, scheduler, _) = app(store)
    let lock = holdLock(on: folder.path)

    app.handle("New".map { .key(.character($0)) } + [.key(.enter)])
    scheduler.advance(by: Command.saveDelay)
    #expect(store.saveReturned.wait(timeout: .now() + 10) == .success)
    scheduler.advance()
    #expect(app.state.status?.text.hasPrefix("Another todo is saving this list and does not finish") == true)
    #expect(folder.read("todo.txt") == "Old\n")

    close(lock)  // The other instance is done.
    scheduler.advance(by: .seconds(1))
    #expect(store.saveReturned.wait(timeout: .now() + 10) == .success)
    scheduler.advance()
    #expect(folder.read("todo.txt") == "New\nOld\n", "saved by itself, a second later")
    #expect(!app.state.saving.hasUnsavedChanges)
  }

  @Test func aSignalDuringALockWaitKeepsTheUnsavedListInTheStateFolderAndSaysWhere() throws {
    let folder = try Folder()
    let path = folder.path + "/todo.txt"
    try "Old\n".write(toFile: path, atomically: false, encoding: .utf8)
    let state = folder.path + "/state"
    let fileStore = FileToDoStore(
      path: path, fileSystem: LiveFileSystem(lockPatience: .seconds(5)), unsavedFolder: state)
    _ = try waitForCompletion { fileStore.load(completion: $0) }.get()
    final class Notes { var lines: [String] = [] }
    let notes = Notes()
    let (app, scheduler, exits) = app(fileStore, notes: { notes.lines.append($0) })
    let lock = holdLock(on: folder.path)
    defer { close(lock) }

    app.handle("First".map { .key(.character($0)) } + [.key(.enter)])
    scheduler.advance(by: Command.saveDelay)  // The save waits for the lock.
    app.handle("Second".map { .key(.character($0)) } + [.key(.enter)])
    app.send(.system(.shutdown(exitStatus: 143)))
    scheduler.advance(by: Command.shutdownBound)

    #expect(exits() == [143])
    let kept = try #require(try FileManager.default.contentsOfDirectory(atPath: state).first)
    #expect(kept.hasPrefix("todo.unsaved-") && kept.hasSuffix(".txt"))
    #expect(folder.read("state/\(kept)") == "Second\nFirst\nOld\n")
    #expect(
      notes.lines == [
        "todo: your latest changes are not saved in '\(path)' (the save did not finish within 2 s); "
          + "the list as you left it is in '\(state)/\(kept)'"
      ])
  }
}
