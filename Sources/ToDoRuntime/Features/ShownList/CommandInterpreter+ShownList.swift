import ToDoCore

extension CommandInterpreter {
  /// The rows of a long list made on the worker. Main-actor only.
  func runView(_ command: ViewCommand) {
    switch command {
    case .projectRows(let list, let rule, let candidates, let dependencies, let number):
      environment.worker.schedule(after: .zero) { [deliver] in
        let order = ListProjection.order(
          of: list, under: rule, among: candidates, dependencies: dependencies)
        deliver(.view(.rowsProjected(number: number, order: order)))
      }
    }
  }
}
