import Foundation
import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("The chunked todo list")
struct ToDoListTests {
  @Test(arguments: TestSeed.seeds([1, 2, 3]))
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

  /// A list made from lines of one shared text with gaps between them (a file's line
  /// endings and blank lines), as a load makes it: inserts, removals and splits behave as
  /// on an array, and each change leaves the other chunks in the file's own bytes.
  @Test(arguments: TestSeed.seeds([4, 5]))
  func aListInTheFilesOwnBytesBehavesLikeAnArray(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let titles = (0..<5_000).map { "(B) line \($0) +p" + String(repeating: "é", count: $0 % 7) }
    var file: [UInt8] = []
    var ranges: [Range<Int>] = []
    for title in titles {
      let start = file.count
      file.append(contentsOf: title.utf8)
      ranges.append(start..<file.count)
      file.append(contentsOf: Array((random.next() % 4 == 0 ? "\r\n  \n" : "\n").utf8))
    }
    let storage = TextStorage(file)
    var list = ToDoList(
      titles: TitleList(lines: ranges.map { TextLine(storage: storage, range: $0) }), firstID: 10)
    var model = titles.enumerated().map { ToDo(id: $0.offset + 10, title: $0.element) }
    #expect(Array(list) == model)
    for id in 100_000..<106_000 {
      if random.next() % 2 == 0 {
        let index = Int(random.next() % UInt64(model.count + 1))
        let todo = ToDo(id: id, title: "new \(id)")
        list.insert(todo, at: index)
        model.insert(todo, at: index)
      } else {
        let index = Int(random.next() % UInt64(model.count))
        #expect(list.remove(at: index) == model.remove(at: index))
      }
    }
    #expect(Array(list) == model)
    #expect(list.titleList == TitleList(model.map(\.title)))
    // Every id is found where it is (loaded runs and listed ids alike); removed ones are not.
    let misplaced = model.indices.filter { list.firstIndex(ofID: model[$0].id) != $0 }
    #expect(misplaced.isEmpty)
    let present = Set(model.map(\.id))
    let gone = (0..<5_010).filter { !present.contains($0) }
    #expect(!gone.isEmpty && gone.allSatisfy { list.firstIndex(ofID: $0) == nil })
    #expect(list.firstIndex(ofID: -1) == nil)
  }

  /// Each chunk counts its done todos once, when it is made: the list's count and the done
  /// todos' indices (the archive's search) agree with every title read anew, through
  /// inserts and removals, however few done todos a chunk holds.
  @Test(arguments: TestSeed.seeds([21, 22]))
  func theDoneToDosAreFoundInEveryChunkThatHoldsOne(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let titles = (0..<6_000).map { $0 % 997 == 5 ? "x 2026-01-02 done \($0)" : "open \($0)" }
    var list = ToDoList(titles: TitleList(titles), firstID: 1)
    var model = titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) }
    func check() {
      let done = model.indices.filter { model[$0].title.hasPrefix("x ") }
      #expect(list.doneIndices() == done)
      #expect(list.completedCount == done.count)
    }
    check()
    for id in 10_000..<10_300 {
      let index = Int(random.next() % UInt64(model.count))
      if random.next() % 2 == 0 {
        let todo = ToDo(id: id, title: random.next() % 3 == 0 ? "x 2026-02-03 new \(id)" : "new \(id)")
        list.insert(todo, at: index)
        model.insert(todo, at: index)
      } else {
        _ = list.remove(at: index)
        model.remove(at: index)
      }
    }
    check()
  }

  /// A million loaded todos must not cost a string each: the titles stay in the file's
  /// bytes, shared by the list, until one is read.
  @Test func loadedTitlesStayInTheFilesBytes() {
    let storage = TextStorage(Array("first\nsecond\n\nthird\n".utf8))
    let lines = [0..<5, 6..<12, 14..<19].map { TextLine(storage: storage, range: $0) }
    let list = ToDoList(titles: TitleList(lines: lines), firstID: 7)
    #expect(list.lines.allSatisfy { $0.storage === storage })
    #expect(
      Array(list) == [ToDo(id: 7, title: "first"), ToDo(id: 8, title: "second"), ToDo(id: 9, title: "third")])
  }

  /// Titles compare as strings do (canonically equivalent spellings are equal), as they
  /// did when the list held `ToDo`s, though they are kept as bytes.
  @Test func titlesCompareAsStringsThoughKeptAsBytes() {
    let composed = ToDoList([ToDo(id: 1, title: "caf\u{E9}")])
    let decomposed = ToDoList([ToDo(id: 1, title: "cafe\u{301}")])
    #expect(composed == decomposed)
    #expect(composed != ToDoList([ToDo(id: 2, title: "caf\u{E9}")]))
    #expect(composed != ToDoList([ToDo(id: 1, title: "cafe")]))
    #expect(TitleList(["caf\u{E9}"]) == TitleList(["cafe\u{301}"]))
  }

  /// Recordings hold the loaded titles as an array of strings, as before they were kept
  /// in shared bytes: old recordings still play.
  @Test func loadedTitlesEncodeAsAnArrayOfStrings() throws {
    let action = PersistenceAction.toDosLoaded(["a", "b"])
    let json = String(decoding: try JSONEncoder().encode(action), as: UTF8.self)
    #expect(json == #"{"toDosLoaded":{"_0":["a","b"]}}"#)
    #expect(try JSONDecoder().decode(PersistenceAction.self, from: Data(json.utf8)) == action)
  }

  /// The load puts one copy of the titles in the state: the list and the list the file and
  /// the app agree on share the loaded bytes (before, the synced list was a second list).
  @Test func theLoadedListAndTheSyncedListShareTheLoadedBytes() {
    let storage = TextStorage(Array("one\ntwo\n".utf8))
    let titles = TitleList(lines: [
      TextLine(storage: storage, range: 0..<3), TextLine(storage: storage, range: 4..<7),
    ])
    let (loaded, _) = reducer(
      State(loadStatus: .loading(spinnerFrame: 0)), .persistence(.toDosLoaded(titles)))
    #expect(loaded.todos.titles == ["one", "two"])
    #expect(loaded.todos.lines.allSatisfy { $0.storage === storage })
    #expect(loaded.saving.syncedList.lines.allSatisfy { $0.storage === storage })
  }
}
