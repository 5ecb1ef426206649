import Foundation
import ToDoTestSupport

/// The real task objects of other projects' test suites, in `shared/corpus-ics` beside the
/// repository (its SOURCES.md says where each came from). Read at test time, never copied
/// into the project; the tests that need it are skipped when it is absent.
enum ICalCorpus {
  /// The folder; nil when absent.
  static let folder = SharedFolder.path("corpus-ics")

  static var isPresent: Bool { folder != nil }

  /// Each `.ics` file's name and text, sorted by name.
  static func objects() throws -> [(name: String, text: String)] {
    guard let folder else { return [] }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".ics") }.sorted()
    return try names.map { name in
      (name, try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
    }
  }
}
