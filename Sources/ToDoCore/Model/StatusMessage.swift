/// The one-line message under the list: what just happened, or why something did not.
public struct StatusMessage: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case info
    case success
    case warning
    case error
  }

  public var text: String
  public var kind: Kind

  public init(_ text: String, kind: Kind) {
    self.text = text
    self.kind = kind
  }
}
