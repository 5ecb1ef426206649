/// The completion feature's slice: it changes the todos (done, open again, the next occurrence
/// added or taken back). Pure.
protocol CompletionSlice: ChangesToDos {
}

extension State: CompletionSlice {}
