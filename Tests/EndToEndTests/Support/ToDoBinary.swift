import Foundation

/// Finds the `todo` executable the end-to-end tests drive: `TODO_BINARY` if set, otherwise
/// the `todo` next to the running test bundle (`<scratch>/debug/todoPackageTests.xctest`),
/// which is where `swift build` puts it.
enum ToDoBinary {
  /// The path of the binary; throws, naming the places it looked, when it is not there.
  static func path() throws(Missing) -> String {
    let candidates = candidatePaths()
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
      throw Missing(searched: candidates, fromEnvironment: environmentPath != nil)
    }
    return found
  }

  private static var environmentPath: String? {
    ProcessInfo.processInfo.environment["TODO_BINARY"].flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func candidatePaths() -> [String] {
    if let explicit = environmentPath { return [explicit] }
    let testExecutables = [
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
      CommandLine.arguments.first,
    ]
    var paths: [String] = []
    for case let executable? in testExecutables {
      let directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
      let path = directory.appendingPathComponent("todo").path
      if !paths.contains(path) { paths.append(path) }
    }
    return paths
  }

  struct Missing: Error, CustomStringConvertible {
    let searched: [String]
    let fromEnvironment: Bool

    var description: String {
      if fromEnvironment {
        return "TODO_BINARY is \(searched[0]), which is not an executable file. "
          + "Set it to the todo binary, or unset it and build it first: swift build"
      }
      return """
        The todo binary was not found (looked at: \(searched.joined(separator: ", "))).
        build it first: swift build (with the same --scratch-path as swift test), \
        or set TODO_BINARY to its path.
        """
    }
  }
}
