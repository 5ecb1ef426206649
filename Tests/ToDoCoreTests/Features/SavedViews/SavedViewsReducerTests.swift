import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Saved views: `V` names and saves the list's view, `1`–`9` and `v` recall them, `d`
/// among them deletes one; each change asks for the views file to be written.
@Suite("Reducer: saved views")
struct SavedViewsReducerTests {
  static let titles = [
    "(B) Write the report +work", "x 2026-03-01 Paid the rent +home", "(A) Fix the roof +home",
    "Call mum @phone",
  ]

  static func start(views: SavedViews = SavedViews()) -> State {
    var state = State.loaded(titles).synced.selecting(0)
    if views != SavedViews() { state = reducer(state, .savedViews(.loaded(views))).0 }
    return state
  }

  static func typing(_ text: String) -> [Key] { text.map { Key.character($0) } }

  static let home = SavedView(name: "Home", settings: ListSettings(query: "+home", hidesDone: true))
  static let urgent = SavedView(name: "Urgent", settings: ListSettings(sort: .priority))

  @Test func vUpperNamesTheListsViewAndEnterSavesItInTheFirstFreePlace() {
    var state = Self.start()
    state.input = InputLine("a todo half typed")
    state = pressingReporting(["/"] + Self.typing("+home") + [.enter, "h", "s"], from: state).0
    let (naming, _) = pressingReporting(["V"], from: state)
    #expect(naming.mode == .namingView(draft: InputLine("a todo half typed")))
    #expect(naming.input.isEmpty && naming.focus == .input)
    #expect(compose(naming).lines[1].hasPrefix("V Name of the view"))
    #expect(naming.status?.text.contains("(+home · by priority · done hidden)") == true)
    let (named, _) = pressingReporting(Self.typing("Home work"), from: naming)
    #expect(compose(naming).lines[1].hasSuffix(" [ Save ]") && compose(named).lines[1].hasSuffix(" [ Save ]"))
    // A press on `[ Save ]` saves as Enter does.
    let pressed = reducer(named, .list(.clicked(Position(row: 1, column: 73))))
    let (saved, commands) = pressingReporting([.enter], from: named)
    #expect(pressed.0 == saved && pressed.1 == commands.last)
    let expected = SavedViews([
      SavedViews.Entry(
        slot: 1,
        view: SavedView(
          name: "Home work", settings: ListSettings(query: "+home", hidesDone: true, sort: .priority)))
    ])
    #expect(saved.savedViews == expected)
    #expect(commands.last == .savedViews(.save(expected)))
    #expect(saved.mode == .browsing && saved.input == InputLine("a todo half typed"))
    #expect(saved.status?.text == "Saved as view 1, Home work: 1 shows it.")
    #expect(
      compose(saved).lines[0].hasPrefix("TODO - (1/4) · 1 done hidden (h) · by priority · view Home work"))
  }

  @Test func digitsShowTheViewSavedThereAndAnEmptyPlaceSaysHowToSaveOne() {
    let views = SavedViews([
      SavedViews.Entry(slot: 2, view: Self.home), SavedViews.Entry(slot: 5, view: Self.urgent),
    ])
    var state = pressingReporting(["2"], from: Self.start(views: views)).0
    #expect(state.shownTitles == [Self.titles[2]])
    #expect(state.status?.text == "View 2, Home: +home · done hidden.")
    #expect(compose(state).lines[0].hasSuffix("view Home") || compose(state).lines[0].contains("· view Home"))
    state = pressingReporting(["5"], from: state).0
    #expect(state.shownTitles == [Self.titles[2], Self.titles[0], Self.titles[3], Self.titles[1]])
    let unchanged = state.view.settings
    state = pressingReporting(["3"], from: state).0
    #expect(state.view.settings == unchanged)
    #expect(state.status?.text.hasPrefix("No view saved as 3: V saves") == true)
  }

  @Test func theViewsPickerListsRecallsAndDeletesAndSaysWhenThereAreNone() {
    let views = SavedViews([
      SavedViews.Entry(slot: 2, view: Self.home), SavedViews.Entry(slot: 5, view: Self.urgent),
    ])
    let opened = pressingReporting(["v"], from: Self.start(views: views)).0
    let screen = compose(opened).lines
    #expect(screen.contains { $0.contains("┌─ Saved views ") })
    #expect(screen.contains { $0.contains("│ 2  Home ") && $0.contains("+home · done hidden │") })
    #expect(screen.contains { $0.contains("│ 5  Urgent ") && $0.contains("by priority │") })
    #expect(screen[23].hasPrefix("Enter show it  ↑/↓ select  Esc close  s save this view  d delete  ^C quit"))
    let picked = pressingReporting(["j", .enter], from: opened).0
    #expect(picked.mode == .browsing && picked.view.settings == Self.urgent.settings)
    let byDigit = pressingReporting(["2"], from: opened).0
    #expect(byDigit.mode == .browsing && byDigit.view.settings == Self.home.settings)
    let (deleted, commands) = pressingReporting(["j", "d"], from: opened)
    let left = SavedViews([SavedViews.Entry(slot: 2, view: Self.home)])
    #expect(deleted.savedViews == left && commands == [.savedViews(.save(left))])
    #expect(deleted.picker?.selected == 0 && deleted.status?.text == "Deleted view 5, Urgent.")
    let none = pressingReporting(["d"], from: deleted)
    #expect(none.0.savedViews.isEmpty && none.1 == [.savedViews(.save(SavedViews()))])
    #expect(pressingReporting(["d"], from: none.0).1.isEmpty)
    #expect(compose(none.0).lines.contains { $0.contains("No saved views: s saves this one.") })
    // `s` among the views names the list's view; Esc gives back the list.
    let naming = pressingReporting(["s"], from: none.0).0
    #expect(naming.mode.kind == .namingView)
    #expect(pressingReporting([.escape], from: naming).0.mode == .browsing)
  }

  @Test func savingUnderANameInUseReplacesThatViewAndTheNameIsOffered() {
    let views = SavedViews([SavedViews.Entry(slot: 4, view: Self.home)])
    let naming = pressingReporting(["4", "V"], from: Self.start(views: views)).0
    #expect(naming.input == InputLine("Home"))
    let resorted = pressingReporting([.escape, "s", "V"], from: naming).0
    #expect(resorted.input.isEmpty)
    let saved = pressingReporting(Self.typing("Home") + [.enter], from: resorted).0
    var settings = Self.home.settings
    settings.sort = .priority
    #expect(
      saved.savedViews
        == SavedViews([SavedViews.Entry(slot: 4, view: SavedView(name: "Home", settings: settings))]))
    #expect(saved.status?.text == "View 4 replaced, Home: 4 shows it.")
    // Names compare in any case.
    let other = pressingReporting(["V", .control("u")] + Self.typing("HOME") + [.enter], from: saved).0
    #expect(other.savedViews.count == 1 && other.savedViews[4]?.name == "HOME")
  }

  @Test func aMissingOrLongNameOrNoFreePlaceIsSaidAndTheNameStaysToChange() {
    let empty = pressingReporting(["V", " ", .enter], from: Self.start()).0
    #expect(empty.mode.kind == .namingView && empty.status?.kind == .error)
    #expect(empty.status?.text == "A view needs a name: type one, or Esc cancels.")
    let long = pressingReporting(
      ["V"] + Self.typing(String(repeating: "n", count: 41)) + [.enter], from: Self.start()
    )
    .0
    #expect(
      long.mode.kind == .namingView && long.status?.text.hasPrefix("That name is 41 characters") == true)
    let full = SavedViews(
      SavedViews.slots.map {
        SavedViews.Entry(slot: $0, view: SavedView(name: "V\($0)", settings: ListSettings()))
      })
    let (refused, commands) = pressingReporting(
      ["V"] + Self.typing("Tenth") + [.enter], from: Self.start(views: full))
    #expect(refused.mode.kind == .namingView && refused.savedViews == full && commands.isEmpty)
    #expect(refused.status?.text.hasPrefix("All nine views are saved") == true)
  }

  @Test func aViewsFileThatCouldNotBeReadIsNeverWrittenAndTheViewsLastTheSession() {
    let views = SavedViews(
      [SavedViews.Entry(slot: 1, view: Self.home)], unwritableBecause: "views:7: sort \"size\" is not a sort")
    let start = Self.start(views: views)
    #expect(start.status?.text == "Saved views will not be written: views:7: sort \"size\" is not a sort.")
    let (saved, commands) = pressingReporting(["V"] + Self.typing("All") + [.enter], from: start)
    #expect(commands.isEmpty && saved.savedViews[2]?.name == "All")
    #expect(
      saved.status?.text
        == "View 2, All, saved for this session only: views:7: sort \"size\" is not a sort.")
  }

  @Test func aFailedWriteIsSaidAndTheViewsAreKept() {
    let saved = pressingReporting(["V"] + Self.typing("All") + [.enter], from: Self.start()).0
    let failed = reducer(saved, .savedViews(.notSaved(reason: "disk full"))).0
    #expect(failed.savedViews == saved.savedViews && failed.status?.kind == .error)
    #expect(failed.status?.text.hasPrefix("Views not saved: disk full.") == true)
  }
}
