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

  @Test func theFileIsRemovedAfterwards() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let editor = ExternalEditor(command: "cp \"$1\" '\(folder.file("seen"))'; echo >/dev/null")
    _ = editor.edit("Buy milk")
    let seen = try #require(folder.read("seen"))
    #expect(seen == "Buy milk\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
      $0.hasPrefix("todo-") && $0.hasSuffix(".txt")
    }
    #expect(left.isEmpty)
  }
}
