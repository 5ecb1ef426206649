import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `w` links the selected todo (or the marked ones) to the todo chosen from the list: an
/// `after:` naming the chosen todo's `id:` (a new short one when it has none, never one
/// rewritten), the unlink when it waited already, a cycle refused, one undoable step, and
/// every other line kept as it was.
@Suite("Reducer: linking a todo to the one it waits for")
struct LinkingReducerTests {
  static let titles = [
    "Buy the paint", "Paint the walls", "Hang the pictures id:1", "Call mum dep:2",
  ]
  static let start = State.loaded(titles).synced.with(today: "2026-11-26").selecting(1)

  @Test func wThenEnterLinksTheSelectedToDoToTheChosenOneWithANewShortID() {
    let choosing = pressing(["w"], from: Self.start)
    #expect(choosing.mode == .linking([Self.start.todos[1].id]))
    let linked = pressing([.up, .enter], from: choosing)
    // 1 is taken (id:1) and 2 is waited for by a todo (dangling): 3 is the first free.
    #expect(
      linked.titles == [
        "Buy the paint id:3", "Paint the walls after:3", "Hang the pictures id:1", "Call mum dep:2",
      ])
    #expect(linked.mode == .browsing)
    #expect(linked.view.dependencies.isBlocked(linked.todos[1].id))
    #expect(linked.document.history.undoable.count == 1, "one undoable step")
    #expect(pressing([.control("z")], from: linked).titles == Self.titles)
    #expect(linked.status?.text.contains("Linked") == true)
  }

  @Test func anExistingIDIsUsedNeverRewritten() {
    let linked = pressing(["w", .down, .enter], from: Self.start)
    #expect(linked.titles[2] == "Hang the pictures id:1")
    #expect(linked.titles[1] == "Paint the walls after:1")
    #expect(linked.titles[0] == Self.titles[0] && linked.titles[3] == Self.titles[3])
  }

  @Test func aTodoWithTwoIDsIsWaitedForUnderItsFirst() {
    let start = State.loaded(["Paint the walls", "Hang the pictures id:walls id:pics"]).synced.selecting(0)
    let linked = pressing(["w", .down, .enter], from: start)
    #expect(linked.titles == ["Paint the walls after:walls", "Hang the pictures id:walls id:pics"])
  }

  @Test func choosingATodoAlreadyWaitedForUnlinksIt() {
    let linked = pressing(["w", .down, .enter], from: Self.start)
    let unlinked = pressing(["w", .down, .enter], from: linked.selecting(1))
    #expect(unlinked.titles == Self.titles)
    #expect(unlinked.status?.text.contains("Unlinked") == true)
    // Topydo's spelling: the p: on the awaited todo is taken out, the id: stays.
    let topydo = State.loaded(["Move house id:7", "Pack the books p:7", "Sell the car id:8 p:7,4"])
      .synced.selecting(0)
    let undone = pressing(["w", .down, .enter], from: topydo)
    #expect(undone.titles == ["Move house id:7", "Pack the books", "Sell the car id:8 p:7,4"])
    #expect(undone.view.dependencies.isBlocked(undone.todos[0].id), "the car still awaited")
  }

  @Test func aLinkThatWouldMakeACycleIsRefused() {
    let chain = State.loaded(["A id:a after:b", "B id:b after:c", "C id:c"]).synced.selecting(2)
    let refused = pressing(["w", "g", .enter], from: chain)
    #expect(refused.titles == chain.titles)
    #expect(refused.mode.kind == .linking, "still choosing")
    #expect(refused.status?.text.contains("cycle (a → b → c → a)") == true)
    let itself = pressing(["w", .enter], from: chain)
    #expect(itself.titles == chain.titles)
    #expect(itself.status?.text.contains("cannot wait for itself") == true)
    #expect(pressing([.escape], from: itself).mode == .browsing)
  }

  @Test func escCancelsAndUpStaysInTheList() {
    let top = Self.start.selecting(0)
    let choosing = pressing(["w", .up], from: top)
    #expect(choosing.mode.kind == .linking, "up from the first todo stays in the list")
    let cancelled = pressing([.escape], from: choosing)
    #expect(cancelled.mode == .browsing)
    #expect(cancelled.titles == Self.titles)
  }

  @Test func withMarksEveryMarkedToDoWaitsForTheChosenOneAsOneStep() {
    let marked = pressing([" ", " "], from: Self.start.selecting(0))
    let linked = pressing(["w", .enter], from: marked)  // the selection is on the third
    #expect(
      linked.titles == [
        "Buy the paint after:1", "Paint the walls after:1", "Hang the pictures id:1", "Call mum dep:2",
      ])
    #expect(linked.document.history.undoable.count == 1)
    #expect(linked.status?.text.contains("2 todos wait") == true)
    let unlinked = pressing(["w", .enter], from: linked)
    #expect(unlinked.titles == Self.titles)
  }

  @Test func wordsAreRemovedNameByName() {
    #expect(DependencyWords.removing(["a"], under: ["after:"], from: "T after:a,b x") == "T after:b x")
    #expect(DependencyWords.removing(["a"], under: ["after:"], from: "T after:a x") == "T x")
    #expect(DependencyWords.removing(["a"], under: ["after:"], from: "T id:a") == "T id:a")
    #expect(DependencyWords.adding("after:", "3", to: "T") == "T after:3")
  }

  @Test func aWordAfterATabIsRemovedTooAndEveryOtherSeparatorKept() {
    #expect(DependencyWords.removing(["a"], under: ["after:"], from: "T\tafter:a x") == "T x")
    #expect(DependencyWords.removing(["a"], under: ["after:"], from: "T after:a\tx") == "T\tx")
    #expect(
      DependencyWords.removing(["a"], under: ["after:"], from: "T\tafter:a,b\tx  y")
        == "T\tafter:b\tx  y")
    #expect(DependencyWords.removing(["a"], under: ["after:"], from: "after:a\tT") == "T")
  }
}
