import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("List rows: the styles of a todo's parts, for the config's colours")
struct ToDoTxtStylesTests {
  @Test func projectsContextsAndDueTagsGetTheirStyles() {
    let frame = compose(.loaded(["Call mom +family @phone due:2026-12-01 now"]))
    let row = 3
    // "  Call mom +family @phone due:2026-12-01 now": the title starts at column 2.
    #expect(frame[row, 2].style == .item)
    #expect((11...17).allSatisfy { frame[row, $0].style == .project })
    #expect(frame[row, 18].style == .item)
    #expect((19...24).allSatisfy { frame[row, $0].style == .context })
    #expect((26...39).allSatisfy { frame[row, $0].style == .due })
    #expect(frame[row, 41].style == .item)
  }

  @Test(arguments: [
    ("(A) a", Style.priorityA), ("(B) b", .priorityB), ("(C) c", .priorityC), ("(D) d", .item),
  ])
  func anOpenToDoWithAPriorityIsInItsStyle(line: String, style: Style) {
    let frame = compose(.loaded([line]))
    #expect(frame[3, 2].style == style)
  }

  @Test func wideCharactersMoveTheSpansByTheirWidth() {
    let frame = compose(.loaded(["买牛奶 +家"]))
    // 买牛奶 takes six columns: the project starts at 2 + 6 + 1.
    #expect(frame[3, 8].style == .item)
    #expect(frame[3, 9].style == .project)
  }

  @Test func theSelectedAndTheCompletedToDoKeepTheirOwnStyle() {
    let selected = compose(State.loaded(["(A) x +p"]).selecting(0))
    #expect(selected.row(3).dropFirst(2).prefix(8).allSatisfy { $0.style == .selectedItem })
    let completed = compose(.loaded(["x done +p"]))
    #expect(completed.row(3).dropFirst(2).prefix(9).allSatisfy { $0.style == .completedItem })
  }

  @Test func aLoneSignIsNoProject() {
    let frame = compose(.loaded(["a + b @ c due:"]))
    #expect(frame.row(3).allSatisfy { $0.style == .item || $0.style == .normal })
  }
}
