import Dispatch
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// Wraps a store so that the test knows when a save's result has been handed on (it then
/// waits on the virtual clock): the file store works on its own queue.
struct SignallingToDoStore: ToDoStore {
  let wrapped: any ToDoStore
  let saveReturned = DispatchSemaphore(value: 0)
  func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void) {
    wrapped.load(completion: completion)
  }
  func save(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    wrapped.save(todos, base: base) { [saveReturned] result in
      completion(result)
      saveReturned.signal()
    }
  }
}

@Suite("Overlapping saves, with the real file store on a slow disk")
@MainActor
struct OverlappingSavesTests {
  let path = "/lists/todo.txt"

  @Test func aDeleteDuringASlowMergingSaveKeepsTheOutsideLineAndNeverComesBack() throws {
    let files = FakeFileSystem()
    files.set(path, "A\nB\nC\n")
    let fileStore = FileToDoStore(path: path, fileSystem: files)
    let titles = try waitForCompletion { fileStore.load(completion: $0) }.get()
    let store = SignallingToDoStore(wrapped: fileStore)
    var state = State(
      todos: titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) }, loadStatus: .loaded)
    state.saving.syncedList = state.todos
    let app = Harness(state: state, toDoStore: { _ in store })
    let gate = DispatchSemaphore(value: 0)
    files.writeGate.withLock { $0 = gate }

    // Another program appends a line; the user adds a todo; its save starts and hangs.
    files.set(path, "A\nB\nC\nOutside\n")
    app.store.handle("Mine".map { .key(.character($0)) } + [.key(.enter)])
    app.scheduler.advance(by: Command.saveDelay)
    #expect(app.store.state.saving.saveInFlight != nil)
    // While it runs, the user deletes B; its debounce passes without a second save.
    app.store.handle([.key(.down), .key(.down), .key(.down), .key(.delete)])
    #expect(app.store.state.titles == ["Mine", "A", "C"])
    app.scheduler.advance(by: Command.saveDelay)

    // The disk answers: the first save's merge comes back over a changed list.
    gate.signal()
    #expect(store.saveReturned.wait(timeout: .now() + 10) == .success)
    app.scheduler.advance()
    #expect(app.store.state.titles == ["Mine", "A", "C"], "the merge is not taken over the delete")
    #expect(files.text(path) == "Mine\nA\nB\nC\nOutside\n")
    // The next save started at once; it answers too.
    #expect(app.store.state.saving.saveInFlight?.map(\.title) == ["Mine", "A", "C"])
    gate.signal()
    #expect(store.saveReturned.wait(timeout: .now() + 10) == .success)
    app.scheduler.advance()

    #expect(files.text(path) == "Mine\nA\nC\nOutside\n")
    #expect(app.store.state.titles == ["Mine", "A", "C", "Outside"])
    #expect(app.store.state.saving.saveInFlight == nil)
    #expect(!app.store.state.saving.hasUnsavedChanges)
  }
}
