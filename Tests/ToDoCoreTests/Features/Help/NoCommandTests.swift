import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A printable key that runs nothing in a mode says so, once; where unbound keys type text
/// or do something else, nothing is said.
@Suite("Reducer: a key without a command says so")
struct NoCommandTests {
  static func list(keymap: Keymap = .standard) -> State {
    var state = State.loaded(["Call Mum +family", "Water the plants +home"]).synced.selecting(0)
    state.keymap = keymap
    return state
  }

  @Test func anUnboundKeyInTheListSaysSoOnceNamingTheHelpKey() {
    let said = pressing(["Z"], from: Self.list())
    #expect(said.status == StatusMessage("Z: no command here; ? shows the keys", kind: .info))
    #expect(pressing(["Z"], from: said) == said, "the same key again changes nothing")
    #expect(pressing(["!"], from: Self.list()).status?.text == "!: no command here; ? shows the keys")
  }

  @Test func theHelpKeyIsNamedAsTheKeymapBindsIt() throws {
    let moved = try Keymap.standard.rebinding("help", in: .browsing, to: [.function(1)])
    #expect(
      pressing(["Z"], from: Self.list(keymap: moved)).status?.text == "Z: no command here; F1 shows the keys")
    let none = try Keymap.standard.rebinding("help", in: .browsing, to: [])
    #expect(pressing(["Z"], from: Self.list(keymap: none)).status?.text == "Z: no command here")
  }

  @Test func aBoundKeyAnOtherKeyOrTheInputLineSayNothing() {
    let start = Self.list()
    #expect(Keymap.standard.action(for: "j", in: start) == .list(.moveSelection(by: 1)))
    #expect(Keymap.standard.action(for: .function(9), in: start) == nil)
    var typing = start
    typing.focus = .input
    typing.mode = .adding
    #expect(Keymap.standard.action(for: "z", in: typing) == .lineEdit(.insert("z")))
    // The help closes on any key; a priority being chosen is cancelled by any other key.
    #expect(Keymap.standard.action(for: "z", in: pressing(["?"], from: start)) == .help(.toggle))
    #expect(Keymap.standard.action(for: "!", in: pressing(["p"], from: start)) == .priority(.cancel))
  }

  @Test func aPickerSaysSoWithoutAHelpKeyAndItsStatusGoesWithIt() {
    let picker = pressing(["t", "z"], from: Self.list())
    #expect(picker.mode.kind == .pickingTag && picker.status?.text == "z: no command here")
    #expect(pressing([.escape], from: picker).status == nil)
  }
}
