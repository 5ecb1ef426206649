/// One row of the keymap: which keys run which command, and how the footer and the help
/// describe it. Pure data.
public struct Binding: Equatable, Sendable {
  public var keys: [Key]
  /// The command's stable name (`delete`, `moveDown`): the same in every mode, and the name
  /// a configuration file will use.
  public var command: String
  public var action: Action
  /// What the command does, in two or three words: `add`, `delete`, `quit`.
  public var summary: String
  /// Whether the footer lists it, and how much it matters there: when the footer is too
  /// narrow for all, the lowest ranks stay. Nil: only the help lists it.
  public var footerRank: Int?
  /// When the footer lists it: always (nil), or only when it would do something.
  public var footerCondition: FooterCondition?

  public init(
    _ keys: [Key], _ command: String, _ action: Action, _ summary: String, footer: Int? = nil,
    when condition: FooterCondition? = nil
  ) {
    self.keys = keys
    self.command = command
    self.action = action
    self.summary = summary
    self.footerRank = footer
    self.footerCondition = condition
  }

  /// The keys as the help writes them: `d/Del/Bksp`.
  public var keyLabel: String {
    keys.map(\.label).joined(separator: "/")
  }

  /// When a footer entry is worth its room.
  public enum FooterCondition: Equatable, Sendable {
    /// The load failed: a retry would do something.
    case loadFailed
    /// Something was undone: a redo would do something.
    case canRedo
  }
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
  /// A printable key, written as its character: `"j"`.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self = .character(character)
  }
}
