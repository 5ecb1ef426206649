import ToDoCore

extension CommandInterpreter {
  /// A link opened in the browser, a todo put on the clipboard. Main-actor only.
  func runLinks(_ command: LinksCommand) {
    switch command {
    case .open(let link):
      let open = environment.openLink
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.links(.opened(open(link))))
      }
    case .copyToClipboard(let text):
      environment.writeToTerminal(ClipboardSequence.copying(text))
    }
  }
}
