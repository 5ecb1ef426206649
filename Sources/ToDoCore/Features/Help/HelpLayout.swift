/// Where the key help's box goes for a terminal size, and how its lines flow: in two
/// columns when they fit side by side (keys, what they do and, where it says more, the
/// command's name, on a wide screen), otherwise in one column that scrolls when it is too
/// long. Pure; shared by `render`, which draws the box, and the reducer, which scrolls it.
public struct HelpLayout: Equatable, Sendable {
  /// The box's outer frame.
  public let top: Int
  public let left: Int
  public let width: Int
  public let height: Int
  public let columnCount: Int
  /// Help lines per column.
  public let linesPerColumn: Int
  /// Rows inside the box for help lines (the last inner row holds the closing hint).
  public let bodyRows: Int

  /// Nil when the screen is too small to show any help.
  public init?(_ size: Size, lineCount: Int) {
    let width = min(size.columns - 2, Self.maximumWidth)
    guard width >= 16, size.rows >= 6 else { return nil }
    let inner = width - 2
    // Room for the box: the screen less one row above and below it.
    let availableBodyRows = size.rows - 2 - 3
    let sideBySide = min(inner / Self.columnWidth, 2)
    let twoColumnsFit = sideBySide == 2 && (lineCount + 1) / 2 <= availableBodyRows
    columnCount = twoColumnsFit ? 2 : 1
    linesPerColumn = (lineCount + columnCount - 1) / columnCount
    height = min(size.rows - 2, linesPerColumn + 3)
    bodyRows = height - 3
    self.width = width
    left = (size.columns - width) / 2
    top = (size.rows - height) / 2
  }

  /// The width of one column of help lines: keys, what they do, the command's name.
  public static let columnWidth = 56
  /// The widest the box gets: two columns and the border.
  public static let maximumWidth = 2 * columnWidth + 4
  /// The columns given to keys (`d/Del/Bksp`) and to what they do.
  public static let keyWidth = 14
  public static let summaryWidth = 22

  /// Whether some lines do not fit and the help scrolls.
  public var isScrollable: Bool { linesPerColumn > bodyRows }

  /// The first line shown when scrolled to the end.
  public var maximumScroll: Int { max(linesPerColumn - bodyRows, 0) }

  /// How far one page moves: the rows shown less one, which stays in view for context.
  public var pageRows: Int { max(bodyRows - 1, 1) }
}

extension FeatureContext {
  /// Where the help's page shown (of this state's keymap) goes at this state's size; nil
  /// when it cannot show.
  public var helpLayout: HelpLayout? {
    HelpLayout(size, lineCount: helpPageLines.count)
  }
}
