import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// `E`'s editor: chosen from the environment, run by the shell on a file with the todo.
@Suite("The external editor")
struct ExternalEditorTests {
  @Test(arguments: [
    ([String: String](), "vi"),
    (["EDITOR": "nano"], "nano"),
    (["VISUAL": "code -w", "EDITOR": "nano"], "code -w"),
    (["VISUAL": " ", "EDITOR": "nano"], "nano"),
  ])
  func theEditorIsVisualThenEditorThenVi(environment: [String: String], command: String) {
    #expect(ExternalEditor.configured(by: environment).command == command)
  }

  @Test func anEditorWithArgumentsGetsTheFileAndWhatItLeavesComesBack() {
    let editor = ExternalEditor(command: "sed -i -e 's/milk/oat milk/' -e '$a Buy bread'")
    #expect(editor.edit("Buy milk") == .edited("Buy oat milk\nBuy bread\n"))
  }

  @Test func anEditorThatFailsOrIsMissingSaysWithWhatStatus() {
    #expect(ExternalEditor(command: "false").edit("Buy milk") == .editorFailed(editor: "false", status: 1))
    #expect(
      ExternalEditor(command: "no-such-editor-here").edit("Buy milk")
        == .editorFailed(editor: "no-such-editor-here", status: 127))
  }

  @Test func theEditorsFileIsPrivateAndRemovedAfterwards() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    // The editor notes the file's name, content and mode.
    let editor = ExternalEditor(
      command: "{ echo \"$1\"; cat \"$1\"; stat -c %a \"$1\"; } > '\(folder.file("seen"))'; true")
    _ = editor.edit("Buy milk")
    let seen = try #require(folder.read("seen")).split(separator: "\n").map(String.init)
    #expect(seen.count == 3)
    #expect(seen.first?.hasSuffix(".txt") == true)
    #expect(Array(seen.dropFirst()) == ["Buy milk", "600"])
    #expect(!FileManager.default.fileExists(atPath: seen.first ?? ""), "removed after the editor ended")
  }
}
