/// The postpone feature's slice: it changes the todos (a `due:` and `t:` moved; the rows
/// follow) and says so on the status line. Pure.
protocol PostponeSlice: ChangesToDos {
}

extension State: PostponeSlice {}
