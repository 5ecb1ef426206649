import Testing
import ToDoCore

@testable import ToDoRuntime

/// `todo` as `todo.sh`, run on files in memory: the actions, their words, their statuses.
@Suite("todo as todo.sh")
struct TodoShTests {
  /// A world of files in memory, a fixed time, answers given in advance.
  final class Memory {
    var files: [String: [String]] = ["/h/todo.cfg": ["export TODO_DIR=/h"]]
    var written: [String] = []
    var output = ""
    var answers: [Character] = []
    var folders: Set<String> = ["/h"]
    var brokenLinks: Set<String> = []
    var devices: Set<String> = []
    var journaled: [(String, ListEdit)] = []

    func world(_ environment: [String: String] = [:]) -> TodoShWorld {
      TodoShWorld(
        environment: ["HOME": "/h"].merging(environment) { $1 }, scriptPath: "/bin/todo.sh",
        readText: { self.files[$0]?.joined(separator: "\n") },
        kind: { path in
          if self.folders.contains(path) { return .folder(executable: true) }
          if self.brokenLinks.contains(path) { return .brokenLink }
          if self.devices.contains(path) { return .other }
          return self.files[path] == nil ? nil : .file(executable: false)
        },
        listFolder: { _ in self.files.keys.filter { $0.hasPrefix("/h/") }.map { String($0.dropFirst(3)) } },
        loadLines: { .success(self.files[$0]) },
        saveLines: { path, lines, _ in
          self.files[path] = lines
          self.written.append(path)
          return nil
        },
        makeFolder: { _ in true }, now: { "2009-02-13T04:40:00" },
        emit: { output in
          switch output {
          case .standardOutput(let text): self.output += text
          case .standardError(let text): self.output += "!" + text
          }
        },
        ask: { _ in self.answers.isEmpty ? nil : self.answers.removeFirst() }, readLine: { _ in nil },
        run: { _, _, _, _ in (127, "") })
    }

    func run(_ arguments: String, _ environment: [String: String] = [:]) -> Int32 {
      output = ""
      var world = world(environment)
      world.journal = { path, _, _, edit in self.journaled.append((path, edit)) }
      return TodoSh.run(arguments: arguments.split(separator: " ").map(String.init), world: world)
    }
  }

