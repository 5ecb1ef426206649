import Foundation

/// A folder of its own for one test, removed at the end.
struct TemporaryFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "todo-e2e-" + UUID().uuidString.prefix(8)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
