/// The dependencies feature's slice: it changes the todos (the link's words; the rows and
/// the index follow) and the mode (choosing the todo waited for, after `w`). The marked
/// todos it links are read through the context. Pure.
protocol DependencySlice: ChangesToDos, ModeSlice {
}

extension State: DependencySlice {}
