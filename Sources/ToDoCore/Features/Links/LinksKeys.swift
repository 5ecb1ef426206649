/// Opening a todo's link and copying its text, from the list. Pure data.
enum LinksKeys {
  static let browsing = [
    Binding(["o"], "openLink", .links(.openFirst), "open link"),
    Binding(["Y"], "copyText", .links(.copyText), "copy text"),
  ]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let links = LinksKeys.browsing
}
