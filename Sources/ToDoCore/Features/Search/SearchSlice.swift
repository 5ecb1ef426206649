/// The search feature's slice: it changes the mode, the input line (the search typed there) and
/// the list's filter. Pure.
protocol SearchSlice: ModeSlice {
}

extension State: SearchSlice {}
