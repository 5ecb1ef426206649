import Glibc
import Testing

@testable import ToDoRuntime

/// A program the app starts inherits no descriptor but its standard three, even one opened
/// without close-on-exec: a lock held that way would outlive its holder in a `git fetch`
/// that waits for a remote.
@Suite("What a started program inherits")
struct ChildDescriptorsTests {
  /// A descriptor at an unusual number, opened without close-on-exec, as a library or a
  /// careless opener leaves one; closed at the end.
  private final class LeakedDescriptor {
    let number: Int32 = 517
    init() throws {
      let opened = open("/dev/null", O_RDONLY)
      try #require(opened >= 0)
      try #require(dup2(opened, number) == number)
      close(opened)
    }
    deinit { close(number) }
  }

  @Test func gitInheritsNoDescriptorOfTheApp() throws {
    let leaked = try LeakedDescriptor()
    // An alias that is a shell command: the shell lists the descriptors it got from git.
    let result = GitProcess.run(["-c", "alias.fds=!ls /proc/$$/fd", "fds"])
    #expect(result.status == 0, "\(result.errors)")
    let descriptors = result.output.split(separator: "\n").map(String.init)
    #expect(descriptors.contains("1"))
    #expect(!descriptors.contains("\(leaked.number)"))
  }

  @Test func theEditorInheritsNoDescriptorOfTheApp() throws {
    let leaked = try LeakedDescriptor()
    let editor = ExternalEditor(command: "ls /proc/$$/fd >")
    guard case .edited(let listing) = editor.edit("Buy milk") else {
      Issue.record("the editor did not run")
      return
    }
    let descriptors = listing.split(separator: "\n").map(String.init)
    #expect(descriptors.contains("0"))
    #expect(!descriptors.contains("\(leaked.number)"))
  }
}
