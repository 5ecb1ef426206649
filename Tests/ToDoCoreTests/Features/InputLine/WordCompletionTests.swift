import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: Tab completes +project, @context and key: in the input line")
struct WordCompletionTests {
  static let lines = [
    "Fix the roof +home due:2026-01-30",
    "Pay rent +Homework @phone id:7 http://example.com see:a:b",
    "x 2026-01-01 Old +hobby @Phone",
    "Plan +Ärger @café t:2026-03-01",
  ]

  /// A state adding, on `lines`, with `typed` in the line and the cursor after `cursor`
  /// characters (at the end when nil).
  static func typing(_ typed: String, cursor: Int? = nil, lines: [String] = lines) -> State {
    let todos = lines.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) }
    return State(todos: todos, input: InputLine(typed, cursor: cursor))
  }

  static func tab(_ state: State, times: Int = 1) -> State {
    var state = state
    for _ in 0..<times { state = reducer(state, .lineEdit(.complete)).0 }
    return state
  }

  @Test func tabCompletesTheProjectToTheFirstMatchInOrder() {
    let state = Self.tab(Self.typing("Buy +ho"))
    #expect(state.input == InputLine("Buy +hobby"))
    #expect(state.focus == .input)
    #expect(state.status == nil)
  }

  @Test func aSecondTabCyclesThroughTheMatchesKeepingTheListsSpelling() {
    let start = Self.typing("Buy +ho")
    #expect(Self.tab(start, times: 2).input.text == "Buy +home")
    #expect(Self.tab(start, times: 3).input.text == "Buy +Homework")
    #expect(Self.tab(start, times: 4).input.text == "Buy +hobby")
  }

  @Test func theMatchIgnoresCapitals() {
    #expect(Self.tab(Self.typing("Call @PH")).input.text == "Call @phone")
    #expect(Self.tab(Self.typing("Buy +HOMEW")).input.text == "Buy +Homework")
  }

  @Test func namesDifferingOnlyInCapitalsAreOneSpeltAsFirstMet() {
    let state = Self.tab(Self.typing("Call @p"), times: 2)
    #expect(state.input.text == "Call @phone")
  }

  @Test func unicodeNamesMatchTheirPrefixCapitalsAside() {
    #expect(Self.tab(Self.typing("Talk +är")).input.text == "Talk +Ärger")
    #expect(Self.tab(Self.typing("Meet @caf")).input.text == "Meet @café")
    #expect(Self.tab(Self.typing("Meet @cafe\u{301}")).input.text == "Meet @café")
  }

  @Test func keysOfTheListAndTheStandardOnesComplete() {
    #expect(Self.tab(Self.typing("Pay d")).input.text == "Pay due:")
    #expect(Self.tab(Self.typing("Pay i")).input.text == "Pay id:")
    #expect(Self.tab(Self.typing("Pay r")).input.text == "Pay rec:")
    #expect(Self.tab(Self.typing("Pay p")).input.text == "Pay pri:")
    #expect(Self.tab(Self.typing("Pay t")).input.text == "Pay t:")
    #expect(Self.tab(Self.typing("Pay t"), times: 2).input.text == "Pay t:")
  }

  @Test func aURLOrAValueWithAColonMakesNoKey() {
    #expect(Self.tab(Self.typing("Read h")).focus == .list)
    #expect(Self.tab(Self.typing("Read s")).focus == .list)
  }

  @Test func theCursorInTheMiddleOfTheLineCompletesTheWordBeforeIt() {
    let state = Self.tab(Self.typing("Buy +ho milk", cursor: 7))
    #expect(state.input == InputLine("Buy +hobby milk", cursor: 10))
    #expect(Self.tab(state).input == InputLine("Buy +home milk", cursor: 9))
  }

  @Test func noProjectOrContextMatchingChangesNothingAndSaysSo() {
    let start = Self.typing("Buy +xy")
    let state = Self.tab(start)
    #expect(state.input == start.input)
    #expect(state.status == StatusMessage("No project starts with +xy", kind: .info))
    #expect(Self.tab(state).status == state.status)
    #expect(
      Self.tab(Self.typing("Buy @xy")).status == StatusMessage("No context starts with @xy", kind: .info))
  }

  @Test func aWordNoKeyStartsWithMovesToTheListAsTabDidBefore() {
    let start = Self.typing("Buy milk")
    let state = Self.tab(start)
    #expect(state.focus == .list)
    #expect(state.input == start.input)
  }

  @Test func noWordBeforeTheCursorOrACursorInsideAWordMovesToTheList() {
    #expect(Self.tab(Self.typing("")).focus == .list)
    #expect(Self.tab(Self.typing("Buy ")).focus == .list)
    #expect(Self.tab(Self.typing("Buy +home", cursor: 7)).focus == .list)
    #expect(Self.tab(Self.typing("Buy due:")).focus == .list)
  }

  @Test func anyOtherKeyEndsTheCycleTheTextStaying() {
    var state = Self.tab(Self.typing("Buy +ho"))
    state = reducer(state, .lineEdit(.insert(" "))).0
    state = reducer(state, .lineEdit(.deleteBackward)).0
    #expect(state.input.text == "Buy +hobby")
    // Tab starts anew from `+hobby`: its only match.
    #expect(Self.tab(state, times: 2).input.text == "Buy +hobby")
    var moved = Self.tab(Self.typing("Buy +ho"))
    moved = reducer(moved, .lineEdit(.moveCursor(.lineStart))).0
    moved = reducer(moved, .lineEdit(.moveCursor(.lineEnd))).0
    #expect(Self.tab(moved).input.text == "Buy +hobby")
  }

  @Test func completesInTheSearchLineAndWhenEditing() {
    var searching = Self.typing("")
    searching.focus = .list
    searching = reducer(searching, .search(.start)).0
    searching = reducer(searching, .lineEdit(.insert("@ph"))).0
    let (searched, command) = reducer(searching, .lineEdit(.complete))
    #expect(searched.input.text == "@phone")
    #expect(searched.mode.kind == .searching)
    #expect(command == .schedule(id: .filterDue, after: State.searchDelay, send: .search(.due)))
    var editing = Self.typing("")
    editing.focus = .list
    editing = reducer(reducer(editing, .list(.selectFirst)).0, .editing(.start)).0
    editing = reducer(editing, .lineEdit(.insert(" @ca"))).0
    editing = Self.tab(editing)
    #expect(editing.input.text.hasSuffix("@café"))
    #expect(editing.mode.kind == .editing)
    #expect(Self.tab(reducer(editing, .lineEdit(.insert(" milk"))).0).mode.kind == .editing)
  }

  @Test func aChangedListIsReadAgain() {
    var state = Self.tab(Self.typing("Walk the dog +zoo"))
    #expect(state.completionWords != nil)
    state = reducer(state, .list(.addInput)).0
    #expect(state.completionWords == nil, "the words of the list before the change are let go")
    state = reducer(state, .lineEdit(.insert("Feed +zo"))).0
    #expect(Self.tab(state).input.text == "Feed +zoo")
  }

  @Test func theWordsAreReadOncePerList() {
    let state = Self.tab(Self.typing("Buy +ho"))
    #expect(state.completionWords?.list.isIdentical(to: state.todos) == true)
    let words = CompletionWords(of: state.todos)
    #expect(words.projects == ["+hobby", "+home", "+Homework", "+Ärger"])
    #expect(words.contexts == ["@café", "@phone"])
    #expect(words.keys == ["due:", "id:", "pri:", "rec:", "t:"])
  }
}
