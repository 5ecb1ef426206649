extension PrioritySlice {
  /// The priority: `p` then a letter, `0` or Esc; `+` and `-`. Pure.
  mutating func reduce(_ action: PriorityAction) -> Command? {
    switch action {
    case .choose: choosePriority()
    case .cancel: cancelPendingMode()
    case .set(let letter): setPriority(letter.flatMap(\.first))
    case .change(let steps): changePriority(by: steps)
    }
    return nil
  }

  /// `p` in the list: the next letter sets the selected todo's priority (`0` clears it,
  /// Esc leaves it). The choice is bound to that todo by its id. Pure.
  mutating func choosePriority() {
    guard let (_, todo) = selectedPlace else { return }
    mode = .choosingPriority(todo.id)
  }

  /// Gives the todo whose priority is being chosen (else the selected todo, for `+`/`-`)
  /// priority `letter` (`A`…`Z`; nil clears it) as an undoable step, and goes back to the
  /// list. A todo chosen with `p` and gone since is never replaced by the one that took its
  /// row: nothing is set, and the status line says so. Pure.
  mutating func setPriority(_ letter: Character?) {
    let place: (index: Int, todo: ToDo)?
    if case .choosingPriority(let id) = mode {
      mode = .browsing
      let near = selectedPlace.map(\.index) ?? 0
      guard let index = document.place(of: id, near: near) else {
        status = StatusMessage(
          "No priority set: the todo chosen with p is gone (changed or deleted by another program); "
            + "select one and press p again.", kind: .warning)
        return
      }
      place = (index, document.todos[index])
    } else {
      place = selectedPlace
    }
    guard let place else { return }
    setPriority(letter, at: place)
  }

  /// Gives the todo at `place` (its index and the todo there) priority `letter` (nil
  /// clears it) as an undoable step, and says whether it changed; the marked todos go
  /// through here one by one. Pure.
  @discardableResult
  mutating func setPriority(_ letter: Character?, at place: (index: Int, todo: ToDo)) -> Bool {
    let (index, todo) = place
    let title = todo.line.withPriority(letter).raw
    guard let change = document.change(at: index, to: title) else { return false }
    follow([change])
    let what = letter.map { "Priority \($0)" } ?? "No priority"
    status = StatusMessage("\(what) (Ctrl-Z to undo): “\(title)”", kind: .success)
    return true
  }

  /// `+`/`-`: moves the selected todo's priority `steps` along none, Z, …, B, A, stopping
  /// at either end. Pure.
  mutating func changePriority(by steps: Int) {
    guard let place = selectedPlace else { return }
    changePriority(by: steps, at: place)
  }

  /// Moves the priority of the todo at `place` as `changePriority(by:)` does the selected
  /// one's, and says whether it changed; the marked todos go through here one by one. Pure.
  @discardableResult
  mutating func changePriority(by steps: Int, at place: (index: Int, todo: ToDo)) -> Bool {
    let todo = place.todo
    let line = todo.line
    let current = line.isCompleted ? line.tagValue("pri")?.first : line.priority
    // 0 is none, 1 is Z, 26 is A.
    let rank = current.flatMap(\.asciiValue).map { 26 - Int($0 - UInt8(ascii: "A")) } ?? 0
    let target = min(max(rank.saturatingAdding(steps), 0), 26)
    guard target != rank else {
      status = StatusMessage(
        steps > 0 ? "Already the highest priority, A." : "No priority to lower.", kind: .info)
      return false
    }
    return setPriority(
      target == 0 ? nil : Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(26 - target))), at: place)
  }
}
