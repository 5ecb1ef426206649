extension HelpSlice {
  /// The key help: shown and hidden, scrolled by line and by page, turned to its other
  /// page. Pure.
  mutating func reduce(_ action: HelpAction) -> Command? {
    switch action {
    case .toggle:
      isShowingHelp.toggle()
    case .scroll(let lines):
      scrollHelpOrClose(by: lines)
    case .scrollByPage(let pages):
      scrollHelpOrClose(by: pages.saturatingMultiplied(by: helpLayout?.pageRows ?? 1))
    case .turnPage:
      if case .help(_, let over, let page) = mode { mode = .help(scroll: 0, over: over, page: page.other) }
    case .noCommand(let key):
      sayNoCommand(for: key)
    }
    return nil
  }

  /// A printable key the mode does not bind: the status line says so, with the mode's key
  /// for the help when it has one (read from the keymap). The same key again sets the same
  /// status: nothing changes. Pure.
  mutating func sayNoCommand(for key: String) {
    let help = keymap.keys(in: mode.kind).bindings.first { $0.command == "help" }?.keys.first
    status = StatusMessage(
      "\(key): no command here" + (help.map { "; \($0.label) shows the keys" } ?? ""), kind: .info)
  }

  /// Scrolls the help by `lines`, within its lines at this size. Pure.
  mutating func scrollHelp(by lines: Int) {
    let maximum = helpLayout?.maximumScroll ?? 0
    helpScroll = min(max(helpScroll.saturatingAdding(lines), 0), maximum)
  }

  /// A scroll key on the help: scrolls a help longer than the screen; closes one that
  /// shows whole (there is nothing to scroll, and any other key would close it). Pure.
  mutating func scrollHelpOrClose(by lines: Int) {
    if helpLayout?.isScrollable == true {
      scrollHelp(by: lines)
    } else {
      isShowingHelp = false
    }
  }
}
