import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("The chunked todo list")
struct ToDoListTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func behavesLikeAnArrayUnderRandomInsertsAndRemovals(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var list = ToDoList()
    var model: [ToDo] = []
    for id in 0..<12_000 {
      if model.isEmpty || random.next() % 3 != 0 {
        let index = Int(random.next() % UInt64(model.count + 1))
        let todo = ToDo(id: id, title: "t\(id)")
        list.insert(todo, at: index)
        model.insert(todo, at: index)
      } else {
        let index = Int(random.next() % UInt64(model.count))
        #expect(list.remove(at: index) == model.remove(at: index))
      }
    }
    #expect(list.count == model.count)
    #expect(Array(list) == model)
    #expect(list.titles == model.map(\.title))
    for _ in 0..<500 {
      let index = Int(random.next() % UInt64(model.count))
      #expect(list[index] == model[index])
    }
  }

  @Test func equalityIgnoresHowTheListIsChunked() {
    let todos = (0..<5_000).map { ToDo(id: $0, title: "t\($0)") }
    var builtByInserts = ToDoList()
    for todo in todos.reversed() { builtByInserts.insert(todo, at: 0) }
    #expect(builtByInserts == ToDoList(todos))
    var different = ToDoList(todos)
    different.remove(at: 4_999)
    different.append(contentsOf: [ToDo(id: -1, title: "other")])
    #expect(different != ToDoList(todos))
  }

  @Test func appendingFillsTheLastChunkFirst() {
    var list = ToDoList((0..<10).map { ToDo(id: $0, title: "\($0)") })
    list.append(contentsOf: (10..<3_000).map { ToDo(id: $0, title: "\($0)") })
    #expect(list.count == 3_000)
    #expect(list[2_999].id == 2_999)
    #expect(list[1_024].id == 1_024)
  }
}
