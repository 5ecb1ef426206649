/// What the picker asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runPicker` (`ToDoRuntime/Features/Picker/`). Pure data.
public enum PickerCommand: Equatable, Sendable {
  /// Count the projects and contexts of `list` off the main thread; the result comes back
  /// as `.tagsCounted(number:_:)`.
  case countTags(ToDoList, number: Int)
}
