import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: where new todos go and their creation date")
struct ReducerPreferencesTests {
  @Test func aNewToDoGoesToTheBottomWhenThePreferencesSaySo() {
    var start = State.loaded()
    start.preferences.newToDos = .bottom
    start.input = InputLine("Write report")
    let (state, _) = reducer(start, .list(.addInput))
    let added = ToDo(id: 4, title: "Write report")
    #expect(state.todos.map(\.title) == start.todos.map(\.title) + ["Write report"])
    #expect(state.selectedRow == start.todos.count)
    #expect(
      state.document.history
        == {
          var history = start.document.history
          history.record(.inserted(added, at: start.todos.count), nextID: added.id + 1)
          return history
        }())
  }

  @Test func undoRemovesAToDoAddedAtTheBottom() {
    var start = State.loaded()
    start.preferences.newToDos = .bottom
    start.input = InputLine("Write report")
    let (added, _) = reducer(start, .list(.addInput))
    let (undone, _) = reducer(added, .history(.undo))
    #expect(undone.todos.map(\.title) == start.todos.map(\.title))
  }

  @Test(arguments: [
    (Preferences.Placement.bottom, ["Loaded one", "Loaded two", "Added while loading"]),
    (.top, ["Added while loading", "Loaded one", "Loaded two"]),
  ])
  func aToDoAddedWhileTheListLoadsGoesWhereNewToDosGo(placement: Preferences.Placement, titles: [String]) {
    var state = State(preferences: Preferences(newToDos: placement))
    state.loadStatus = .loading(spinnerFrame: 0)
    (state, _) = reducer(state, .lineEdit(.insert("Added while loading")))
    (state, _) = reducer(state, .list(.addInput))
    (state, _) = reducer(state, .persistence(.toDosLoaded(["Loaded one", "Loaded two"])))
    #expect(state.todos.map(\.title) == titles)
    #expect(state.selectedToDo?.title == "Added while loading")
    // Undo still takes the added todo away.
    (state, _) = reducer(state, .history(.undo))
    #expect(state.todos.map(\.title) == ["Loaded one", "Loaded two"])
  }

  @Test func aNewToDoGoesOnTopByDefault() {
    var start = State.loaded()
    start.input = InputLine("Write report")
    let (state, _) = reducer(start, .list(.addInput))
    #expect(state.todos.first?.title == "Write report")
    #expect(state.selectedRow == 0)
  }

  @Test(arguments: [
    ("Write report", "2026-11-23 Write report"),
    ("(A) Write report", "(A) 2026-11-23 Write report"),
    ("2025-01-02 Write report", "2025-01-02 Write report"),
    ("(B) 2025-01-02 Write report", "(B) 2025-01-02 Write report"),
    ("x 2025-01-02 Done already", "x 2025-01-02 Done already"),
    ("(a) lowercase is no priority", "2026-11-23 (a) lowercase is no priority"),
  ])
  func aNewToDoGetsTodayAsItsCreationDate(typed: String, line: String) {
    var start = State.loaded()
    start.preferences.addsCreationDates = true
    start.today = CalendarDate(iso: "2026-11-23")
    start.input = InputLine(typed)
    let (state, _) = reducer(start, .list(.addInput))
    #expect(state.todos.first?.title == line)
  }

  @Test func withoutACreationDateTheTextIsKeptAsTyped() {
    var start = State.loaded()
    start.input = InputLine("Write report")
    let (state, _) = reducer(start, .list(.addInput))
    #expect(state.todos.first?.title == "Write report")
  }

  @Test func aListLeftOpenPastMidnightDatesNewToDosWithTheNewDay() {
    var start = State.loaded()
    start.preferences.addsCreationDates = true
    let nextDay = Action.system(.dayBegan(CalendarDate(iso: "2026-11-24")!, nextDayIn: .seconds(86_400)))
    let (state, _) = reduce(start, [nextDay, .lineEdit(.insert("Write report")), .list(.addInput)])
    #expect(state.todos.first?.title == "2026-11-24 Write report")
  }

  @Test func beforeTheDayIsKnownANewToDoHasNoCreationDate() {
    var start = State.loaded()
    start.preferences.addsCreationDates = true
    start.input = InputLine("Write report")
    let (state, _) = reducer(start, .list(.addInput))
    #expect(state.todos.first?.title == "Write report")
  }
}
