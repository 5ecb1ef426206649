/// The editing feature's slice: it changes the mode and the input line (the todo's text to
/// edit, what the line held kept aside) and, on Enter, the todo. Pure.
protocol EditingSlice: ChangesToDos, ModeSlice {
}

extension State: EditingSlice {}