  @Test func addListAndTheCountLine() {
    let memory = Memory()
    #expect(memory.run("add notice the daisies") == 0)
    #expect(memory.output == "1 notice the daisies\nTODO: 1 added.\n")
    #expect(memory.run("-t add (b) smell the roses") == 0)
    #expect(memory.files["/h/todo.txt"] == ["notice the daisies", "(B) 2009-02-13 smell the roses"])
    #expect(memory.run("ls") == 0)
    #expect(
      memory.output
        == "\u{1B}[0;32m2 (B) 2009-02-13 smell the roses\u{1B}[0m\n1 notice the daisies\n--\nTODO: 2 of 2 tasks shown\n"
    )
    #expect(memory.run("-p ls ROSES") == 0)
    #expect(memory.output == "2 (B) 2009-02-13 smell the roses\n--\nTODO: 1 of 2 tasks shown\n")
  }

  @Test func doArchivesAndDelKeepsTheLineNumbers() {
    let memory = Memory()
    memory.files["/h/todo.txt"] = ["(A) one", "two", "three"]
    #expect(memory.run("do 1") == 0)
    #expect(
      memory.output
        == "1 x 2009-02-13 one\nTODO: 1 marked as done.\nx 2009-02-13 one\nTODO: /h/todo.txt archived.\n")
    #expect(memory.files["/h/done.txt"] == ["x 2009-02-13 one"])
    #expect(memory.files["/h/todo.txt"] == ["two", "three"])
    // The done file first: a crash between the two writes leaves the todo twice, never lost.
    #expect(memory.written.suffix(2) == ["/h/done.txt", "/h/todo.txt"])
    #expect(memory.run("-f del 1") == 0)
    #expect(memory.files["/h/todo.txt"] == ["", "three"])
    #expect(memory.run("-f del 1") == 1)
    #expect(memory.output == "!TODO: No task 1.\n")
    // Each run that changed the list is one step of its journal; the failing one is none.
    #expect(memory.journaled.map(\.0) == ["/h/todo.txt", "/h/todo.txt"])
    #expect(memory.journaled.last?.1 == .removed(ToDo(id: 1, title: "two"), at: 0))
  }

  @Test func aQuestionAnsweredNoChangesNothing() {
    let memory = Memory()
    memory.files["/h/todo.txt"] = ["one"]
    memory.answers = ["n"]
    #expect(memory.run("del 1") == 1)
    #expect(memory.output == "\n!TODO: No tasks were deleted.\n")
    #expect(memory.files["/h/todo.txt"] == ["one"])
  }

  @Test func changesBeforeAFailingNumberAreKept() {
    let memory = Memory()
    memory.files["/h/todo.txt"] = ["one", "two"]
    #expect(memory.run("pri 1 B 4 B") == 1)
    #expect(memory.output == "1 (B) one\nTODO: 1 prioritized (B).\n!TODO: No task 4.\n")
    #expect(memory.files["/h/todo.txt"] == ["(B) one", "two"])
  }

  @Test func withoutAConfigurationTodoShSaysWhichFileItLookedFor() {
    let memory = Memory()
    memory.files = [:]
    #expect(memory.run("ls") == 1)
    #expect(memory.output == "!Fatal Error: Cannot read configuration file /h/.todo/config\n")
  }

  @Test func aLinkToNothingInTheActionsFolderStopsTheRun() {
    let memory = Memory()
    memory.folders.insert("/h/actions")
    memory.brokenLinks.insert("/h/actions/do")
    memory.files["/h/todo.txt"] = ["one"]
    #expect(memory.run("do 1", ["TODO_ACTIONS_DIR": "/h/actions"]) == 1)
    #expect(memory.output == "!Fatal Error: Broken link to custom action: '/h/actions/do'\n")
    #expect(memory.files["/h/todo.txt"] == ["one"])
  }

  @Test func aDeviceAsTheDoneFileReadsEmptyAndIsNeverWritten() {
    let memory = Memory()
    memory.devices.insert("/dev/null")
    memory.files["/h/todo.txt"] = ["one"]
    #expect(memory.run("do 1", ["DONE_FILE": "/dev/null"]) == 0)
    #expect(memory.files["/h/todo.txt"] == [])
    #expect(!memory.written.contains("/dev/null"))
  }

  @Test func todosOwnConfigurationIsNotTakenForTodoShs() {
    let memory = Memory()
    memory.files = ["/h/.config/todo/config": ["file = \"~/list.txt\"", "[journal]"]]
    #expect(memory.run("ls") == 1)
    #expect(memory.output == "!Fatal Error: Cannot read configuration file /h/.todo/config\n")
    // One written for todo.sh in that place is read.
    memory.files = ["/h/.config/todo/config": ["export TODO_DIR=/h"], "/h/todo.txt": ["one"]]
    #expect(memory.run("-p ls") == 0)
    #expect(memory.output == "1 one\n--\nTODO: 1 of 1 tasks shown\n")
  }

  @Test func delTermTakesThePatternAndItsSpacesOut() {
    #expect(TodoShTerm.removing("uppercase", from: "(B) smell the uppercase Roses") == "(B) smell the Roses")
    #expect(TodoShTerm.removing("smell", from: "(B) smell the Roses") == "(B) the Roses")
    #expect(TodoShTerm.removing("Roses", from: "(B) smell the Roses") == "(B) smell the")
    #expect(TodoShTerm.removing("m", from: "(B) smell") == "(B) sell")
  }

  @Test func basicRegularExpressionsAreGrepsAndSeds() {
    #expect(BasicRegex("ir[ds]", ignoringCase: true).matches("should be THIRD"))
    #expect(!BasicRegex("f.*t").matches("second"))
    #expect(BasicRegex("\\(a\\)b").replacing(in: "abab", with: "[\\1&]") == "[aab][aab]")
    #expect(BasicRegex("[[:space:]]@[[:graph:]]\\{1,\\}").replacing(in: "a @b @ c @d", with: "") == "a @ c")
    #expect(BasicRegex("[^ ]*@[^ ]\\+").matchedTexts(in: "@a x@ b@c @") == ["@a", "b@c"])
  }
}
