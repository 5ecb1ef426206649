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

  /// How the status line starts what the merge of a git sync's pull named: a reload of the
  /// list (the pull's rewrite) that comes while it is shown keeps it after its own words.
  /// The root's, so that the sync that writes it and the reload that reads it share it
  /// without naming each other.
  public static let syncMergeLead = "The sync's merge: "
  /// How the status line starts what a vdir sync said: a reload of the list (the sync's own
  /// rewrite) that comes while it is shown keeps it after its own words. The root's, as
  /// `syncMergeLead` is.
  public static let vdirSyncLead = "CalDAV: "

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
