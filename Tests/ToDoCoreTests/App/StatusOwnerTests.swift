import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A status a box or a mode set is cleared when that box or mode closes; the others stay.
@Suite("Reducer: a closed box's status goes with it")
struct StatusOwnerTests {
  static func start(keymap: Keymap = .standard) -> State {
    var state = State.loaded(["Call Mum +family @phone", "Water the plants +home"]).synced.selecting(0)
    state.keymap = keymap
    return state
  }

  @Test func closingTheTagsPickerByAnyOfItsKeysClearsItsStatus() throws {
    let keymap = try Keymap.standard.rebinding("closePicker", in: .pickingTag, to: ["c"])
    let open = pressing(["t"], from: Self.start(keymap: keymap))
    #expect(open.mode.kind == .pickingTag)
    #expect(open.status?.text.hasPrefix("Enter shows the todos") == true)
    let closed = pressing(["c"], from: open)
    #expect(closed.mode == .browsing && closed.status == nil)
    #expect(pressing([.escape], from: pressing(["t"], from: Self.start())).status == nil)
  }

  @Test func theViewsBoxsStatusGoesWithItAndAStatusSaidWhileClosingStays() {
    let open = pressing(["v"], from: Self.start())
    #expect(open.mode.kind == .pickingView && open.status != nil)
    #expect(pressing([.escape], from: open).status == nil)
    // A pick says what it shows: that status is the closing key's, and stays.
    let picked = pressing(["t", .enter], from: Self.start())
    #expect(picked.mode == .browsing && picked.status?.text.hasPrefix("Showing +family") == true)
    #expect(pressing(["j"], from: picked).status == picked.status)
  }

  @Test func aStatusFromTheWorldWhileABoxIsOpenOutlivesIt() {
    var open = pressing(["t"], from: Self.start())
    open = reducer(open, .persistence(.saveFailed("disk full"))).0
    let said = open.status
    #expect(said?.text.lowercased().contains("disk full") == true)
    #expect(open.mode.kind == .pickingTag)
    #expect(pressing([.escape], from: open).status == said)
  }

  @Test func cancellingAPriorityLeavesTheListsStatus() {
    let before = pressing(["j"], from: Self.start())
    let cancelled = pressing(["p", .escape], from: before)
    #expect(cancelled.mode == .browsing && cancelled.status == before.status)
  }
}
