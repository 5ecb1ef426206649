import ToDoCore

extension CommandInterpreter {
  /// The tags of a long list counted on the worker. Main-actor only.
  func runPicker(_ command: PickerCommand) {
    switch command {
    case .countTags(let list, let number):
      environment.worker.schedule(after: .zero) { [deliver] in
        deliver(.picker(.tagsCounted(number: number, TagCount.counts(in: list))))
      }
    }
  }
}
