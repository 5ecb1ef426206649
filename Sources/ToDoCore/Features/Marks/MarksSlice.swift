/// The marks feature's slice: the marks, the selection (Space moves it on), and the status
/// line that says how many are marked. Acting on the marked todos is the root's routing
/// (`State.actsOnMarks`, `Reducer+MarkedToDos.swift`), since it hands each todo to the feature whose key was pressed.
/// Pure.
protocol MarksSlice: FeatureContext {
  var marks: Marks { get set }
  var view: ShownList { get set }
  var status: StatusMessage? { get set }
}

extension State: MarksSlice {}
