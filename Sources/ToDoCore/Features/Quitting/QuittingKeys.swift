/// The question a quit of the changed demo list asks. Pure data.
enum QuittingKeys {
  static let keepingDemo = ModeKeys(
    [
      Binding(["y"], "keepDemo", .quitting(.keepDemo), "keep yours in the default list", footer: 1),
      Binding(["n"], "quitWithoutDemo", .quitting(.quitWithoutDemo), "quit without yours", footer: 2),
      Binding([.escape], "stay", .quitting(.stay), "stay", footer: 3),
      // Not an answer: the app leaves and keeps the todos in a file of their own.
      Binding([.control("c")], "quit", .system(.quit), "quit, keeping the todos in the state folder"),
    ],
    unbound: .saysNoCommand, takesPastes: false)
}

extension ModeDescription {
  /// The mode's row of `ModeTable`.
  static let keepingDemo = ModeDescription(
    kind: .keepingDemo, focus: .input, inputPurpose: .todo, helpHeading: nil,
    title: "Asked whether to keep the demo's todos, on quitting (keepingDemo)", isPending: false,
    keys: QuittingKeys.keepingDemo)
}
