extension State {
  /// `p` in the list: the next letter sets the selected todo's priority (`0` clears it,
  /// Esc leaves it). Pure.
  mutating func choosePriority() {
    guard selectedPlace != nil else { return }
    mode = .choosingPriority
  }

  /// Gives the selected todo priority `letter` (`A`…`Z`; nil clears it) as an undoable
  /// step, and goes back to the list. Pure.
  mutating func setPriority(_ letter: Character?) {
    if mode == .choosingPriority { mode = .browsing }
    guard let (index, todo) = selectedPlace else { return }
    let title = todo.line.withPriority(letter).raw
    guard let change = document.change(at: index, to: title) else { return }
    follow([change])
    let what = letter.map { "Priority \($0)" } ?? "No priority"
    status = StatusMessage("\(what) (Ctrl-Z to undo): “\(title)”", kind: .success)
  }

  /// `+`/`-`: moves the selected todo's priority `steps` along none, Z, …, B, A, stopping
  /// at either end. Pure.
  mutating func changePriority(by steps: Int) {
    guard let (_, todo) = selectedPlace else { return }
    let line = todo.line
    let current = line.isCompleted ? line.tagValue("pri")?.first : line.priority
    // 0 is none, 1 is Z, 26 is A.
    let rank = current.flatMap(\.asciiValue).map { 26 - Int($0 - UInt8(ascii: "A")) } ?? 0
    let target = min(max(rank.saturatingAdding(steps), 0), 26)
    guard target != rank else {
      status = StatusMessage(
        steps > 0 ? "Already the highest priority, A." : "No priority to lower.", kind: .info)
      return
    }
    setPriority(target == 0 ? nil : Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(26 - target))))
  }
}
