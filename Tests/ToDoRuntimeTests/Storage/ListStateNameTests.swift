import Testing

@testable import ToDoRuntime

@Suite("The name of a list's files in the state folder")
struct ListStateNameTests {
  @Test func twoListsWithOneFileNameGetTwoNames() {
    let work = ListStateName.of(realPath: "/home/ann/work/todo.txt")
    let home = ListStateName.of(realPath: "/home/ann/home/todo.txt")
    #expect(work != home)
    #expect(work.hasPrefix("todo.txt-") && home.hasPrefix("todo.txt-"))
  }

  @Test func theNameIsTheFileNameAndSixteenHexadecimalDigits() {
    let name = ListStateName.of(realPath: "/srv/lists/groceries.txt")
    #expect(name.hasPrefix("groceries.txt-"))
    let digits = name.dropFirst("groceries.txt-".count)
    #expect(digits.count == 16)
    #expect(digits.allSatisfy { $0.isHexDigit && !$0.isUppercase })
  }

  @Test func theSamePathAlwaysGetsTheSameName() {
    // FNV-1a 64 of "/a": a fixed value, so a name never changes between versions.
    #expect(ListStateName.of(realPath: "/a") == "a-07d66707b49cd92d")
  }
}
