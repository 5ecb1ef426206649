/// The slice of the features that change todos: the document, the rows and selection that
/// follow it, and the status line that says what changed. Pure.
protocol ChangesToDos: FeatureContext {
  var document: ToDoDocument { get set }
  var view: ShownList { get set }
  var status: StatusMessage? { get set }
}

extension ChangesToDos {
  /// The view follows changes of the document made by the user here. Pure.
  mutating func follow(_ changes: [DocumentChange]) {
    view.follow(changes, in: document)
  }
}

extension State: ChangesToDos {}
