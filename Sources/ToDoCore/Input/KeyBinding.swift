/// One entry of the keymap: which keys do what, in which focus, and how the footer and the
/// help describe it. Pure data.
public struct KeyBinding: Equatable, Sendable {
  public var keys: [Key]
  public var focus: Set<Focus>
  public var action: Action
  /// What the binding does, in two or three words: `add`, `delete`, `quit`.
  public var summary: String
  /// Whether the footer lists it, and how much it matters there: when the footer is too
  /// narrow for all, the lowest ranks stay. Nil: only the help lists it.
  public var footerRank: Int?

  public init(_ keys: [Key], in focus: Set<Focus>, _ action: Action, _ summary: String, footer: Int? = nil) {
    self.keys = keys
    self.focus = focus
    self.action = action
    self.summary = summary
    self.footerRank = footer
  }

  public var inFooter: Bool { footerRank != nil }

  /// The keys as the footer writes them: `Enter/Del`.
  public var keyLabel: String {
    keys.map(\.label).joined(separator: "/")
  }
}
