/// The help's pages: the keys, made from the keymap, and what the search line understands
/// (`SearchSyntax`). Pure value.
public enum HelpPage: Hashable, Sendable {
  case keys
  case searchWords

  /// The page the help's `/` turns to from this one.
  var other: HelpPage { self == .keys ? .searchWords : .keys }

  /// The title in the help box's top border: the page's name and how to turn to the other.
  var title: String {
    switch self {
    case .keys: " Keys · / search words "
    case .searchWords: " Search words · / keys "
    }
  }
}

extension FeatureContext {
  /// The help's page shown (the keys when the help is closed).
  public var helpPage: HelpPage {
    if case .help(_, _, let page) = mode { page } else { .keys }
  }

  /// The lines of the help's page shown: the config's problems, if any, then the keymap's,
  /// the keys of the part the help was opened from first (`Help.opened`); or the search
  /// words, and what the title's counts mean.
  public var helpPageLines: [Help.Line] {
    helpPage == .keys
      ? Help.problemLines(configProblems) + Help.opened(keymap.helpLines, over: focus)
      : SearchSyntax.helpLines + Help.titleLines(keymap)
  }
}
