/// The conflict copies' slice: it changes the copies offered and left, the mode (the
/// question asked) and, on `m`, the todos. Pure.
protocol ConflictCopiesSlice: ChangesToDos, ModeSlice {
  var conflictCopies: ConflictCopies { get set }
}

extension State: ConflictCopiesSlice {}
