import Testing

@testable import ToDoCore
@testable import ToDoRuntime

/// How todo.sh numbers, sorts and colours a list.
@Suite("todo.sh's list format")
struct TodoShListFormatTests {
  private let colours = TodoShColours(
    priorities: ["A": "<yellow>"], otherPriority: "<white>", done: "<grey>", reset: "</>", project: "<p>",
    context: "<c>", date: "<d>", number: "<n>", meta: "<m>")

  @Test func numbersArePaddedWithSpacesThenZerosAndLinesWithoutATodoAreLeftOut() {
    #expect(TodoShListFormat.numbered(7, "task", width: 3) == "  7 task")
    #expect(TodoShListFormat.zeroPadded("  7 task") == "007 task")
    #expect(TodoShListFormat.isLeftOut(""))
    #expect(TodoShListFormat.isLeftOut(" 12 "))
    #expect(!TodoShListFormat.isLeftOut("a"))
  }

  @Test func theSortIsByTheTextCaseFoldedThenByTheNumber() {
    let lines = ["1 ccc", "2 (B) b", "3 aaa", "4 Aaa", "5 x 2011 done", "6 (A) a", "7 ~sym", "8 \\`!"]
    #expect(
      TodoShListFormat.sorted(lines) == [
        "6 (A) a", "2 (B) b", "3 aaa", "4 Aaa", "1 ccc", "5 x 2011 done", "8 \\`!", "7 ~sym",
      ])
  }

  @Test func aLineTakesItsPriorityColourAndItsWordsTheirOwn() {
    #expect(
      TodoShListFormat.coloured(
        "1 (A) call @mum +home 2018-11-11 due:x", colours: colours, hidingPriority: false)
        == "<yellow><n>1</><yellow> (A) call <c>@mum</><yellow> <p>+home</><yellow> <d>2018-11-11</><yellow> <m>due:x</><yellow></>"
    )
    #expect(
      TodoShListFormat.coloured("2 (D) x", colours: colours, hidingPriority: true)
        == "<white><n>2</><white> x</>")
    #expect(
      TodoShListFormat.coloured(
        "3 x 2009-02-13 done", colours: TodoShColours(done: "<g>", reset: "</>"), hidingPriority: false)
        == "<g>3 x 2009-02-13 done</>")
    // Neither a project nor a context: no letter or digit at the end, or only the sigil.
    let plain = TodoShColours(reset: "</>", project: "<p>", context: "<c>")
    #expect(
      TodoShListFormat.coloured("4 +! @(foo) + seti@home", colours: plain, hidingPriority: false)
        == "4 +! @(foo) + seti@home")
  }
}
