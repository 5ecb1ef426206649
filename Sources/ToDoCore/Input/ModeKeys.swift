/// The keys of one mode: its bindings, in the order the footer and the help list them, and
/// what a key without a binding does there. Pure data.
public struct ModeKeys: Equatable, Sendable {
  public var bindings: [Binding]
  /// What a printable key (or another key) that no binding names does in this mode.
  public var unbound: Unbound
  /// Whether pasted text types into the input line from this mode.
  public var takesPastes: Bool

  public init(_ bindings: [Binding], unbound: Unbound, takesPastes: Bool) {
    self.bindings = bindings
    self.unbound = unbound
    self.takesPastes = takesPastes
  }

  /// What an unbound key does.
  public enum Unbound: Equatable, Sendable {
    /// A printable key is text for the input line; other unbound keys do nothing.
    case typesText
    /// Unbound keys do nothing.
    case isIgnored
    /// A printable key no binding names says so on the status line (`z: no command here;
    /// ? shows the keys`); other unbound keys do nothing.
    case saysNoCommand
    /// Any unbound key sends this action (the help: any other key closes it).
    case sends(Action)
  }
}
