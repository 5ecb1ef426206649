extension State {
  /// Which part of the screen the keys act on, and the help. Pure.
  mutating func reduce(_ action: ModeAction) -> Command? {
    switch action {
    case .focusList:
      focusList()
    case .focusInput:
      focus = .input
    case .toggleHelp:
      isShowingHelp.toggle()
    case .scrollHelp(let lines):
      scrollHelpOrClose(by: lines)
    case .scrollHelpByPage(let pages):
      scrollHelpOrClose(by: pages.saturatingMultiplied(by: helpLayout?.pageRows ?? 1))
    case .choosePriority:
      choosePriority()
    case .stopChoosingPriority:
      cancelPendingMode()
    }
    return nil
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
