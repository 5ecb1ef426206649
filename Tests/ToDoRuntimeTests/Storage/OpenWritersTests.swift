import Foundation
import Testing

@testable import ToDoRuntime

@Suite("Other processes that hold the list open for writing")
struct OpenWritersTests {
  /// Starts `sh -c script` and waits until it has opened the file (it then prints "open").
  private func start(_ script: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script + "; echo open; exec sleep 30"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    _ = output.fileHandleForReading.readData(ofLength: 5)
    return process
  }

  @Test func aProcessHoldingTheFileForAppendingIsSeenOneReadingItIsNot() throws {
    let folder = NSTemporaryDirectory() + "open-writers-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/todo.txt"
    try "A\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(OpenWriters.of(path) == [])

    let reader = try start("exec 3<'\(path)'")
    defer { reader.terminate() }
    #expect(OpenWriters.of(path) == [], "a reader (less, tail -f) is no writer")

    let appender = try start("exec 3>>'\(path)'")
    defer { appender.terminate() }
    // Named as the process is named when looked at: sh, or sleep once it has exec'd.
    let writers = OpenWriters.of(path)
    #expect(writers.count == 1)
    #expect(writers.first?.hasSuffix(" (pid \(appender.processIdentifier))") == true, "\(writers)")

    // What one look costs, for the decision record.
    let clock = ContinuousClock()
    let took = clock.measure { for _ in 0..<20 { _ = OpenWriters.of(path) } }
    print("OpenWriters.of: \(took / 20) a scan")
  }
}
