import Foundation
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// The todo.txt files of other clients' test suites, in `shared/corpus` beside the
/// repository (never copied into it: see its SOURCES.md); a missing corpus fails the test.
enum Corpus {
  static func folder() -> String? { SharedFolder.path("corpus") }

  static func files() -> [String] {
    guard let folder = folder() else { return [] }
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".txt") }.sorted()
  }
}

@Suite("Real todo.txt files of other clients")
struct CorpusTests {
  @Test func theCorpusIsBesideTheRepository() throws {
    let folder = try #require(Corpus.folder(), "shared/corpus is missing: clone it beside the repository")
    #expect(Corpus.files().count >= 70, "\(folder)")
  }

  /// Each file, loaded, a todo added and saved, deleted and saved, is byte for byte what it was.
  @Test(arguments: Corpus.files())
  func survivesAnAddAndADeleteByteForByte(name: String) throws {
    let corpus = try #require(Corpus.folder())
    let original = try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name))
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try original.write(to: URL(fileURLWithPath: folder.file("todo.txt")))
    let store = FileToDoStore(path: folder.file("todo.txt"))
    let todos = try waitForCompletion { store.load(completion: $0) }.get()
    // A lone CR ends a line too (old Mac files): no todo holds one, nor a byte order mark.
    #expect(!todos.contains { $0.unicodeScalars.contains { $0 == "\r" || $0 == "\u{FEFF}" } }, "\(todos)")
    let added = ToDoList(
      ([("New todo")] + todos).enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
    let loaded = ToDoList(todos.enumerated().map { ToDo(id: $0.offset + 2, title: $0.element) })
    #expect(try waitForCompletion { store.save(added, base: loaded, completion: $0) }.get() == .saved)
    let afterAdd = try Data(contentsOf: URL(fileURLWithPath: folder.file("todo.txt")))
    #expect(afterAdd.count > original.count)
    let back = ToDoList(todos.enumerated().map { ToDo(id: $0.offset + 2, title: $0.element) })
    #expect(try waitForCompletion { store.save(back, base: added, completion: $0) }.get() == .saved)
    let final = try Data(contentsOf: URL(fileURLWithPath: folder.file("todo.txt")))
    #expect(final == original, "\(name): \(Array(final.prefix(80))) vs \(Array(original.prefix(80)))")
  }
}
