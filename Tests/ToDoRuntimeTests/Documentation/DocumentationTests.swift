import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The manual page and the completion scripts are made from the option table and the
/// keymap; the checked-in copies must be what they make.
@Suite("Manual page, help and completions")
struct DocumentationTests {
  /// The repository's root, from this file's path (Tests/ToDoRuntimeTests/Documentation/).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func checkedIn(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test(arguments: [
    ("docs/todo.1", LaunchOption.Generated.man), ("completions/todo.bash", .bash),
    ("completions/_todo_terminal_app", .zsh),
    ("completions/todo.fish", .fish),
  ])
  func theCheckedInFileIsWhatTheGeneratorMakes(path: String, what: LaunchOption.Generated) throws {
    let made: String
    switch what {
    case .man: made = ManPage.text(keymap: .standard)
    case .bash: made = Completions.bash
    case .zsh: made = Completions.zsh
    case .fish: made = Completions.fish
    }
    #expect(
      try Self.checkedIn(path) == made,
      "\(path) is out of date: run .build/debug/todo --generate \(what.rawValue) > \(path)")
  }

  @Test func everyOptionTheParserTakesIsInTheHelpTheManualAndTheCompletions() throws {
    let man = ManPage.text(keymap: .standard)
    for option in LaunchOption.allCases {
      for name in option.names {
        // The parser takes it...
        #expect(LaunchOption.named(name) == option)
        let inMan = man.contains(ManPage.escape(name))
        let inHelp = LaunchOptions.usage.contains(name)
        if option.isHidden {
          #expect(!inHelp && !Completions.bash.contains(name), "\(name) is hidden")
          continue
        }
        // ...and every document names it.
        #expect(inHelp, "\(name) is not in --help")
        #expect(inMan, "\(name) is not in the manual")
        if option != .endOfOptions {
          let long = name.hasPrefix("--") ? String(name.dropFirst(2)) : String(name.dropFirst())
          #expect(Completions.bash.contains(name), "\(name) is not in the bash completion")
          #expect(Completions.zsh.contains(name), "\(name) is not in the zsh completion")
          #expect(
            Completions.fish.contains(" \(long) ") || Completions.fish.contains(" \(long)\n"), "\(name) fish")
        }
      }
    }
  }

  @Test func theManualListsEveryKeyOfEveryModeWithItsCommand() {
    var keymap = Keymap.standard
    // A remapped key shows in the page made from that keymap: the page follows the value.
    keymap = (try? keymap.rebinding("delete", in: .browsing, to: [.function(7)])) ?? keymap
    let man = ManPage.text(keymap: keymap)
    for mode in Mode.Kind.allCases {
      // A run of bindings doing the same one a place is one entry (`A–Z`, `1–9`).
      for case .entry(let keys, _, let command?) in Help.entries(keymap.keys(in: mode).bindings) {
        #expect(man.contains("\\fB" + ManPage.escape(keys) + "\\fR\n"), "\(keys)")
        #expect(man.contains("(" + ManPage.escape(command) + ")"), "\(command)")
      }
    }
    #expect(man.contains("\\fBA\\[u2013]Z\\fR\npriority (priorityA\\[u2013]Z)"))
    #expect(man.contains("\\fBF7\\fR\ndelete (delete)"))
  }

  @Test(arguments: [("a-b", "a\\-b"), ("\\x", "\\ex"), (".start", "\\&.start"), ("↑/k", "\\[u2191]/k")])
  func roffEscapesItsSpecialCharacters(text: String, escaped: String) {
    #expect(ManPage.escape(text) == escaped)
  }
}
