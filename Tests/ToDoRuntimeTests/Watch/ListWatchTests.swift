import Foundation
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A dead watch is not silent: with no inotify instance to be had (an injected failing
/// watch), the app says so once, checks the file's identity on the virtual clock, sees
/// another program's change, and takes the watch back once the system grants it.
@Suite("The list's watch, when the system grants none")
@MainActor
struct ListWatchTests {
  @Test func saysSoOnceChecksTheFileAndTakesTheWatchBack() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    let path = folder.file("todo.txt")
    let scheduler = VirtualScheduler()
    var granted = false
    var sent: [Action] = []
    let watch = ListWatch(
      path: path, scheduler: scheduler, makeWatch: { granted ? FileWatch(path: path) : nil },
      send: { sent.append($0) })
    watch.start()
    #expect(sent == [.reload(.watchUnavailable(checkingEvery: 2))])
    #expect(watch.descriptor == -1)
    scheduler.advance(by: .seconds(10))
    #expect(sent.count == 1, "nothing changed: nothing to reload, and nothing said again")
    // Another program rewrites the file, same size, within the same second.
    try folder.write("todo.txt", "Call dad\n")
    scheduler.advance(by: ListWatch.checkInterval)
    #expect(sent.last == .reload(.fileChangedOutside))
    #expect(sent.count == 2)
    // Replaced by a rename: another inode.
    try folder.write("new.txt", "Call dad\n")
    #expect(rename(folder.file("new.txt"), path) == 0)
    scheduler.advance(by: ListWatch.checkInterval)
    #expect(sent.count == 3)
    granted = true
    scheduler.advance(by: ListWatch.checkInterval)
    #expect(watch.descriptor >= 0)
    scheduler.advance(by: .seconds(60))
    #expect(sent.count == 3, "the watch took over: no more checks")
  }

  @Test func aWatchThatCannotAddTheListsFolderCountsAsNone() throws {
    // An inotify instance, but no watch left for the folder (max_user_watches reached).
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    let path = folder.file("todo.txt")
    let scheduler = VirtualScheduler()
    var sent: [Action] = []
    let watch = ListWatch(
      path: path, scheduler: scheduler,
      makeWatch: { FileWatch(path: path, addWatch: { _, _, _ in -1 }) }, send: { sent.append($0) })
    watch.start()
    #expect(sent == [.reload(.watchUnavailable(checkingEvery: 2))])
    try folder.write("todo.txt", "Call dad\n")
    scheduler.advance(by: ListWatch.checkInterval)
    #expect(sent.last == .reload(.fileChangedOutside))
  }

  @Test func aGrantedWatchSaysNothingAndRunsNoCheck() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let path = folder.file("todo.txt")
    let scheduler = VirtualScheduler()
    var sent: [Action] = []
    let watch = ListWatch(path: path, scheduler: scheduler, makeWatch: { FileWatch(path: path) }) {
      sent.append($0)
    }
    watch.start()
    scheduler.advance(by: .seconds(60))
    #expect(sent.isEmpty)
    #expect(watch.descriptor >= 0)
  }

  @Test func theWarningOutlivesTheLoadsOwnMessage() {
    let (state, _) = reduce(
      State(),
      [
        .system(.started), .reload(.watchUnavailable(checkingEvery: 2)),
        .persistence(.toDosLoaded(["Call mom"])),
      ])
    #expect(
      state.status?.text == "The file is not watched (the inotify limit is reached): checked every 2 seconds."
    )
    #expect(state.status?.kind == .warning)
    let (loaded, _) = reduce(State.loaded(), [.reload(.watchUnavailable(checkingEvery: 2))])
    #expect(loaded.status?.text == state.status?.text)
  }
}
