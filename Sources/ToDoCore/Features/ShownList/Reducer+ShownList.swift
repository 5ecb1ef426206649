extension ShownListSlice {
  /// What the list shows: hiding done and hidden todos, the sort, and the rows made off
  /// the main thread. A change of the settings is taken by `refreshRows`, the
  /// step after every action. Pure.
  mutating func reduce(_ action: ViewAction) -> Command? {
    switch action {
    case .toggleHideDone:
      view.settings.hidesDone.toggle()
      status = StatusMessage(
        view.settings.hidesDone ? "Done todos hidden; h shows them." : "Done todos shown; h hides them.",
        kind: .info)
    case .toggleShowHidden:
      view.settings.showsHidden.toggle()
      status = StatusMessage(
        view.settings.showsHidden
          ? "Showing todos hidden by t: (after today) and h:1; H hides them."
          : "Todos with t: after today or h:1 hidden; H shows them.", kind: .info)
    case .cycleSort:
      view.settings.sort = view.settings.sort.next
      status = StatusMessage(
        "Sorted \(view.settings.sort.label ?? "in file order") (s: next sort); the file keeps its order.",
        kind: .info)
    case .rowsProjected(let number, let order):
      view.takeRows(order, madeBy: number, in: document)
    }
    return nil
  }

  /// The step after every action: the rows made again when the settings or the day changed
  /// (here, or by the command returned). Pure.
  mutating func refreshRows() -> Command? {
    view.refresh(in: document, today: today)
  }
}
