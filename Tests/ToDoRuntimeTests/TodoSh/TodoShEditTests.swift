import Testing

@testable import ToDoCore
@testable import ToDoRuntime

/// The changes todo.sh's actions make to a todo's text.
@Suite("todo.sh's changes to a todo")
struct TodoShEditTests {
  @Test func aNewTodoIsOneLineDatedAfterItsPriorityWithTheDefaultPriority() {
    #expect(
      TodoShEdit.newTodo("smell the\rroses\nnow", today: nil, defaultPriority: "") == "smell the roses now")
    #expect(
      TodoShEdit.newTodo("(b) notice", today: "2009-02-13", defaultPriority: "") == "(B) 2009-02-13 notice")
    #expect(TodoShEdit.newTodo("notice", today: "2009-02-13", defaultPriority: "") == "2009-02-13 notice")
    #expect(TodoShEdit.newTodo("take out", today: nil, defaultPriority: "A") == "(A) take out")
    #expect(TodoShEdit.newTodo("(C) take out", today: nil, defaultPriority: "A") == "(C) take out")
  }

  @Test func replaceKeepsThePriorityAndDateUnlessTheNewTextHasItsOwn() {
    let todo = "(A) 2009-02-13 this is just a new one"
    #expect(TodoShEdit.replace(todo, with: "collect eggs") == "(A) 2009-02-13 collect eggs")
    #expect(TodoShEdit.replace(todo, with: "2010-07-04 new date") == "(A) 2010-07-04 new date")
    #expect(TodoShEdit.replace(todo, with: "(B) new priority") == "(B) 2009-02-13 new priority")
    #expect(TodoShEdit.replace("plain", with: "(C) 2010-07-04 both") == "(C) 2010-07-04 both")
  }

  @Test func prependGoesAfterThePriorityAndDateAppendJoinsASentence() {
    #expect(
      TodoShEdit.prepend("this is just a", to: "(A) 2009-02-13 new task")
        == "(A) 2009-02-13 this is just a new task")
    #expect(TodoShEdit.prepend("2010-07-04 x", to: "2009-02-13 task") == "2009-02-13 2010-07-04 x task")
    #expect(TodoShEdit.append(", lilies", to: "daisies", delimiters: ",.:;") == "daisies, lilies")
    #expect(TodoShEdit.append("& bees", to: "wasps", delimiters: ",.:;") == "wasps & bees")
    #expect(TodoShEdit.append("&beans", to: "bees", delimiters: "*,.:;&") == "bees&beans")
  }

  @Test func priorityDonenessAndTheFilesName() {
    #expect(TodoShEdit.prioritize("(C) task", "A") == "(A) task")
    #expect(TodoShEdit.priority(of: "(C) task") == "C")
    #expect(TodoShEdit.priority(of: "PRIORITIZE(D) task") == nil)
    #expect(TodoShEdit.deprioritize("(B) task") == "task")
    #expect(TodoShEdit.complete("(A) task", today: "2009-02-13") == "x 2009-02-13 task")
    #expect(TodoShEdit.prefix(ofFile: "/home/ann/todo.txt") == "TODO")
    #expect(TodoShEdit.prefix(ofFile: "specialdone.txt") == "SPECIALDONE")
  }

  @Test func deduplicateAndArchiveWorkOnTheLines() {
    let lines = ["duplicated", "two", "x done", "duplicated", "double", "double", "three"]
    #expect(
      TodoShEdit.deduplicate(lines, keepingLineNumbers: true)
        == (["duplicated", "two", "x done", "", "double", "", "three"], 2))
    #expect(TodoShEdit.deduplicate(lines, keepingLineNumbers: false).lines.count == 5)
    #expect(TodoShEdit.archive(["one", "", "x done", "two"]) == (["one", "two"], ["x done"]))
  }
}
