import Testing
import ToDoTestSupport

@testable import ToDoCore
@testable import ToDoRuntime

/// Nothing the app writes is something its own load would refuse or read back as other
/// lines, whatever put the text into a todo: the same hostile texts through every source
/// (typed or replayed, pasted, edited in the app, the editor, a recurring todo's next
/// occurrence, a conflict copy merged), then the list as the file would hold it, loaded.
@Suite("A todo's text, from every source, loads back")
struct ToDoTextSourcesTests {
  /// Texts with what a todo's line must not hold: NUL (the load refuses the file), line
  /// breaks of every kind (the line would come back as two), other controls.
  static let hostile = [
    "edited\u{0}with nul", "two\nlines", "a\r\nwindows line", "old mac\rline", "tab\there",
    "escape \u{1B}[7m reversed", "bell\u{07}", "c1 \u{9B}31m", "next line\u{85}here",
    "line\u{2028}separator", "para\u{2029}graph", "delete\u{7F}d", "form\u{0C}feed",
  ]

  enum Source: String, CaseIterable, CustomTestStringConvertible {
    case typedOrReplayed, pasted, editedInTheApp, editor, recurrence, conflictCopy
    var testDescription: String { rawValue }
  }

  /// The state after `text` came in through `source`, on a list of two todos.
  private func entering(_ text: String, through source: Source) -> State {
    var state = State.loaded(["Call mom", "Buy milk rec:1d"]).synced
    state.today = CalendarDate(iso: "2026-01-31")
    let actions: [Action]
    switch source {
    case .typedOrReplayed:
      actions = [.lineEdit(.insert("Buy " + text)), .list(.addInput)]
    case .pasted:
      let paste = state.keymap.action(for: .paste("Buy " + text), in: state)
      actions = [paste, .list(.addInput)].compactMap { $0 }
    case .editedInTheApp:
      state = state.selecting(0)
      actions = [.editing(.start), .lineEdit(.insert(" " + text)), .editing(.save)]
    case .editor:
      actions = [.externalEdit(.edited(state.todos[0].id, .edited("Call " + text + "\n")))]
    case .recurrence:
      // A line another program wrote may hold controls the load lets through (not NUL).
      state = State.loaded(["Call mom", "Water " + text + " rec:1d"]).synced.selecting(1)
      state.today = CalendarDate(iso: "2026-01-31")
      actions = [.completion(.toggle)]
    case .conflictCopy:
      let copy = ConflictCopy(name: "todo.sync-conflict-20261123-101500-ABCDEF1.txt", titles: ["Buy " + text])
      // The copy is asked about once the list has the keys.
      state = state.selecting(0)
      actions = [.conflictCopies(.found([copy])), .conflictCopies(.merge)]
    }
    return reduce(state, actions).0
  }

  @Test(arguments: Source.allCases, hostile)
  func everySourceWritesWhatTheLoadTakesBackAsTheSameToDos(source: Source, text: String) throws {
    let state = entering(text, through: source)
    #expect(state.document.revision > 0, "the text was not taken: \(state.status?.text ?? "")")
    let file = ToDoTxtDocument(lines: state.todos.lines).bytes
    let loaded = try ToDoTxtDocument.parse(file)
    #expect(loaded.todoTitles.map { String($0) } == state.todos.titles)
    for title in state.todos.titles where title != "Call mom" {
      #expect(
        !title.unicodeScalars.contains { $0.isTerminalControl || $0.value == 0x2028 || $0.value == 0x2029 })
    }
  }

  @Test func aNulFromTheEditorIsDroppedAndTheRestKept() {
    let state = entering("edited\u{0}with nul", through: .editor)
    #expect(state.todos.titles[0] == "Call editedwith nul")
  }

  @Test(arguments: Source.allCases.filter { $0 != .recurrence && $0 != .conflictCopy })
  func aLineOfTenMegabytesIsRefusedOrCutFromEverySourceTheUserTypesIn(source: Source) {
    let huge = String(repeating: "x", count: 10 << 20)
    let state = entering(huge, through: source)
    #expect(state.todos.titles.allSatisfy { $0.utf8.count <= ToDoText.maximumByteCount })
  }

  @Test func theEditorsTooLongLineIsNamedAndNothingChanges() {
    let state = State.loaded(["Call mom", "Buy milk"]).synced
    let long = String(repeating: "é", count: 501)
    let (next, _) = reducer(state, .externalEdit(.edited(1, .edited("Call mom\n" + long + "\n"))))
    #expect(next.todos.titles == state.todos.titles)
    #expect(
      next.status?.text
        == "Not changed: line 2 has 501 characters; a todo holds at most 500 characters (4000 bytes).")
  }

  @Test func aSaveWhoseBytesTheLoadWouldRefuseLeavesTheFileAsItWas() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    let loaded = try waitForCompletion { store.load(completion: $0) }.get()
    let base = ToDoList(titles: loaded, firstID: 1)
    // A todo that reached the list without the document's own check (as a future path might).
    var todos = base
    todos.insert(ToDo(id: 9, title: "edited\u{0}with nul"), at: 0)
    let result = waitForCompletion { store.save(todos, base: base, completion: $0) }
    guard case .failure(let error) = result else {
      Issue.record("the save wrote bytes the load refuses")
      return
    }
    #expect(error.description.hasPrefix("the list would not load back, so the file is left as it was"))
    #expect(folder.read("todo.txt") == "Call mom\n")
  }
}
