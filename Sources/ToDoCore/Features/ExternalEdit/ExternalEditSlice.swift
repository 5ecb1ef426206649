/// The external edit feature's slice: it changes the todo the editor gave back, and hands the
/// terminal over (after the saves), which is the app's life: the slice refines that one. Pure.
protocol ExternalEditSlice: LifeCycleSlice {
}

extension State: ExternalEditSlice {}
