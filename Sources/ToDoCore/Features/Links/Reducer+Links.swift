extension LinksSlice {
  /// Opening the selected todo's first link and copying its text. Both ask the runtime
  /// (`LinksCommand.open`, `LinksCommand.copyToClipboard`) and never wait: the key is reduced at
  /// once. Pure; O(the selected todo's length).
  mutating func reduce(_ action: LinksAction) -> Command? {
    switch action {
    case .openFirst:
      guard let (_, todo) = selectedPlace else { return nil }
      guard let link = LinkScanner.firstLink(in: todo.title) else {
        status = StatusMessage(
          "No link in this todo: o opens the first http://, https://, ftp://, file:// or mailto: link.",
          kind: .info)
        return nil
      }
      return .links(.open(link))
    case .copyText:
      guard let (_, todo) = selectedPlace else { return nil }
      status = StatusMessage(
        "Sent to the clipboard through the terminal (OSC 52): \(todo.title)", kind: .info)
      return .links(.copyToClipboard(todo.title))
    case .opened(.started(let program, let link)):
      status = StatusMessage("Opened \(link) with \(program).", kind: .info)
    case .opened(.failed(let reason, let fix)):
      status = StatusMessage("Not opened: \(reason). To fix: \(fix)", kind: .warning)
    }
    return nil
  }
}
