import Synchronization
import ToDoCore

/// The eight basic terminal colours.
public enum TerminalColor: Int16, Sendable, CaseIterable {
  case black = 0, red, green, yellow, blue, magenta, cyan, white
}

/// How a style looks: text attributes, and colours when the terminal has them.
public struct Appearance: Equatable, Sendable {
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1)
    public static let dim = Attributes(rawValue: 2)
    public static let reverse = Attributes(rawValue: 4)
    public static let underline = Attributes(rawValue: 8)
  }

  public var attributes: Attributes
  public var foreground: TerminalColor?
  public var background: TerminalColor?

  public init(
    _ attributes: Attributes = [], foreground: TerminalColor? = nil, background: TerminalColor? = nil
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }
}

/// The app's quiet theme: colour marks meaning (green ready, yellow warning, red error),
/// attributes alone carry everything on a monochrome terminal or with `NO_COLOR`. A todo's
/// parts have colours of their own out of the box (projects magenta, contexts cyan, due
/// dates red when late, yellow today and in the week ahead, green later): only the eight
/// basic colours, and never black or white, which vanish on one of the two backgrounds.
/// Pure, but for the colours the config file sets (`configure`).
public enum Theme {
  public static func appearance(of style: Style, colors: Bool) -> Appearance {
    guard colors else { return monochrome(style) }
    return appearance(of: style, configured: configured.withLock { $0[style] })
  }

  /// How `style` looks in colour with the config file's choice for it: no choice keeps the
  /// theme's own look, a colour gives it that foreground, a nil colour ("none") takes its
  /// colour away, leaving the attributes it has without colours. Pure.
  static func appearance(of style: Style, configured: TerminalColor??) -> Appearance {
    switch configured {
    case nil: return colored(style)
    case .some(nil): return monochrome(style)
    case .some(.some(let color)):
      var look = colored(style)
      look.foreground = color
      return look
    }
  }

  /// The foreground colours the config file sets, by style (nil: none). Set once at launch,
  /// before the terminal starts (`Theme.configure`); read under a lock, so any thread may
  /// draw.
  private static let configured = Mutex<[Style: TerminalColor?]>([:])

  /// Gives `styles` these foreground colours (from the config file), over the theme's own;
  /// a nil colour takes the style's colour away. Call before the terminal starts: its colour
  /// pairs are made from the theme then.
  public static func configure(foregrounds: [Style: TerminalColor?]) {
    configured.withLock { $0 = foregrounds }
  }

  static func colored(_ style: Style) -> Appearance {
    switch style {
    case .normal, .item: return Appearance()
    case .project: return Appearance(foreground: .magenta)
    case .context: return Appearance(foreground: .cyan)
    case .due: return Appearance(foreground: .green)
    case .upcoming: return Appearance(foreground: .yellow)
    // Not yet: faded, as done todos are, which reads on any background.
    case .threshold: return Appearance(.dim)
    case .title: return Appearance(.bold)
    case .spinner: return Appearance(foreground: .cyan)
    case .prompt: return Appearance(.bold, foreground: .cyan)
    case .placeholder, .separator, .position, .emptyList, .footerText, .completedItem, .listName,
      .helpCommand:
      return Appearance(.dim)
    case .addEnabled: return Appearance(.bold, foreground: .green)
    case .addDisabled: return Appearance(.dim)
    // Reverse video: one short attribute sequence, so a selection move costs few bytes.
    case .selectedItem: return Appearance([.reverse, .bold])
    // What just happened reads plainly; colour is kept for what needs attention.
    case .info, .success: return Appearance()
    case .warning: return Appearance(foreground: .yellow)
    case .error: return Appearance(.bold, foreground: .red)
    case .footerKey: return Appearance(.bold)
    case .notice: return Appearance(.bold, foreground: .yellow)
    case .helpBorder: return Appearance(foreground: .cyan)
    case .helpHeading: return Appearance(.bold, foreground: .cyan)
    case .helpKey: return Appearance(.bold)
    case .helpText: return Appearance()
    case .priorityA: return Appearance(.bold, foreground: .red)
    case .priorityB: return Appearance(.bold, foreground: .yellow)
    case .priorityC: return Appearance(.bold, foreground: .green)
    case .dueToday: return Appearance(.bold, foreground: .yellow)
    case .overdue: return Appearance(.bold, foreground: .red)
    // Underlined, in the row's own colour: a link reads as one on any background.
    case .link: return Appearance(.underline)
    }
  }

  static func monochrome(_ style: Style) -> Appearance {
    switch style {
    case .normal, .item, .spinner, .info, .success: return Appearance()
    case .project, .context, .due, .upcoming: return Appearance()
    case .threshold: return Appearance(.dim)
    case .title, .prompt, .addEnabled, .footerKey, .warning, .notice: return Appearance(.bold)
    case .placeholder, .separator, .position, .emptyList, .footerText, .addDisabled, .completedItem,
      .listName, .helpCommand:
      return Appearance(.dim)
    case .selectedItem: return Appearance([.reverse, .bold])
    case .error: return Appearance([.bold, .underline])
    case .helpBorder, .helpText: return Appearance()
    case .helpHeading, .helpKey: return Appearance(.bold)
    case .priorityA: return Appearance([.bold, .reverse])
    case .priorityB, .dueToday: return Appearance(.bold)
    case .priorityC, .link: return Appearance(.underline)
    case .overdue: return Appearance([.bold, .underline])
    }
  }
}

extension TerminalColor {
  /// The colour of this name (`red`), or nil.
  public init?(name: String) {
    guard let color = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
    self = color
  }
}
