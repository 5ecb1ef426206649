/// The slice of a todo's history: it opens the box of the selected todo's events (the
/// mode) and fills it with the journal's records matched to the todo. It changes no todo.
/// Pure.
protocol ToDoHistorySlice: ModeSlice {}

extension State: ToDoHistorySlice {}
