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

  /// An error from the file store, worded so that a narrow status line shows what matters:
  /// the store's reason (its message says the reason first, then, after ": " or "; ", the
  /// details), then `outcome` (what did not happen and what to press), then the details.
  /// Pure.
  public static func failure(_ message: String, outcome: String) -> StatusMessage {
    let (reason, details) = message.reasonAndDetails
    let text = [reason.capitalizingFirstLetter(), outcome] + (details.map { [$0] } ?? [])
    return StatusMessage(text.joined(separator: ": ") + ".", kind: .error)
  }
}
