/// The priority feature's slice: it changes the todos (a priority set; the rows follow) and the
/// mode (choosing one after `p`). Pure.
protocol PrioritySlice: ChangesToDos, ModeSlice {
}

extension State: PrioritySlice {}
