import Testing
import ToDoCore

@testable import ToDoTerminal

/// The theme's looks: a todo's parts coloured out of the box with colours that read on dark
/// and light backgrounds, attributes alone without colours, and the config file's choice
/// (a colour, or none) over the theme's. Pure (the configured colours are passed in).
@Suite("The theme")
struct ThemeTests {
  @Test("a todo's parts have colours of their own by default")
  func aToDosPartsAreColouredByDefault() {
    #expect(Theme.colored(.project) == Appearance(foreground: .magenta))
    #expect(Theme.colored(.context) == Appearance(foreground: .cyan))
    #expect(Theme.colored(.due) == Appearance(foreground: .green))
    #expect(Theme.colored(.upcoming) == Appearance(foreground: .yellow))
    #expect(Theme.colored(.dueToday) == Appearance(.bold, foreground: .yellow))
    #expect(Theme.colored(.overdue) == Appearance(.bold, foreground: .red))
    #expect(Theme.colored(.threshold) == Appearance(.dim))
    #expect(Theme.colored(.completedItem) == Appearance(.dim))
  }

  @Test("no style is black or white, which vanish on a dark or a light background")
  func noStyleUsesBlackOrWhite() {
    for style in Style.allCases {
      let look = Theme.colored(style)
      #expect(look.foreground != .black && look.foreground != .white, "\(style)")
      #expect(look.background == nil, "\(style)")
    }
  }

  @Test("without colours (NO_COLOR) every style is attributes alone, dates still apart")
  func withoutColoursAttributesAlone() {
    for style in Style.allCases {
      let look = Theme.monochrome(style)
      #expect(look.foreground == nil && look.background == nil, "\(style)")
    }
    #expect(Theme.monochrome(.overdue) == Appearance([.bold, .underline]))
    #expect(Theme.monochrome(.dueToday) == Appearance(.bold))
    #expect(Theme.monochrome(.threshold) == Appearance(.dim))
    #expect(Theme.appearance(of: .project, colors: false) == Appearance())
  }

  @Test("a configured colour replaces the foreground, none takes the colour away")
  func theConfigFilesChoiceComesFirst() {
    #expect(Theme.appearance(of: .project, configured: nil) == Appearance(foreground: .magenta))
    #expect(Theme.appearance(of: .project, configured: .some(.blue)) == Appearance(foreground: .blue))
    #expect(
      Theme.appearance(of: .overdue, configured: .some(.magenta)) == Appearance(.bold, foreground: .magenta))
    #expect(Theme.appearance(of: .project, configured: .some(nil)) == Appearance())
    #expect(Theme.appearance(of: .overdue, configured: .some(nil)) == Appearance([.bold, .underline]))
  }
}
